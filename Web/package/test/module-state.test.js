// The package keeps no page state at module level but the page's one shared overlay
// (src/index.js): every other module's state lives on instances made for a page. eslint
// enforces it (src/.eslintrc.json: no module-level let or var, no unfrozen module-level
// object, no module-level statement that builds state); this checks that the rule is there,
// that it is switched off for that one line only, and (without eslint) that no module-level
// let or var is left.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";

const sources = new URL("../src/", import.meta.url);
const names = (await readdir(sources)).filter((name) => name.endsWith(".js")).sort();
const texts = new Map(await Promise.all(names.map(async (name) => [name, await readFile(new URL(name, sources), "utf8")])));

test("the eslint rule against module-level state covers the package's sources", async () => {
  const config = JSON.parse(await readFile(new URL(".eslintrc.json", sources), "utf8"));
  const selectors = config.rules["no-restricted-syntax"].slice(1).map((rule) => rule.selector).join("\n");
  for (const part of ["Program > VariableDeclaration[kind!='const']", "NewExpression", "ArrayExpression",
    "ObjectExpression", "Program > :matches(ExpressionStatement"]) {
    assert.ok(selectors.includes(part), part);
  }
});

test("the rule is switched off once: for the page's one shared overlay in index.js", () => {
  const disabled = [];
  for (const [name, text] of texts) {
    text.split("\n").forEach((line, index, lines) => {
      if (line.includes("eslint-disable")) disabled.push([name, line.trim(), lines[index + 1]]);
    });
  }
  assert.deepEqual(disabled, [["index.js", "// eslint-disable-next-line no-restricted-syntax",
    'const overlay = new SharedOverlay(() => import("./core-api.js"));']]);
});

test("no module-level let or var in any source", () => {
  assert.ok(names.length >= 14, names.join(", "));
  for (const [name, text] of texts) {
    const lines = text.split("\n").filter((line) => /^(export\s+)?(let|var)\s/.test(line));
    assert.deepEqual(lines, [], name);
  }
});
