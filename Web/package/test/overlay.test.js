// The overlay's frame loop keeps its movers in the order they started: the first drawn
// below the later ones, and, when several finish in one frame (a clear all's bursts under a
// slow frame), each reports in that order. Run in Node with the few page globals the loop
// touches stubbed.

import { test } from "node:test";
import assert from "node:assert/strict";

const fakeContext = { clearRect() {}, setTransform() {} };
const fakeCanvas = {
  style: {}, dataset: {}, isConnected: true, setAttribute() {}, getContext: () => fakeContext,
};
Object.assign(globalThis, {
  addEventListener() {},
  requestAnimationFrame: () => 1,
  innerWidth: 800,
  innerHeight: 600,
  devicePixelRatio: 1,
  document: {
    createElement: () => fakeCanvas,
    documentElement: { clientWidth: 800, clientHeight: 600, appendChild() {} },
  },
  MutationObserver: class { observe() {} disconnect() {} },
});
const { Overlay } = await import("../src/overlay.js");

/** A mover named `name` that moves until `endsAt` (seconds) and logs each frame it draws and its end. */
function mover(name, endsAt, log) {
  return {
    changed: () => true,
    animating: () => true,
    frame(time) {
      const moving = time < endsAt;
      log.push(moving ? name : `${name} ended`);
      return moving;
    },
  };
}

test("movers draw, and end, in the order they started, whichever ended before", () => {
  const log = [];
  const overlay = new Overlay({}, { forgetCanvasState() {} });
  for (const [name, endsAt] of [["total", 0.35], ["alice", 0.4], ["bob", 0.46], ["team", 0.52], ["news", 0.58]]) {
    overlay.startFrames(mover(name, endsAt, log));
  }
  overlay.update(0.1);
  assert.deepEqual(log, ["total", "alice", "bob", "team", "news"]);
  log.length = 0;
  overlay.update(0.42); // total and alice end in this frame
  assert.deepEqual(log, ["total ended", "alice ended", "bob", "team", "news"]);
  log.length = 0;
  overlay.update(0.9); // a slow frame: the other three end together
  assert.deepEqual(log, ["bob ended", "team ended", "news ended"]);
});

test("a mover stopped from outside leaves the others in their order", () => {
  const log = [];
  const overlay = new Overlay({}, { forgetCanvasState() {} });
  const movers = ["a", "b", "c", "d"].map((name) => mover(name, 1, log));
  for (const each of movers) overlay.startFrames(each);
  overlay.stopFrames(movers[0]);
  overlay.update(0.5);
  assert.deepEqual(log, ["b", "c", "d"]);
});
