// The package's API that needs the core, loaded lazily (index.js's loadStickyBadge, or a
// <sticky-badge> touched, focused or left idle): badges made draggable, clear-all groups,
// the tuning panel's reads of the core and the tools' hooks.

import { Badge } from "./badge.js";
import { ElementBadge } from "./element-badge.js";
import { ClearAllGroup } from "./group.js";
import { loadCore } from "./runtime.js";
import { Overlay } from "./overlay.js";
import { CanvasPainter } from "./paint-canvas.js";
import { reportError } from "./page-input.js";
import { presetConfiguration, readConfigurationTable, tuningApi } from "./tuning.js";

/** The controller behind a badge (an attached element, or a <sticky-badge>). */
function controllerOf(target) {
  if (target instanceof Badge) return target;
  if (target && target.badge instanceof Badge) return target.badge; // a badge attached before the core
  // A <sticky-badge>, or its `badge`: its session, made now.
  const elementBadge = target instanceof ElementBadge ? target : target?.badge;
  if (elementBadge instanceof ElementBadge && elementBadge.session !== null) return elementBadge.session;
  if (target && target.controller instanceof Badge) return target.controller;
  if (target && target.ready instanceof Promise) {
    throw new TypeError("stickybadge: a badge attached before the core arrived: use it once its `ready` resolves");
  }
  throw new TypeError("stickybadge: not a badge (use attachStickyBadge or <sticky-badge>)");
}

/**
 * The module trapped (no input should make it: every number is checked at its boundary):
 * one console error, and every badge becomes a static badge where its element is, its
 * listeners gone and the overlay cleared; the page goes on.
 */
function stopAfterTrap(shared, error) {
  console.error(`stickybadge: the core stopped (${error.message}); badges stay static`);
  for (const badge of shared.badgesByHandle) if (badge !== undefined) badge.detach();
  shared.overlay.clear();
}

/**
 * Loads the core (`source`: the wasm module's bytes or URL; by default stickybadge.wasm next
 * to runtime.js, or the file:// script's inlined module) for the page's shared overlay
 * `shared` (loader.js) and adds to it what the page's badges share: the core, the overlay's
 * canvas and frame loop (made ready in idle time), the painter, the badges by session
 * handle, the painted-frame memo and the warm-up's flag. Resolves to the API
 * (loadStickyBadge's).
 */
export async function startCore(shared, source) {
  const core = await loadCore(source, (error) => stopAfterTrap(shared, error));
  const painter = new CanvasPainter();
  const overlay = new Overlay(shared.clock, painter);
  Object.assign(shared, {
    core,
    painter,
    overlay,
    badgesByHandle: [],
    // The badge whose frame the paint buffer holds since a pointer move painted it (the
    // module writes one paint list at a time: sb_session_move and sb_session_advance), and when.
    paintedBadge: null,
    paintedTime: Number.NaN,
    paintedFlags: 0,
    warmUpScheduled: false,
  });
  overlay.prepare();
  return Object.freeze({
    ...tuningApi(core),
    readConfigurationTable,

    /**
     * Makes an existing element (a counter <span>) draggable with the sticky effect.
     * @returns the badge: setCount(count, maximum), dismiss(), setConfiguration(knobs), detach().
     */
    attachStickyBadge(element, options = {}) {
      const count = options.count !== undefined ? options.count : parseInt(element.textContent, 10);
      const badge = new Badge(shared, element, {
        count: typeof count === "number" && !Number.isNaN(count) ? count : null,
        maximum: options.max ?? null,
        onDismiss: options.onDismiss,
        configuration: options.configuration,
        fontFamily: options.fontFamily,
      });
      if (!element.hasAttribute("tabindex")) element.tabIndex = 0;
      if (!element.hasAttribute("role")) element.setAttribute("role", "button");
      // The spoken count follows every count (none while nothing is unread: its own text).
      const speak = () => {
        if (badge.accessibilityLabel) element.setAttribute("aria-label", badge.accessibilityLabel);
        else element.removeAttribute("aria-label");
      };
      speak();
      badge.onPresentation = speak;
      badge.onCount = speak;
      element.controller = badge;
      return badge;
    },

    /**
     * Widens a <sticky-badge>'s `box` (sized at rest) to the touch target of `badge` (its
     * session: its own configuration's touch margin). Outside the layout, so that the
     * widening moves nothing (no layout shift). Without a configuration the target is the
     * styles' already (element.js): nothing is written.
     */
    widenHits(box, badge) {
      // --hit-x and --hit-y are the element's own, set on the box: not for pages to style.
      if (badge.configuration === null) {
        box.style.removeProperty("--hit-x");
        box.style.removeProperty("--hit-y");
        return;
      }
      badge.prepare();
      const hit = badge.hitOutset();
      box.style.setProperty("--hit-x", `${hit[0]}px`);
      box.style.setProperty("--hit-y", `${hit[1]}px`);
    },

    /**
     * A <sticky-badge>'s knob values: its `preset`'s (the knobs the core's preset sets), with
     * its `configuration` attribute's set on top; null when it has neither. A preset the core
     * does not have is said (a stickybadge-error event on it, listing the presets) and left
     * out: the defaults. undefined (and said so) when the configuration is not JSON.
     */
    elementConfiguration(element) {
      const name = element.getAttribute("preset");
      const preset = name ? presetConfiguration(core, name) : null;
      if (name && preset === null) {
        reportError(element, `preset: unknown "${name}" (the presets: ${core.presetNames.join(", ")})`);
      }
      const text = element.getAttribute("configuration");
      let own;
      try {
        own = text ? JSON.parse(text) : null;
      } catch {
        reportError(element, "configuration: not JSON");
        return undefined;
      }
      // Anything but an object of knob values is the page's to hear about (setConfiguration).
      if (preset === null || (own !== null && (typeof own !== "object" || Array.isArray(own)))) {
        return own;
      }
      return { ...preset, ...own };
    },

    /** The badge behind a <sticky-badge> (element.js): on `element`, with badge.js's options. */
    makeBadge: (element, options) => new Badge(shared, element, options),

    /** A <sticky-badge>'s `badge` property: its state read without a session (element-badge.js). */
    elementBadge: (host) => new ElementBadge(host),

    /**
     * "Clear all": when `trigger` is dragged off (or dismissed), every badge of `members`
     * bursts in turn, top to bottom. Accepts attached badges and <sticky-badge> elements.
     * @returns the group: add(badge), remove(badge), reset(), destroy().
     */
    createClearAllGroup(trigger, members = []) {
      const group = new ClearAllGroup(shared, controllerOf(trigger), members.map(controllerOf));
      return {
        add: (badge) => group.add(controllerOf(badge)),
        remove: (badge) => group.remove(controllerOf(badge)),
        reset: () => group.reset(),
        destroy: () => group.destroy(),
      };
    },

    /** Draws every badge in motion with the core's debug overlay (guides, construction, markers). */
    setDebugOverlay(on) {
      core.exports.sb_debug_overlay(on ? 1 : 0);
      overlay.requestFrame();
    },

    /** Calls `observer(milliseconds)` after each frame that stepped and drew (null: none). */
    setFrameObserver(observer) {
      overlay.frameObserver = observer;
    },

    /** Whether an animation frame is pending: something on the overlay moves. */
    isAnimating: () => overlay.frameRequest !== 0,
  });
}
