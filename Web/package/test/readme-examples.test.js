// The README's code shown "from" a file (a `<!-- from PATH -->` line before the block) is
// that file's code, verbatim: the examples the tests build and drag are the ones shown.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const quoted = /<!-- from (\S+) -->\n```\w*\n([\s\S]*?)```\n/g;

test("every code block the README quotes from an example is in that example", () => {
  const blocks = [...read("README.md").matchAll(quoted)];
  assert.ok(blocks.length >= 5, `quoted blocks: ${blocks.length}`);
  for (const [, path, code] of blocks) {
    assert.ok(read(path).includes(code), `README.md's block from ${path} is not in it:\n${code}`);
  }
});
