// The package's API that needs the core, loaded lazily (index.js's loadStickyBadge, or a
// <sticky-badge> touched, focused or left idle): badges made draggable, clear-all groups,
// the tuning panel's reads of the core and the tools' hooks.

import { Badge } from "./badge.js";
import { ClearAllGroup } from "./group.js";
import { loadCore } from "./runtime.js";
import { Overlay } from "./overlay.js";
import { CanvasPainter } from "./paint-canvas.js";
import { readConfigurationTable, tuningApi } from "./tuning.js";

/** The controller behind a badge (an attached element, or a <sticky-badge>). */
function controllerOf(target) {
  if (target instanceof Badge) return target;
  if (target && target.badge instanceof Badge) return target.badge;
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
  // widenHits' style writes, made together once the calls of this task have read their
  // boxes: a write between two reads would lay the page out again for every badge (10,000
  // badges widened when the core arrives: seconds, not milliseconds).
  let hitWrites = [];
  const flushHitWrites = () => {
    const writes = hitWrites;
    hitWrites = [];
    for (const { box, touchAction, scaleX, scaleY } of writes) {
      if (touchAction !== null) box.style.touchAction = touchAction;
      box.style.setProperty("--hit-x", `${scaleX}`);
      box.style.setProperty("--hit-y", `${scaleY}`);
    }
  };
  /** Sets `box`'s hit area scale (and touch-action, unless null) after this task's reads. */
  const writeHits = (box, touchAction, scaleX, scaleY) => {
    if (hitWrites.length === 0) queueMicrotask(flushHitWrites);
    hitWrites.push({ box, touchAction, scaleX, scaleY });
  };
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
     * What the core says of a resting badge of `width` x `height` (as shown on screen, in CSS
     * pixels) with the default configuration: its touch target's reach beyond it (hitOutset:
     * [left and right, above and below]) and its CSS touch-action. Asked of the core
     * directly, so that a <sticky-badge> needs no session until it is touched.
     */
    restingTouch(width, height) {
      const exports = core.exports;
      return {
        hitOutset: [exports.sb_resting_hit_outset(width, height, 0), exports.sb_resting_hit_outset(width, height, 1)],
        touchAction: exports.sb_resting_touch_pan() ? "pan-y" : "none",
      };
    },

    /**
     * Widens a <sticky-badge>'s `box` (sized at rest) to the core's touch target: `badge`'s
     * (its session), or, with none yet, restingTouch's for its size, touch-action included.
     * Scaled, so that the widening moves no layout (no layout shift). The core's target is
     * on screen, around the box at the size it shows there (under a scaled or zoomed
     * ancestor, not its CSS size).
     */
    widenHits(box, badge) {
      // --hit-x and --hit-y are the element's own, set on the box: not for pages to style.
      const cssWidth = parseFloat(box.style.width);
      const cssHeight = parseFloat(box.style.height);
      if (!(cssWidth > 0 && cssHeight > 0)) return;
      const shown = box.getBoundingClientRect(); // empty while not shown: its CSS size then
      const width = shown.width > 0 ? shown.width : cssWidth;
      const height = shown.height > 0 ? shown.height : cssHeight;
      let hit;
      let touchAction = null; // a session's is set where it is configured
      if (badge) {
        badge.prepare();
        hit = badge.hitOutset();
      } else {
        const touch = this.restingTouch(width, height);
        hit = touch.hitOutset;
        touchAction = touch.touchAction;
      }
      writeHits(box, touchAction, (width + 2 * hit[0]) / width, (height + 2 * hit[1]) / height);
    },

    /** The badge behind a <sticky-badge> (element.js): on `element`, with badge.js's options. */
    makeBadge: (element, options) => new Badge(shared, element, options),

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
