// index.d.ts declares exactly the values the package's entry module exports (tsc checks the
// declarations themselves, scripts/check-web-frameworks.sh; this keeps them to the code).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");

/** The value names a module's text exports: declarations and export lists (`a as b` gives b). */
function exportedValues(text, kinds) {
  const names = [...text.matchAll(new RegExp(`^export (?:async )?(?:${kinds}) (\\w+)`, "gm"))]
    .map((match) => match[1]);
  for (const [, list] of text.matchAll(/^export \{([^}]*)\}/gm)) {
    names.push(...list.split(",").map((entry) => entry.trim().split(/\s+as\s+/).pop()).filter(Boolean));
  }
  return names.sort();
}

test("the declared values are the entry module's exports", () => {
  const entry = JSON.parse(read("package.json")).exports["."].default.replace(/^\.\//, "");
  assert.deepEqual(exportedValues(read("index.d.ts"), "function|const|class"),
    exportedValues(read(entry), "function|const|let|class"));
});

test("the reader sees declarations, export lists and renames", () => {
  const text = "export function a() {}\nexport const b = 1;\nexport {\n  c, d as e,\n};\nexport interface F {}\n";
  assert.deepEqual(exportedValues(text, "function|const"), ["a", "b", "c", "e"]);
});
