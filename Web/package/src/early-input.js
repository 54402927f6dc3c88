// What a <sticky-badge> does with a page's input before the core has arrived (element.js
// hands it the events its root's listener takes for the badge): a touch or a focus loads
// the core now; a drag that starts on the badge, or a dismiss key, is recorded, and fed to
// the badge's session when the core arrives, from the first move, nothing dropped. Not
// needed for the first paint: element.js imports it, without waiting, when the element is
// defined.

import { isDismissKey, isDragPress } from "./page-input.js";

function ignore() {}

/** What the badge needs of a DOM event, kept for the core (which then feeds it as one). */
function record(event) {
  return {
    type: event.type, pointerId: event.pointerId, pointerType: event.pointerType,
    button: event.button, clientX: event.clientX, clientY: event.clientY,
    timeStamp: event.timeStamp, key: event.key, replayed: true, preventDefault: ignore,
  };
}

/**
 * Whether a press is on the badge as shown, not only in its touch target: before the core,
 * which of several badges whose targets hold a press takes it cannot be chosen (the core's
 * TouchTargetChoice), so only a press on a badge itself is recorded.
 */
function onVisibleBox(box, event) {
  const shown = box.getBoundingClientRect();
  return event.clientX >= shown.left && event.clientX <= shown.right
    && event.clientY >= shown.top && event.clientY <= shown.bottom;
}

/**
 * Takes `event` for `element` (a <sticky-badge> without its session) while `loader` has
 * not brought the core: the drag or key it belongs to is kept (element.keep).
 */
export function takeEarlyEvent(element, loader, event) {
  loader.load();
  if (event.type === "focus") return;
  if (event.type === "keydown") {
    if (!isDismissKey(event)) return;
    event.preventDefault();
  } else if (event.type === "pointerdown") {
    if (element.pendingPointer >= 0 || !isDragPress(event) || !onVisibleBox(element.box, event)) return;
    event.preventDefault();
    element.pendingPointer = event.pointerId;
    element.box.setPointerCapture(event.pointerId);
  } else if (event.pointerId !== element.pendingPointer) {
    return;
  } else if (event.type !== "pointermove") {
    element.pendingPointer = -1; // up, cancelled, or capture lost: the drag is over
  }
  element.keep(record(event));
}

/** Lets go of a drag `element` was recording (it stays static, or left the page). */
export function forgetEarlyInput(element) {
  if (element.pendingPointer >= 0 && element.box.hasPointerCapture(element.pendingPointer)) {
    element.box.releasePointerCapture(element.pendingPointer);
  }
  element.pendingPointer = -1;
}
