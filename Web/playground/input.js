// Pointer and keyboard input: the core decides what a press takes hold of (sb_badge_accepts,
// with its touch margin; the nearest badge wins) and gets every coalesced sample with its
// time stamp on the core's clock. The latest badge drag is recorded for Copy JSON.

import { wasm } from "./wasm.js";
import { coreTime } from "./clock.js";
import { requestFrame } from "./scheduler.js";
import { badges } from "./badges.js";
import { blob } from "./blob.js";
import { startClearAll } from "./clear-all.js";

/** The pointers holding something: pointerId -> { kind: "badge" | "blob", badge }. */
export const pointers = new Map();
/** The latest badge drag ({ badge, startTime, touches }) and the latest press's pointer type. */
export const recording = { gesture: null, pointerType: null };

function documentPoint(event) {
  return [event.clientX + window.scrollX, event.clientY + window.scrollY];
}

function capture(event, element) {
  try { element.setPointerCapture(event.pointerId); } catch (error) { /* synthetic pointer */ }
}

function nearestAcceptingBadge(x, y) {
  let best = null;
  let bestDistance = Infinity;
  for (const badge of badges) {
    if (!wasm.core.exports.sb_badge_accepts(badge.handle, x, y)) continue;
    const f = badge.frame;
    const distance = f ? Math.hypot(f.badge[0] - x, f.badge[1] - y) : 0;
    if (distance < bestDistance) { best = badge; bestDistance = distance; }
  }
  return best;
}

function onPointerDown(event) {
  if (pointers.has(event.pointerId)) return;
  const [x, y] = documentPoint(event);
  const time = coreTime(event.timeStamp);
  const badge = nearestAcceptingBadge(x, y);
  if (badge) {
    if (!wasm.core.exports.sb_badge_began(badge.handle, x, y, time)) return;
    event.preventDefault();
    capture(event, badge.element);
    pointers.set(event.pointerId, { kind: "badge", badge });
    recording.pointerType = event.pointerType;
    recording.gesture = { badge, startTime: time, touches: [{ time, phase: "began", location: [x, y] }] };
    requestFrame();
    return;
  }
  if (blob.homeElement && blob.homeElement.contains(event.target)) {
    event.preventDefault();
    capture(event, blob.homeElement);
    pointers.set(event.pointerId, { kind: "blob" });
    wasm.core.exports.sb_stretchy_began(x, y, time);
    blob.dragging = true;
    requestFrame();
  }
}

function recordTouch(badge, time, phase, x, y) {
  const gesture = recording.gesture;
  if (gesture && gesture.badge === badge) gesture.touches.push({ time, phase, location: [x, y] });
}

function onPointerMove(event) {
  const pointer = pointers.get(event.pointerId);
  if (!pointer) return;
  event.preventDefault();
  const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
  for (const sample of samples.length ? samples : [event]) {
    const [x, y] = documentPoint(sample);
    const time = coreTime(sample.timeStamp);
    if (pointer.kind === "badge") {
      wasm.core.exports.sb_badge_moved(pointer.badge.handle, x, y, time);
      recordTouch(pointer.badge, time, "moved", x, y);
    } else {
      wasm.core.exports.sb_stretchy_moved(x, y, time);
    }
  }
  requestFrame();
}

function onPointerUp(event) {
  const pointer = pointers.get(event.pointerId);
  if (!pointer) return;
  pointers.delete(event.pointerId);
  const [x, y] = documentPoint(event);
  const time = coreTime(event.timeStamp);
  if (pointer.kind === "blob") {
    wasm.core.exports.sb_stretchy_ended(time);
    blob.dragging = false;
  } else if (event.type === "pointercancel") {
    wasm.core.exports.sb_badge_cancelled(pointer.badge.handle, time);
    recordTouch(pointer.badge, time, "cancelled", x, y);
  } else {
    wasm.core.exports.sb_badge_ended(pointer.badge.handle, x, y, time);
    recordTouch(pointer.badge, time, "ended", x, y);
  }
  requestFrame();
}

// Delete or Backspace on a focused badge marks it read: the core dismisses it with a burst.
function onKeyDown(event) {
  if (event.key !== "Delete" && event.key !== "Backspace") return;
  const badge = badges.find((b) => b.element === event.target);
  if (!badge) return;
  event.preventDefault();
  const time = coreTime(event.timeStamp);
  wasm.core.exports.sb_badge_dismiss(badge.handle, time);
  if (badge.clearAll) startClearAll(time);
  const next = badges.find((b) => b !== badge && !b.clearAll && b.phase === "resting");
  if (next) next.element.focus();
  requestFrame();
}

/** Listens to pointers and keys on the whole document. */
export function listenToInput() {
  document.addEventListener("pointerdown", onPointerDown, { passive: false });
  document.addEventListener("pointermove", onPointerMove, { passive: false });
  document.addEventListener("pointerup", onPointerUp);
  document.addEventListener("pointercancel", onPointerUp);
  document.addEventListener("keydown", onKeyDown);
}
