// The docs' code shown "from" a file (a `<!-- from PATH -->` line before the block, in the
// README and the recipes) is that file's code, verbatim: the examples the tests build and
// drag are the ones shown.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const quoted = /<!-- from (\S+) -->\n```\w*\n([\s\S]*?)```\n/g;

test("every code block the README and the recipes quote from an example is in that example", () => {
  const blocks = ["README.md", "RECIPES.md"].flatMap((doc) =>
    [...read(doc).matchAll(quoted)].map(([, path, code]) => ({ doc, path, code })));
  assert.ok(blocks.length >= 5, `quoted blocks: ${blocks.length}`);
  for (const { doc, path, code } of blocks) {
    assert.ok(read(path).includes(code), `${doc}'s block from ${path} is not in it:\n${code}`);
  }
});
