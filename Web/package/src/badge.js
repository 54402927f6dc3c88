// One draggable badge on an element: feeds the core's badge session with pointer, keyboard
// and page events, draws its paint list on the overlay while it is in motion, and turns its
// host events into DOM events. Every decision (when to snap, burst or fade, when it is
// dismissed, once) is the session's.

import { whenIdle } from "./overlay.js";
import { isDismissKey, isDragPress, reportError } from "./page-input.js";
import { drainHostEvents, inspectSession } from "./badge-reports.js";
import { configureBadge } from "./badge-configuration.js";
import { configurationProblem } from "./tuning.js";
import { scheduleWarmUp } from "./warm-up.js";

/** The events a badge takes, [event type, Badge method]: its handleEvent's. */
const LISTENERS = Object.freeze([
  ["pointerdown", "onPointerDown"],
  ["pointermove", "onPointerMove"],
  ["pointerup", "onPointerUp"],
  ["pointercancel", "onPointerCancel"],
  ["lostpointercapture", "onPointerCancel"],
  ["keydown", "onKeyDown"],
]);
/** The Badge method for each event type it takes. */
const METHOD_BY_TYPE = Object.freeze(Object.fromEntries(LISTENERS));
/** A badge: the session behind one element. */
export class Badge {
  /**
   * @param {object} shared the page's shared overlay, its core started (core-api.js): the
   *   core, the clock, the overlay, the painter, the badges by handle, the painted frame.
   * @param {HTMLElement} element the badge's box (it receives the pointer and the keys).
   * @param {object} options count, maximum, configuration, onDismiss, eventTarget,
   *   colorSource (the element whose computed background and colour are the badge's),
   *   routed (true: no listeners of its own, its events are handed to handleEvent).
   */
  constructor(shared, element, options = {}) {
    const core = shared.core;
    this.shared = shared;
    this.core = core;
    this.clock = shared.clock;
    this.overlay = shared.overlay;
    this.painter = shared.painter;
    this.drawnBox = new Float64Array(4); // minX, minY, maxX, maxY, reused every frame
    this.element = element;
    this.eventTarget = options.eventTarget ?? element;
    this.colorSource = options.colorSource ?? element;
    this.onDismiss = options.onDismiss ?? null;
    this.configuration = null;
    this.fontFamily = options.fontFamily ?? core.labelFontFamily; // the face the core's label metrics describe
    // The system's settings, read at each pickup (a page may change them any time).
    this.reducedMotionQuery = matchMedia("(prefers-reduced-motion: reduce)");
    this.moreContrastQuery = matchMedia("(prefers-contrast: more)");
    this.handle = core.exports.sb_session_new();
    shared.badgesByHandle[this.handle] = this;
    this.groups = [];
    this.pointerId = -1;
    this.startX = 0;
    this.startY = 0;
    // How far the page scrolled the element since it was placed (followScroll): the scene
    // is fed and drawn in the coordinates it was placed in, shifted by this much.
    this.placedLeft = 0;
    this.placedTop = 0;
    this.scrollX = 0;
    this.scrollY = 0;
    this.lastMove = null; // the latest pointer move, fed again when the page scrolls
    this.configured = false;
    this.moving = false;
    this.animatingNow = false;
    this.style = { labelText: "", fontFamily: this.fontFamily };
    this.labelText = null;
    this.accessibilityLabel = null;
    this.previousVisibility = element.style.visibility;
    // The badge is its element's listener, unless the element hands it its events (routed).
    this.listening = options.routed !== true;
    if (this.listening) for (const [type] of LISTENERS) element.addEventListener(type, this);
    this.previousTouchAction = element.style.touchAction;
    element.style.touchAction = "none";
    this.setConfiguration(options.configuration ?? null);
    this.setCount(options.count ?? null, options.maximum ?? null);
    scheduleWarmUp(shared, this.fontFamily);
    this.prepareWhenIdle();
  }

  /**
   * Configures and places the badge in idle time, so that the first pickup has that done
   * and a touch finds the badge's touch-action current.
   */
  prepareWhenIdle() {
    whenIdle(() => {
      if (this.handle >= 0 && !this.moving && this.pointerId < 0) this.prepare();
    });
  }

  /** Shows `count` (null: a dot; 0: hidden), as a number up to `maximum`, then "maximum+". */
  setCount(count, maximum = this.maximum) {
    const core = this.core;
    this.count = count;
    this.maximum = maximum;
    const length = core.exports.sb_session_count(this.handle, count ?? -1,
      maximum ?? Number.NaN, this.clock.now()); // NaN: the core's default maximum
    // A hidden badge has no label; a dot an empty one.
    this.labelText = length < 0 ? null : core.outputText(length);
    this.style.labelText = this.labelText ?? "";
    const spoken = core.exports.sb_session_accessibility_label(this.handle);
    this.accessibilityLabel = spoken < 0 ? null : core.outputText(spoken);
    if (this.onCount) this.onCount();
    this.afterPageChange();
  }

  /**
   * Hides the badge whatever it shows (the page's `hidden`), or shows it again: hidden,
   * whatever it was doing stops at once and nothing is dismissed (the core's rule).
   */
  setHidden(hidden) {
    this.core.exports.sb_session_hidden(this.handle, hidden ? 1 : 0, this.clock.now());
    this.afterPageChange();
  }

  /** After the page changed the badge: a press the core let go of is the page's again. */
  afterPageChange() {
    if (this.pointerId >= 0 && this.core.exports.sb_session_needs_frames(this.handle) === 0) {
      if (this.element.hasPointerCapture(this.pointerId)) {
        this.element.releasePointerCapture(this.pointerId);
      }
      this.pointerId = -1;
    }
    this.afterInput();
  }

  /** How far the touch target reaches beyond the placed badge: [left and right, above and below]. */
  hitOutset() {
    const outset = this.core.exports.sb_session_hit_outset;
    return [outset(this.handle, 0), outset(this.handle, 1)];
  }

  /**
   * Sets the configuration: knob values by name (see the README's options table). One the
   * core refuses is not taken: the badge keeps its configuration, and says why with a
   * `stickybadge-error` event and on the console; returns whether it was taken.
   */
  setConfiguration(configuration) {
    const problem = configurationProblem(this.core, configuration);
    if (problem !== null) {
      reportError(this.eventTarget, problem);
      return false;
    }
    this.configuration = configuration;
    this.configured = false;
    this.prepareWhenIdle();
    return true;
  }

  /** Places the badge at rest where its element is now, and configures it when needed. */
  prepare() {
    const reducedMotion = this.reducedMotionQuery.matches;
    const moreContrast = this.moreContrastQuery.matches;
    if (!this.configured || this.reducedMotion !== reducedMotion
      || this.moreContrast !== moreContrast) {
      this.reducedMotion = reducedMotion;
      this.moreContrast = moreContrast;
      configureBadge(this);
    }
    const box = this.element.getBoundingClientRect();
    this.placedLeft = box.left;
    this.placedTop = box.top;
    this.scrollX = 0;
    this.scrollY = 0;
    this.core.exports.sb_session_place(this.handle, box.left, box.top, box.width, box.height);
  }

  onPointerDown(event) {
    if (this.pointerId >= 0 || !isDragPress(event)) return;
    // A replayed press stays with the badge that captured it; a choice places what it offers.
    if (event.replayed) this.prepare();
    const chosen = event.replayed ? this : this.chooseForPress(event.clientX, event.clientY);
    (chosen ?? this).takePress(event);
  }

  /** Takes the press `event`, chosen for this badge (or for none: its session decides), placed. */
  takePress(event) {
    const time = this.clock.secondsAt(event.timeStamp);
    if (this.core.exports.sb_session_down(this.handle, event.clientX, event.clientY, time) === 0) return;
    event.preventDefault();
    this.pointerId = event.pointerId;
    this.startX = event.clientX;
    this.startY = event.clientY;
    // (A pointerdown replayed once the core arrived was captured when it happened.)
    if (!event.replayed) this.element.setPointerCapture(event.pointerId);
    this.afterInput();
  }

  /**
   * The badge a press at (x, y) goes to, by the core's rule (TouchTargetChoice): among the
   * badges under the point, front to back, the one whose visible shape is nearest; null
   * when no target contains it. This badge, the one the page hit, is the front one: offered
   * first, and when the press is on its visible shape the core says the choice is settled,
   * so the badges behind it are not looked for.
   */
  chooseForPress(x, y) {
    const exports = this.core.exports;
    exports.sb_press_choice_begin();
    this.prepare();
    exports.sb_press_choice_offer(this.handle, x, y);
    if (exports.sb_press_choice_settled() === 0) {
      for (const element of this.eventTarget.getRootNode().elementsFromPoint(x, y)) {
        // A <sticky-badge>'s session (made now: a press reached it), or an attached element's.
        const badge = typeof element.sessionNow === "function" ? element.sessionNow() : element.controller;
        if (!(badge instanceof Badge) || badge === this || badge.handle < 0 || badge.pointerId >= 0) continue;
        badge.prepare();
        exports.sb_press_choice_offer(badge.handle, x, y);
      }
    }
    const chosen = exports.sb_press_choice_chosen();
    return chosen < 0 ? null : this.shared.badgesByHandle[chosen] ?? null;
  }

  /**
   * Feeds the move and redraws the overlay at once: pointer events come once a frame,
   * just before the frame's callbacks, so this is the frame's drawing, and no animation
   * frame is requested while a badge only follows the pointer. The move's one call into
   * the module also paints the frame (sb_session_advance's work and flags), which
   * frame() then draws without a second call.
   */
  onPointerMove(event) {
    if (event.pointerId !== this.pointerId) return;
    this.lastMove = event;
    const time = this.clock.secondsAt(event.timeStamp);
    const shared = this.shared;
    shared.paintedFlags = this.core.exports.sb_session_move(this.handle,
      event.clientX - this.scrollX, event.clientY - this.scrollY, this.startX, this.startY, time);
    shared.paintedBadge = this;
    shared.paintedTime = time;
    if (this.moving) {
      this.overlay.update(time, true);
    } else {
      this.afterInput();
    }
  }

  onPointerUp(event) {
    if (event.pointerId !== this.pointerId) return;
    this.pointerId = -1;
    this.core.exports.sb_session_up(this.handle, event.clientX - this.scrollX,
      event.clientY - this.scrollY, this.startX,
      this.startY, this.clock.secondsAt(event.timeStamp));
    this.afterInput();
  }

  onPointerCancel(event) {
    if (event.pointerId !== this.pointerId) return;
    this.pointerId = -1;
    this.core.exports.sb_session_cancel(this.handle, this.clock.secondsAt(event.timeStamp));
    this.afterInput();
  }

  onKeyDown(event) {
    if (!isDismissKey(event)) return;
    event.preventDefault();
    this.dismiss();
  }

  /** Takes `event` (a type it has no method for: ignored). */
  handleEvent(event) {
    if (Object.hasOwn(METHOD_BY_TYPE, event.type)) this[METHOD_BY_TYPE[event.type]](event);
  }

  /**
   * Feeds events recorded before the core arrived (element.js: plain records of the DOM
   * events' fields), in order, as if they were happening now.
   */
  replay(events) {
    for (const event of events) this.handleEvent(event);
  }

  /** Dismisses the badge from code: it bursts (or fades) where it is; false if it already was. */
  dismiss(time = this.clock.now()) {
    this.prepare();
    const visible = this.element.isConnected && this.element.getClientRects().length > 0;
    const dismissed = this.core.exports.sb_session_dismiss(this.handle, time, visible ? 1 : 0) !== 0;
    this.afterInput();
    return dismissed;
  }

  afterInput() {
    drainHostEvents(this);
    if (this.moving) {
      this.overlay.requestFrame(); // the overlay sleeps while a held badge does not change
    } else if (this.core.exports.sb_session_needs_frames(this.handle) !== 0) {
      this.moving = true;
      this.overlay.startFrames(this);
    }
  }

  /** The drag phase: resting, stretching, detached, returning, bursting or dismissed. */
  get phase() {
    const state = this.inspect();
    return state === null ? null : state.phase;
  }

  /**
   * The latest frame, for tools and tests: { phase, center: [x, y] (viewport points; at
   * rest, the centre of its element now), opacity, particles, outlineElements }, or null
   * while the badge is hidden or detached.
   */
  inspect() {
    if (this.handle < 0) return null;
    if (!this.moving) this.prepare(); // at rest: where its element is now
    return inspectSession(this.core, this.handle);
  }

  /** Whether this badge's drawing would differ now (false while a finger holds it still). */
  changed() {
    return !this.element.isConnected || this.core.exports.sb_session_changed(this.handle) !== 0;
  }

  /**
   * Whether, as of its last frame, this badge moves on its own (returning, bursting), or
   * its element went away during that frame's events (the next frame detaches it).
   */
  animating() {
    return this.animatingNow;
  }

  /** One frame of the overlay: advances, draws when in the overlay; false when at rest. */
  frame(time, context) {
    if (!this.element.isConnected) {
      this.detach();
      return false;
    }
    const core = this.core;
    const shared = this.shared;
    let advanced = shared.paintedFlags;
    if (shared.paintedBadge !== this || shared.paintedTime !== time) {
      advanced = core.exports.sb_session_advance(this.handle, time);
    }
    shared.paintedBadge = null; // drawn (or overwritten): a later frame advances again
    const flags = core.wire.advance; // sb_session_advance's result: bit flags
    this.animatingNow = (advanced & flags.animating) !== 0;
    if ((advanced & flags.painted) !== 0) {
      const box = this.drawnBox;
      const shiftX = this.scrollX;
      const shiftY = this.scrollY;
      if (shiftX !== 0 || shiftY !== 0) context.translate(shiftX, shiftY);
      const known = this.painter.drawPaintList(context, core.paint(), core.layout, this.style, box);
      if (shiftX !== 0 || shiftY !== 0) {
        context.translate(-shiftX, -shiftY);
        box[0] += shiftX;
        box[1] += shiftY;
        box[2] += shiftX;
        box[3] += shiftY;
      }
      this.overlay.markDrawn(box, known);
    }
    // An event's listener may have acted on the badge: then ask the session again.
    if ((advanced & flags.events) !== 0 && drainHostEvents(this)) {
      this.moving = core.exports.sb_session_needs_frames(this.handle) !== 0;
      this.animatingNow = (this.moving && core.exports.sb_session_changed(this.handle) !== 0)
        || !this.element.isConnected;
    } else {
      this.moving = (advanced & flags.needsFrames) !== 0;
    }
    // Configured again at rest when the configuration changed in motion (its touch-action).
    if (!this.moving && !this.configured) this.prepareWhenIdle();
    return this.moving;
  }

  /**
   * The page scrolled under the badge in motion: the whole scene (the anchor at home, the
   * bridge) moves with its element, while a finger keeps its place on the screen (its
   * input is shifted back by as much).
   */
  followScroll() {
    if (!this.element.isConnected) return;
    const box = this.element.getBoundingClientRect();
    this.scrollX = box.left - this.placedLeft;
    this.scrollY = box.top - this.placedTop;
    // A finger that holds the badge moved in the scene's coordinates: fed again, now.
    const move = this.lastMove;
    if (this.pointerId >= 0 && move !== null && move.pointerId === this.pointerId) {
      this.onPointerMove({ pointerId: move.pointerId, clientX: move.clientX,
        clientY: move.clientY, timeStamp: performance.now() });
    }
  }

  /** Stops everything: listeners, frames, the session. Safe to call twice. */
  detach() {
    if (this.handle < 0) return;
    const core = this.core;
    core.exports.sb_session_interrupt(this.handle, this.clock.now());
    this.overlay.stopFrames(this);
    this.moving = false;
    const element = this.element;
    if (this.listening) for (const [type] of LISTENERS) element.removeEventListener(type, this);
    element.style.touchAction = this.previousTouchAction;
    // Shown in place again (not drawn on the overlay any more), unless it was dismissed.
    if (!this.dismissed) element.style.visibility = this.previousVisibility;
    for (const group of this.groups.slice()) group.remove(this);
    core.exports.sb_session_free(this.handle);
    this.shared.badgesByHandle[this.handle] = undefined;
    this.handle = -1;
  }
}
