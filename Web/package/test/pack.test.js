// `npm pack` (and so `npm publish`) in Web/package: the package's prepack script refuses a
// folder without the built wasm, with one error line saying how to build it; with the wasm
// in place the tarball holds every file the package names, and no tests or examples.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const packageRoot = new URL("..", import.meta.url).pathname;

/** A copy of the package's sources (as in the repository: no wasm) in a fresh folder. */
function sourceCopy() {
  const folder = mkdtempSync(join(tmpdir(), "stickybadge-pack-"));
  for (const name of ["package.json", "index.d.ts", "react.d.ts", "preact.d.ts", "vue.d.ts",
    "custom-elements.json", "README.md", "RECIPES.md", "src", "test"]) {
    cpSync(join(packageRoot, name), join(folder, name), { recursive: true });
  }
  rmSync(join(folder, "src", "stickybadge.wasm"), { force: true });
  return folder;
}

function npmPack(folder) {
  return spawnSync("npm", ["pack", "--dry-run", "--json", "--offline"], { cwd: folder, encoding: "utf8" });
}

test("without src/stickybadge.wasm, npm pack fails and says how to build the package", () => {
  const folder = sourceCopy();
  try {
    const result = npmPack(folder);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /^error: src\/stickybadge\.wasm is missing: .*Run scripts\/build-web-package\.sh/m);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("with the wasm, the tarball holds the modules, the wasm, the types, the manifest and the docs", () => {
  const folder = sourceCopy();
  try {
    writeFileSync(join(folder, "src", "stickybadge.wasm"), new Uint8Array([0, 0x61, 0x73, 0x6d]));
    const result = npmPack(folder);
    assert.equal(result.status, 0, result.stderr);
    const files = JSON.parse(result.stdout)[0].files.map((file) => file.path);
    for (const name of ["src/stickybadge.wasm", "src/index.js", "src/element.js", "index.d.ts",
      "custom-elements.json", "README.md", "RECIPES.md", "package.json", "src/frameworks/react.js",
      "src/frameworks/preact.js", "src/frameworks/vue.js", "src/frameworks/events.js",
      "src/frameworks/clear-all.js", "react.d.ts", "preact.d.ts", "vue.d.ts"]) {
      assert.ok(files.includes(name), `${name} in ${files.join(", ")}`);
    }
    assert.deepEqual(files.filter((name) => name.startsWith("test/") || name.startsWith("examples/")), []);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
