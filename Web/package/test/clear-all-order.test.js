// The clear-all order's keys (src/clear-all-order.js): a member's top while it shows,
// +Infinity (last) when it is off-screen or not laid out.

import { test } from "node:test";
import assert from "node:assert/strict";
import { clearAllOrderKey } from "../src/clear-all-order.js";

const VIEWPORT = 600;
const box = (top, height = 20) => ({ top, bottom: top + height, height });

test("a member on screen is ordered by its top edge", () => {
  assert.equal(clearAllOrderKey(box(0), VIEWPORT), 0);
  assert.equal(clearAllOrderKey(box(123.5), VIEWPORT), 123.5);
});

test("partly visible at either edge counts as on screen", () => {
  assert.equal(clearAllOrderKey(box(-19), VIEWPORT), -19); // 1 px still shows at the top
  assert.equal(clearAllOrderKey(box(599), VIEWPORT), 599); // 1 px shows at the bottom
});

test("above the viewport: on screen while its bottom is below 0", () => {
  assert.equal(clearAllOrderKey(box(-20.01), VIEWPORT), Number.POSITIVE_INFINITY);
  assert.equal(clearAllOrderKey(box(-20), VIEWPORT), Number.POSITIVE_INFINITY); // bottom at 0
  assert.equal(clearAllOrderKey(box(-19.99), VIEWPORT), -19.99);
});

test("below the viewport: on screen while its top is above the viewport's height", () => {
  assert.equal(clearAllOrderKey(box(599.99), VIEWPORT), 599.99);
  assert.equal(clearAllOrderKey(box(600), VIEWPORT), Number.POSITIVE_INFINITY);
  assert.equal(clearAllOrderKey(box(600.01), VIEWPORT), Number.POSITIVE_INFINITY);
});

test("a member with no height (hidden, not laid out) goes last", () => {
  assert.equal(clearAllOrderKey(box(100, 0), VIEWPORT), Number.POSITIVE_INFINITY);
  assert.equal(clearAllOrderKey({ top: 0, bottom: 0, height: 0 }, VIEWPORT), Number.POSITIVE_INFINITY);
});
