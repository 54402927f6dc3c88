// StickyBadge for the web: the QQ-style draggable unread badge, driven by the same Swift
// core as the iOS views (compiled to WebAssembly). See README.md.
//
// This entry is what a page loads before its badges show: the <sticky-badge> element at
// rest, as plain DOM and CSS. The core (the wasm module and the modules that drive it,
// core-api.js) is loaded when the page is idle, when a badge is first touched or focused,
// or when loadStickyBadge() asks for it. Importing it where there is no DOM (a server
// render) defines nothing and fetches nothing.

import { stickyBadgeElementClass } from "./element.js";
import { SharedOverlay } from "./loader.js";
import { PendingBadge, PendingGroup } from "./pending.js";
import { restingNumbers } from "./resting-numbers.js";

// The package's only module-level state: the page's one shared overlay (loader.js). The
// rule that keeps every other module free of module-level state (src/.eslintrc.json) lets
// this one line through.
// eslint-disable-next-line no-restricted-syntax
const overlay = new SharedOverlay(() => import("./core-api.js"));

/** The <sticky-badge> element's class; undefined where there is no DOM. */
export const StickyBadgeElement = typeof HTMLElement === "function"
  ? stickyBadgeElementClass(overlay.loader, restingNumbers) : undefined;

if (StickyBadgeElement !== undefined && typeof customElements === "object"
  && !customElements.get("sticky-badge")) {
  customElements.define("sticky-badge", StickyBadgeElement);
}

/** The drag events' DOM types, in the core's order (a dismissal is `stickybadge-dismiss`, fired once). */
export const dragEventTypes = Object.freeze([...restingNumbers.dragEventTypes]);

/**
 * Runs every badge's clock at `timeScale` times the page's from now on (0.25: four times
 * slower); a positive, finite number.
 */
export function setTimeScale(timeScale) {
  overlay.clock.setTimeScale(timeScale);
}

/** The package's time (seconds) at the page time stamp `milliseconds`. */
export function secondsAt(milliseconds) {
  return overlay.clock.secondsAt(milliseconds);
}

/**
 * Makes an existing element (a counter <span>) draggable with the sticky effect: the core is
 * loaded now, and the badge returned at once; its calls (setCount, dismiss, ...) wait for the
 * core and are made when it arrives. `badge.ready` resolves to the core's badge.
 */
export function attachStickyBadge(element, options) {
  return new PendingBadge(overlay.loader.load(), (api) => api.attachStickyBadge(element, options));
}

/**
 * "Clear all": when `trigger` is dragged off (or dismissed), every badge of `members`
 * bursts in turn; usable at once, as attachStickyBadge (the core is loaded now).
 */
export function createClearAllGroup(trigger, members) {
  return new PendingGroup(overlay.loader.load(),
    (api) => api.createClearAllGroup(trigger, members));
}

/**
 * Loads the core now (once per page) and resolves to the API that needs it:
 * attachStickyBadge, createClearAllGroup, configurationTable, defaultConfiguration,
 * presetNames, presetConfiguration, validateConfiguration, springTuning, springStored, memoryUsage, setDebugOverlay,
 * setFrameObserver, isAnimating. Rejects when stickybadge.wasm cannot be loaded (the
 * console says so once; every <sticky-badge> stays a static badge).
 */
export function loadStickyBadge() {
  return overlay.loader.load();
}
