// The package's clock (src/clock.js): page milliseconds to the core's seconds, at the time
// scale setTimeScale sets, without a jump when the scale changes; one per page (the page's
// shared overlay holds it), each clock its own.

import { test } from "node:test";
import assert from "node:assert/strict";

// The page's clock, set by each test (clock.js reads performance.now() when the scale changes).
let pageNow = 0;
performance.now = () => pageNow;
const { Clock } = await import("../src/clock.js");
const clock = new Clock();
const secondsAt = (milliseconds) => clock.secondsAt(milliseconds);
const now = () => clock.now();
const setTimeScale = (timeScale) => clock.setTimeScale(timeScale);

test("at the default scale, seconds are the page's milliseconds / 1000", () => {
  assert.equal(secondsAt(0), 0);
  assert.equal(secondsAt(1500), 1.5);
  pageNow = 2250;
  assert.equal(now(), 2.25);
});

test("a new scale takes effect from the page time it was set at, with no jump", () => {
  pageNow = 4000; // 4 s of package time so far
  setTimeScale(0.25);
  assert.equal(secondsAt(4000), 4);
  assert.equal(secondsAt(5000), 4.25); // one page second is a quarter second
  pageNow = 8000;
  assert.equal(now(), 5);
  setTimeScale(2); // back to faster: continues from 5 s
  assert.equal(secondsAt(8000), 5);
  assert.equal(secondsAt(8500), 6);
  pageNow = 8500;
  setTimeScale(1);
  assert.equal(secondsAt(9500), 7);
});

test("the scale must be positive and finite: zero, negatives, NaN and infinity are refused", () => {
  pageNow = 10000;
  const before = secondsAt(11000);
  for (const scale of [0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY, "fast", undefined]) {
    assert.throws(() => setTimeScale(scale), RangeError, `scale ${String(scale)}`);
  }
  assert.equal(secondsAt(11000), before, "a refused scale changes nothing");
  setTimeScale(Number.MIN_VALUE); // the smallest positive number is a scale
  assert.equal(secondsAt(10000), secondsAt(20000));
  setTimeScale(Number.MAX_VALUE);
  assert.ok(secondsAt(10001) > 1e300);
});

test("clocks are apart: a scale set on one leaves another at the page's", () => {
  const other = new Clock();
  pageNow = 30000;
  const slow = new Clock();
  slow.setTimeScale(0.5);
  assert.equal(slow.secondsAt(32000), 31);
  assert.equal(other.secondsAt(32000), 32);
  assert.equal(other.scale, 1);
});
