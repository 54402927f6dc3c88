// The framework components' listeners on their element (frameworks/events.js's
// BadgeListeners): one per event prop that is a function, and none left once a prop is
// dropped or the component lets go of its element (unmounted, or another element). Counted
// on a stand-in element that holds what was added and not removed, as a browser would.

import { test } from "node:test";
import assert from "node:assert/strict";
import { BadgeListeners } from "../src/frameworks/events.js";

/** An element that keeps the listeners added to it and not removed, by event type. */
function standInElement() {
  const held = new Map();
  return {
    held,
    addEventListener(type, listener) {
      held.set(type, [...(held.get(type) ?? []), listener]);
    },
    removeEventListener(type, listener) {
      const left = (held.get(type) ?? []).filter((each) => each !== listener);
      if (left.length === 0) held.delete(type);
      else held.set(type, left);
    },
  };
}

const onDismiss = () => {};
const onSnap = () => {};

test("a component listens once per event prop that is a function", () => {
  const element = standInElement();
  const listeners = new BadgeListeners();
  listeners.update(element, { onDismiss, onSnap, onBegin: "not a function" });
  listeners.update(element, { onDismiss, onSnap }); // rendered again: nothing added
  assert.deepEqual([...element.held.keys()].sort(), ["stickybadge-dismiss", "stickybadge-snapped"]);
  assert.equal(element.held.get("stickybadge-dismiss").length, 1);
});

test("a prop dropped on a later render leaves no listener for it", () => {
  const element = standInElement();
  const listeners = new BadgeListeners();
  listeners.update(element, { onDismiss, onSnap });
  listeners.update(element, { onDismiss });
  assert.deepEqual([...element.held.keys()], ["stickybadge-dismiss"]);
});

test("unmounted, or moved to another element, the component leaves none on the old one", () => {
  const first = standInElement();
  const second = standInElement();
  const listeners = new BadgeListeners();
  listeners.update(first, { onDismiss, onSnap });
  listeners.update(second, { onDismiss });
  assert.equal(first.held.size, 0);
  assert.deepEqual([...second.held.keys()], ["stickybadge-dismiss"]);
  listeners.update(null, {});
  assert.equal(second.held.size, 0);
});
