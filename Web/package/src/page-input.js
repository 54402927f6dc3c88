// What a badge decides about a page's input before the core sees it, for the element before
// the core has loaded (element.js) and for the badge after (badge.js) alike: which keys
// dismiss it and which presses pull it, both the core's rules (HostInputRules, read from the
// core by the build into resting-numbers.js); and how a configuration the badge did not take
// is said.

import { restingNumbers } from "./resting-numbers.js";

/** Whether `event` (a keydown) dismisses a focused badge: Delete or Backspace. */
export function isDismissKey(event) {
  return restingNumbers.dismissKeys.includes(event.key);
}

/** Whether `event` (a pointerdown) may pull a badge: a touch, a pen, or the primary mouse button. */
export function isDragPress(event) {
  return event.pointerType !== "mouse" || event.button === restingNumbers.dragMouseButton;
}

/**
 * Says what went wrong with a badge that goes on working as before (a configuration it did
 * not take): one console error and a `stickybadge-error` event on `target` whose
 * `detail.message` is the core's message.
 */
export function reportError(target, message) {
  console.error(`stickybadge: ${message}`);
  target.dispatchEvent(new CustomEvent("stickybadge-error", {
    bubbles: true, composed: true, detail: { message },
  }));
}
