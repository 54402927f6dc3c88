// The label cache (src/label-bitmap.js): which draws reuse a bitmap (the cache's keys: text,
// size, colour, font and device scale; the glyphs' quarter-pixel phase) and which make one,
// against a stand-in OffscreenCanvas whose glyphs are 60 units wide at the reference size.

import { test } from "node:test";
import assert from "node:assert/strict";

const GLYPH_WIDTH = 60; // at LABEL_REFERENCE_SIZE (100)
let bitmapsMade = 0;
const scratchContext = {
  font: "", textAlign: "", textBaseline: "", fillStyle: "",
  measureText: (text) => ({ width: [...text].length * GLYPH_WIDTH }),
  setTransform() {},
  fillText() {},
};
globalThis.OffscreenCanvas = class {
  constructor(width, height) {
    this.width = width;
    this.height = height;
  }
  getContext() { return scratchContext; }
  transferToImageBitmap() {
    bitmapsMade += 1;
    return { id: bitmapsMade, close() {} };
  }
};
const { LabelBitmaps } = await import("../src/label-bitmap.js");

const FONT = 'bold 100px "DejaVu Sans"';
const IDENTITY = [1, 0, 0, 1, 0, 0];
const WHITE = 0xffffff;

/** A target context that records drawImage calls, drawn on with its own label bitmaps (`labels`). */
function target(labels = new LabelBitmaps()) {
  const draws = [];
  return { draws, labels, drawImage: (bitmap, x, y, width, height) => draws.push({ bitmap, x, y, width, height }) };
}

/** Draws `text` at `centerX` with the given keys; returns whether it came from a bitmap. */
function draw(context, text, { centerX = 30, size = 10, color = WHITE, font = FONT, transform = IDENTITY } = {}) {
  return context.labels.draw(context, transform, text, size, centerX, 20, color, "#fff", font);
}

test("a label is drawn from a bitmap only from its second alike draw on", () => {
  const context = target();
  assert.equal(draw(context, "12"), false, "first sight: fillText");
  assert.equal(bitmapsMade, 0);
  assert.equal(draw(context, "12"), true);
  assert.equal(draw(context, "12"), true);
  assert.equal(bitmapsMade, 1, "the same phase: one bitmap");
  assert.equal(context.draws.length, 2);
});

test("each key makes a new label: text, size, colour, font, horizontal and vertical scale", () => {
  const context = target();
  draw(context, "3");
  draw(context, "3");
  const changes = [
    ["4", {}], ["3", { size: 11 }], ["3", { color: 0x000000 }], ["3", { font: 'bold 100px serif' }],
    ["3", { transform: [2, 0, 0, 1, 0, 0] }], ["3", { transform: [1, 0, 0, 2, 0, 0] }],
  ];
  for (const [text, keys] of changes) {
    assert.equal(draw(context, text, keys), false, `${text} ${JSON.stringify(keys)} is first seen`);
  }
});

test("a rotated or skewed transform is never cached", () => {
  const context = target();
  for (let index = 0; index < 3; index += 1) {
    assert.equal(draw(context, "9", { transform: [1, 0.5, 0, 1, 0, 0] }), false);
    assert.equal(draw(context, "9", { transform: [1, 0, 0.5, 1, 0, 0] }), false);
  }
});

test("glyph phases are quarters of a device pixel, rounded: new bitmaps at 1/8, 3/8, 5/8, 7/8", () => {
  // One glyph 6 px wide (size 10): its pen is 3 px left of the centre, a whole pixel, so
  // the phase changes where the fraction crosses an eighth between quarters.
  const context = target();
  draw(context, "5");
  const made = (fraction) => {
    const before = bitmapsMade;
    assert.equal(draw(context, "5", { centerX: 40 + fraction }), true);
    return bitmapsMade - before;
  };
  assert.equal(made(0), 1);
  assert.equal(made(0.124), 0, "still phase 0 just below 1/8");
  assert.equal(made(0.125), 1, "phase 1 at 1/8");
  assert.equal(made(0.374), 0);
  assert.equal(made(0.375), 1, "phase 2 at 3/8");
  assert.equal(made(0.625), 1, "phase 3 at 5/8");
  assert.equal(made(0.874), 0);
  assert.equal(made(0.875), 1, "phase 4 at 7/8");
  assert.equal(made(0.99), 0);
  assert.equal(made(0.5), 0, "phase 2 again: its bitmap is kept");
});

test("a label moved by whole device pixels is the same bitmap drawn that far away", () => {
  const context = target();
  draw(context, "77", { centerX: 50.3 });
  draw(context, "77", { centerX: 50.3 });
  const before = bitmapsMade;
  draw(context, "77", { centerX: 53.3 });
  assert.equal(bitmapsMade, before);
  const [first, second] = context.draws;
  assert.equal(second.bitmap, first.bitmap);
  assert.equal(second.x - first.x, 3);
  assert.equal(second.y, first.y);
});

test("four labels are kept; a fifth evicts the least recently drawn", () => {
  const context = target();
  const labels = ["a1", "b2", "c3", "d4"];
  for (const text of labels) {
    draw(context, text);
    assert.equal(draw(context, text), true);
  }
  draw(context, "b2"); // a1 is now the least recently drawn
  assert.equal(draw(context, "e5"), false);
  assert.equal(draw(context, "b2"), true);
  assert.equal(draw(context, "c3"), true);
  assert.equal(draw(context, "d4"), true);
  assert.equal(draw(context, "a1"), false, "a1 was evicted");
});

test("each LabelBitmaps is its own cache: a label seen by one is first seen by another", () => {
  const first = target();
  const second = target();
  draw(first, "42");
  assert.equal(draw(first, "42"), true);
  assert.equal(draw(second, "42"), false, "first sight for the second cache");
  assert.equal(draw(second, "42"), true);
  const shared = target(first.labels); // a second context on the first cache
  assert.equal(draw(shared, "42"), true);
});
