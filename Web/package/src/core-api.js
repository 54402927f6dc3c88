// The package's API that needs the core, loaded lazily (index.js's loadStickyBadge, or a
// <sticky-badge> touched, focused or left idle): badges made draggable, clear-all groups,
// the tuning panel's reads of the core and the tools' hooks.

import { Badge } from "./badge.js";
import { ClearAllGroup } from "./group.js";
import { core, loadCore } from "./runtime.js";
import { requestFrame, setFrameObserver, isAnimating, prepareOverlay } from "./overlay.js";
import {
  configurationTable, defaultConfiguration, validateConfiguration, springTuning, springStored,
  memoryUsage, readConfigurationTable,
} from "./tuning.js";

/** Draws every badge in motion with the core's debug overlay (guides, construction, markers). */
export function setDebugOverlay(on) {
  core.exports.sb_debug_overlay(on ? 1 : 0);
  requestFrame();
}

/** The controller behind a badge (an attached element, or a <sticky-badge>). */
function controllerOf(target) {
  if (target instanceof Badge) return target;
  if (target && target.badge instanceof Badge) return target.badge;
  if (target && target.controller instanceof Badge) return target.controller;
  throw new TypeError("stickybadge: not a badge (use attachStickyBadge or <sticky-badge>)");
}

/**
 * Makes an existing element (a counter <span>) draggable with the sticky effect.
 * @returns the badge: setCount(count, maximum), dismiss(), setConfiguration(knobs), detach().
 */
export function attachStickyBadge(element, options = {}) {
  const count = options.count !== undefined ? options.count : parseInt(element.textContent, 10);
  const badge = new Badge(element, {
    count: Number.isFinite(count) ? count : null,
    maximum: options.max ?? null,
    onDismiss: options.onDismiss,
    configuration: options.configuration,
    fontFamily: options.fontFamily,
  });
  if (!element.hasAttribute("tabindex")) element.tabIndex = 0;
  if (!element.hasAttribute("role")) element.setAttribute("role", "button");
  if (badge.accessibilityLabel) element.setAttribute("aria-label", badge.accessibilityLabel);
  badge.onPresentation = () => {
    if (badge.accessibilityLabel) element.setAttribute("aria-label", badge.accessibilityLabel);
  };
  element.controller = badge;
  return badge;
}

/**
 * "Clear all": when `trigger` is dragged off (or dismissed), every badge of `members`
 * bursts in turn, top to bottom. Accepts attached badges and <sticky-badge> elements.
 * @returns the group: add(badge), remove(badge), reset(), destroy().
 */
export function createClearAllGroup(trigger, members = []) {
  const group = new ClearAllGroup(controllerOf(trigger), members.map(controllerOf));
  return {
    add: (badge) => group.add(controllerOf(badge)),
    remove: (badge) => group.remove(controllerOf(badge)),
    reset: () => group.reset(),
    destroy: () => group.destroy(),
  };
}

export {
  Badge, readConfigurationTable, setFrameObserver, isAnimating, configurationTable,
  defaultConfiguration, validateConfiguration, springTuning, springStored, memoryUsage,
};

/**
 * Loads the core (`source`: the wasm module's bytes or URL; by default the one next to
 * runtime.js); then this module's functions work. The page's overlay is made ready in idle time.
 */
export async function startCore(source) {
  await loadCore(source);
  prepareOverlay();
}
