// <sticky-badge count="12" max="99" colour="#ff3b30" preset="swiftBadge"
// configuration='{"snapDistance": 90}'>: a badge in its own shadow DOM, sized like the iOS
// view (a dot without a count, hidden at 0) and coloured through CSS custom properties
// (badge-styles.js). At rest it is plain DOM and CSS, laid out before the core has loaded
// from numbers the build read from the core (resting-layout.js), so that a badge shows at its
// final size and colours with a few hundred bytes of script. The core (loader.js) makes it
// draggable, and a drag that starts on it before the core has arrived is recorded
// (early-input.js) and fed to it when it does, from the first move, nothing dropped. Its
// events are listened to by the root it is in (badge-roots.js), not by it.
//
// Its knobs are its `preset`'s (a name of the core's presets), with its `configuration`'s
// set on top; a badge with either has its session as soon as the core is here.

import { badgeRoots } from "./badge-roots.js";
import { badgeStyles } from "./badge-styles.js";
import { parseCount, restingAccessibilityLabel, restingLabel, restingSize } from "./resting-layout.js";

/**
 * The <sticky-badge> class for a page whose core `loader` loads (loader.js), drawn at rest
 * with `numbers` (resting-numbers.js). Made by a function, not at import: there is no
 * HTMLElement to extend where there is no DOM (a server render).
 */
export function stickyBadgeElementClass(loader, numbers) {
  const styles = badgeStyles(numbers);
  // Retargeted to its root: a badge of that root when the event is for one.
  const roots = badgeRoots((event) => {
    if (event.target instanceof StickyBadgeElement) event.target.receive(event);
  });
  // early-input.js (what a badge does with input before the core), imported now, not
  // waited for: not needed for the first paint. Where it cannot be loaded, a touch still
  // loads the core (which reports a failure); only a drag before the core is not followed.
  let early = null;
  import("./early-input.js").then((module) => { early = module; }, () => {});

  class StickyBadgeElement extends HTMLElement {
    static observedAttributes = ["count", "max", "colour", "color", "configuration", "preset",
      "hidden"];

    constructor() {
      super();
      // delegatesFocus: focusing the element (element.focus(), a label) focuses its badge.
      const root = this.attachShadow({ mode: "open", delegatesFocus: true });
      this.box = document.createElement("span");
      this.box.setAttribute("part", "badge");
      this.box.setAttribute("role", "button");
      this.box.tabIndex = 0;
      styles.adopt(root, this.box);
      this.session = null; // the core's badge: made when first needed (sessionNow)
      this.facade = null; // the `badge` property's object, made when first read
      this.pending = null; // events recorded before the core arrived
      this.pendingPointer = -1;
      this.listenedRoot = null; // the root that hands this badge its events
      this.hiddenForNothing = false; // hidden by layout (nothing to show), not by the page
    }

    /**
     * The badge behind the element (core-api.js's ElementBadge), null before the core
     * arrives: reading its state makes no session of the core; what needs the core (a
     * press, a dismiss key, a group, a setter) makes it then.
     */
    get badge() {
      if (loader.api === null || !this.isConnected) return null;
      this.facade ??= loader.api.elementBadge(this);
      return this.facade;
    }

    /** The core's session behind the badge, made now if the core is here (null otherwise). */
    sessionNow() {
      if (this.session === null && loader.api !== null && this.isConnected) this.startSession(loader.api);
      return this.session;
    }

    connectedCallback() {
      this.layout();
      this.listenedRoot = this.getRootNode();
      roots.listen(this.listenedRoot);
      if (this.session || !this.isConfigured()) {
        loader.loadWhenIdle();
      } else {
        this.upgradeOnArrival(); // a configured badge has its session once the core is here
      }
    }

    disconnectedCallback() {
      roots.forget(this.listenedRoot);
      this.listenedRoot = null;
      this.stayStatic();
      if (!this.session) return;
      this.session.detach();
      this.session = null;
    }

    attributeChangedCallback(name) {
      // The page's own `hidden` is the page's from now on: no count change undoes it.
      // (Layout's own change comes here too; hideForNothing marks it its own after.)
      if (name === "hidden") this.hiddenForNothing = false;
      if (!this.isConnected) return;
      if (name === "count" || name === "max") {
        if (this.session) {
          this.session.setCount(this.count, parseCount(this.getAttribute("max")));
        }
        this.layout();
      } else if (name === "hidden") {
        if (this.session) this.session.setHidden(this.hidden); // the page's, or layout's at 0
      } else if (name === "configuration" || name === "preset") {
        // Before the core, the attributes are read when it arrives (upgrade).
        if (this.session) {
          const configuration = this.configurationAttribute();
          if (configuration !== undefined && this.session.setConfiguration(configuration)) {
            this.widenHits(); // the touch margin is the configuration's
          }
        } else {
          this.upgradeOnArrival(); // a configured badge has its session (upgrade)
        }
      } else {
        this.applyColour();
      }
    }

    /**
     * An event for this badge (its root's listener): its session's; before the core,
     * early-input.js's (recorded); after it, until the badge has its session, a press or a
     * key makes it, and the session takes the event.
     */
    receive(event) {
      if (this.session) {
        this.session.handleEvent(event);
      } else if (loader.api !== null && this.pending === null && this.pendingPointer < 0) {
        if (event.type === "pointerdown" || event.type === "keydown") this.sessionNow().handleEvent(event);
      } else if (loader.state !== "failed") {
        // (Before early-input.js has arrived, just after the first paint: the core is loaded.)
        if (early === null) loader.load();
        else early.takeEarlyEvent(this, loader, event);
      }
    }

    /** Keeps `input` for the core; the first kept makes the badge's session when it arrives. */
    keep(input) {
      const first = this.pending === null;
      if (first) this.pending = [];
      this.pending.push(input);
      if (first) this.upgradeOnArrival();
    }

    /** Upgrades the badge when the core arrives (at once when it is here). */
    upgradeOnArrival() {
      if (loader.api !== null) {
        this.upgrade(loader.api);
        return;
      }
      loader.loadWhenIdle();
      loader.loaded.then((api) => this.upgrade(api), () => this.stayStatic());
    }

    /**
     * The core arrived: a badge with input recorded meanwhile (fed to it now) or knobs of
     * its own (isConfigured) has its session. Any other has nothing to do: its touch
     * target is the core's already (the styles), and its session waits for its first touch.
     */
    upgrade(api) {
      if (this.session || !this.isConnected) return;
      if (this.pending === null && !this.isConfigured()) return;
      this.startSession(api);
    }

    /** Makes the badge's session and feeds it the input recorded before the core. */
    startSession(api) {
      const pending = this.pending;
      this.pending = null;
      this.pendingPointer = -1;
      this.session = api.makeBadge(this.box, {
        eventTarget: this,
        routed: true, // its events come from its root's listener (receive)
        count: this.count,
        maximum: parseCount(this.getAttribute("max")),
        configuration: this.configurationAttribute() ?? null,
      });
      if (this.hidden) this.session.setHidden(true); // a session made while the page hides it
      this.applyColour();
      this.widenHits();
      if (pending !== null) this.session.replay(pending);
    }

    /** No core (yet, or ever): nothing recorded; the badge stays as it is shown. */
    stayStatic() {
      if (early !== null) early.forgetEarlyInput(this);
      this.pending = null;
    }

    /** The count shown (null for a dot). */
    get count() { return parseCount(this.getAttribute("count")); }
    set count(value) {
      if (value === null || value === undefined) this.removeAttribute("count");
      else this.setAttribute("count", String(value));
    }

    /** Dismisses the badge as if dragged away: it bursts (or fades); false if it already was. */
    dismiss() {
      const session = this.sessionNow();
      if (session) return session.dismiss();
      loader.load();
      this.keep({ type: "keydown", key: numbers.dismissKeys[0], preventDefault() {} });
      return true;
    }

    /** Whether the badge has knobs of its own: a `preset` or a `configuration` attribute. */
    isConfigured() {
      return this.hasAttribute("configuration") || this.hasAttribute("preset");
    }

    /**
     * The badge's knob values (its preset's, its configuration's on top); undefined (and
     * said so) when the configuration is not JSON. Read once the core is here (core-api.js's
     * elementConfiguration).
     */
    configurationAttribute() {
      return loader.api.elementConfiguration(this);
    }

    applyColour() {
      const colour = this.getAttribute("colour") ?? this.getAttribute("color");
      if (colour) this.style.setProperty("--sticky-badge-color", colour);
      else this.style.removeProperty("--sticky-badge-color");
      if (this.session) this.session.setConfiguration(this.session.configuration);
    }

    /**
     * Sizes the box like the iOS view for its label (in em of its label font: the page's),
     * shows its label (its line height fitted before the frame), hides it when there is nothing.
     */
    layout() {
      const count = this.count;
      const label = restingLabel(numbers, count, parseCount(this.getAttribute("max")));
      this.hideForNothing(label === null);
      if (label === null) {
        this.box.removeAttribute("aria-label"); // nothing unread: no stale count spoken
        return;
      }
      this.box.textContent = label;
      this.box.style.width = `${restingSize(numbers, label, 1).width}em`;
      this.box.setAttribute("aria-label", restingAccessibilityLabel(numbers, count, label));
      styles.fitLineHeight(this);
      this.widenHits();
    }

    /**
     * Hides the badge while it has `nothing` to show (a count of 0) and shows it again when
     * it has, unless the page hid it itself: a page's `hidden` outlives every count change.
     */
    hideForNothing(nothing) {
      if (nothing ? this.hidden : !this.hiddenForNothing) return;
      this.hidden = nothing; // attributeChangedCallback runs before this returns
      this.hiddenForNothing = nothing;
    }

    /**
     * Widens the box's hit area to the core's touch target (its touch margin), once the core
     * is here (core-api.js's widenHits).
     */
    widenHits() {
      if (this.session) loader.api.widenHits(this.box, this.session);
    }
  }
  return StickyBadgeElement;
}
