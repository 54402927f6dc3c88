// <sticky-badge count="12" max="99" colour="#ff3b30" configuration='{"snapDistance": 90}'>:
// a badge in its own shadow DOM, sized like the iOS view (a dot without a count, hidden at
// 0) and coloured through CSS custom properties (dark mode included). At rest it is plain
// DOM and CSS, laid out before the core has loaded from numbers the build read from the
// core (resting-numbers.js, written by tools/write-resting-numbers.js from the same wasm
// module), so that a badge shows at its final size and colours with a few hundred bytes of
// script: restingLabel, restingSize and restingAccessibilityLabel below, which a test
// compares with the core's own (sb_session_count, sb_session_width, sb_session_height,
// sb_session_accessibility_label) for many counts, maxima and sizes. The core (loader.js)
// makes it draggable, and a drag that starts on it before the core has arrived is recorded
// (early-input.js) and fed to it when it does, from the first move, nothing dropped. Its
// events are listened to by the root it is in (once for all the root's badges), not by it.


// The events a badge takes, before the core (recorded) and after (its session's): listened
// to once per root the badges are in (the document, or another component's shadow root),
// in the capture phase (focus does not bubble), and handed to the badge they are for.
const BADGE_EVENTS = Object.freeze(["pointerdown", "pointermove", "pointerup", "pointercancel",
  "lostpointercapture", "keydown", "focus"]);

// The label font's size (CSS pixels) where a page sets no --sticky-badge-font-size.
const DEFAULT_FONT_SIZE = 13;

function parseCount(value) {
  if (value === null || value.trim() === "") return null; // no count: a dot
  const count = Number(value);
  return Number.isNaN(count) ? null : count; // "1e400" is Infinity: more than any maximum
}

/** The whole number the core counts for `value` (it truncates, and clamps to `largest`). */
function wholeNumber(value, largest) {
  return Math.trunc(Math.min(value, largest));
}

/**
 * The label of a badge showing `count` (null or negative: no count, a dot) up to
 * `maximum` (null: the core's default), as the core writes it: null when hidden (nothing
 * unread), "" for a dot, else "12" or "99+".
 */
export function restingLabel(numbers, count, maximum) {
  if (count === null || !(count >= 0)) return "";
  const shown = wholeNumber(count, numbers.largestCount);
  if (shown <= 0) return null;
  const limit = maximum === null || Number.isNaN(maximum)
    ? numbers.defaultMaximum : wholeNumber(Math.max(1, maximum), numbers.largestCount);
  return shown > limit ? `${limit}${numbers.overflowSuffix}` : `${shown}`;
}

/** The badge's width and height at rest for `label` (restingLabel's) and a label font of `fontSize` CSS pixels. */
export function restingSize(numbers, label, fontSize) {
  const height = numbers.height * fontSize;
  if (label === "") return { width: numbers.dotWidth * fontSize, height };
  const overflow = label.endsWith(numbers.overflowSuffix);
  const digits = label.length - (overflow ? numbers.overflowSuffix.length : 0);
  const widths = overflow ? numbers.overflowWidthByDigits : numbers.widthByDigits;
  return { width: widths[digits - 1] * fontSize, height };
}

/** What a screen reader says for the badge: "120 unread messages" (the real count), "New" for a dot. */
export function restingAccessibilityLabel(numbers, count, label) {
  if (label === null) return null;
  if (label === "") return numbers.dotLabel;
  const whole = wholeNumber(count, numbers.largestCount);
  return `${whole}${whole === 1 ? numbers.countSingular : numbers.countPlural}`;
}

/**
 * The <sticky-badge> class for a page whose core `loader` loads (loader.js), drawn at rest
 * with `numbers` (resting-numbers.js). Made by a function, not at import: there is no
 * HTMLElement to extend where there is no DOM (a server render).
 */
export function stickyBadgeElementClass(loader, numbers) {
  // The colours default to the core's; a page sets --sticky-badge-color and
  // --sticky-badge-label-color (in a prefers-color-scheme: dark rule for dark mode).
  // The touch target (::before, out of the layout) is the core's for a badge of the
  // default configuration, whatever its size: `outset` beyond each side, so that no badge
  // has anything to write when the core arrives. A badge with a session sets --hit-x and
  // --hit-y (its own element's, not for pages to style) to its session's (widenHits).
  const outset = `max(${numbers.touchMargin}px, (${numbers.minimumTouchSide}px - 100%) / 2)`;
  // Sizes are in em of the label font (the page's --sticky-badge-font-size), so that a badge
  // is sized before anything is read from the page; its line height (which puts the label's
  // baseline where the core draws it) is the default font size's unless its own differs.
  // The box is a block in the host (no line of the host's own, so no strut to cancel).
  const styles = (lineHeight) => `
:host { display: inline-block; vertical-align: middle; }
:host([hidden]) { display: none; }
[part="badge"] { display: block; box-sizing: border-box; border-radius: 9999px;
  background: var(--sticky-badge-color, ${numbers.color});
  color: var(--sticky-badge-label-color, ${numbers.labelColor});
  font: bold var(--sticky-badge-font-size, ${DEFAULT_FONT_SIZE}px) "${numbers.labelFontFamily}", sans-serif;
  height: ${numbers.height}em; line-height: ${lineHeight};
  position: relative; text-align: center; white-space: nowrap; cursor: grab; user-select: none;
  direction: ltr; unicode-bidi: isolate;
  -webkit-user-select: none; touch-action: ${numbers.restingTouchAction}; outline-offset: 2px; }
[part="badge"]::before { content: ""; position: absolute;
  inset: calc(-1 * var(--hit-y, ${outset})) calc(-1 * var(--hit-x, ${outset})); }
[part="badge"]:focus-visible { outline: 2px solid Highlight; }
`;
  // The styles, made for the first badge: as one constructed sheet every badge's shadow
  // root adopts, no <style> node (and no text node) per badge (a <style> where constructed
  // sheets are missing).
  let text = null;
  let sheet = null;
  let measuring = null; // a 2D context that measures the label font's ascent and descent
  // The label's line height by font size (the font's ascent and descent, each rounded to
  // whole pixels at that size: the same for every label), so that a page measures it once.
  const lineHeights = new Map();
  /** The line height (CSS) that puts the label's baseline where the core draws it, at `fontSize` px. */
  function lineHeightAt(fontSize) {
    let lineHeight = lineHeights.get(fontSize);
    if (lineHeight === undefined) {
      measuring ??= new OffscreenCanvas(1, 1).getContext("2d");
      measuring.font = `bold ${fontSize}px "${numbers.labelFontFamily}", sans-serif`;
      const font = measuring.measureText("0");
      lineHeight = `${2 * numbers.labelBaseline * fontSize - font.fontBoundingBoxAscent
        + font.fontBoundingBoxDescent}px`;
      lineHeights.set(fontSize, lineHeight);
    }
    return lineHeight;
  }
  // The badges connected (or relabelled) since the last fitLineHeights, fitted together in a
  // microtask (before the frame that shows them): their font sizes read in one style
  // recalculation, then a line height written only where the size is not the default.
  let unfitted = [];
  function fitLineHeights() {
    const badges = unfitted.filter((badge) => badge.isConnected && !badge.hidden);
    unfitted = [];
    const fontSizes = badges.map((badge) => parseFloat(getComputedStyle(badge.box).fontSize));
    badges.forEach((badge, index) => {
      const lineHeight = lineHeightAt(fontSizes[index]);
      badge.box.style.lineHeight = lineHeight === lineHeightAt(DEFAULT_FONT_SIZE) ? "" : lineHeight;
    });
  }
  // The roots (a document, a shadow root) that hold badges, each with how many: a root
  // listens for its badges (BADGE_EVENTS) while it holds one, not a badge for itself.
  const badgesByRoot = new Map();
  // early-input.js (what a badge does with input before the core), imported now, not
  // waited for: not needed for the first paint. Where it cannot be loaded, a touch still
  // loads the core (which reports a failure); only a drag before the core is not followed.
  let early = null;
  import("./early-input.js").then((module) => { early = module; }, () => {});
  function onRootEvent(event) {
    // Retargeted to this root: a badge of this root when the event is for one.
    if (event.target instanceof StickyBadgeElement) event.target.receive(event);
  }

  class StickyBadgeElement extends HTMLElement {
    static observedAttributes = ["count", "max", "colour", "color", "configuration", "hidden"];

    constructor() {
      super();
      // delegatesFocus: focusing the element (element.focus(), a label) focuses its badge.
      const root = this.attachShadow({ mode: "open", delegatesFocus: true });
      this.box = document.createElement("span");
      this.box.setAttribute("part", "badge");
      this.box.setAttribute("role", "button");
      this.box.tabIndex = 0;
      text ??= styles(lineHeightAt(DEFAULT_FONT_SIZE));
      if ("adoptedStyleSheets" in root) {
        if (sheet === null) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
        }
        root.adoptedStyleSheets = [sheet];
        root.append(this.box);
      } else {
        const style = document.createElement("style");
        style.textContent = text;
        root.append(style, this.box);
      }
      this.session = null; // the core's badge: made when first needed (sessionNow)
      this.facade = null; // the `badge` property's object, made when first read
      this.pending = null; // events recorded before the core arrived
      this.pendingPointer = -1;
      this.listenedRoot = null; // the root that hands this badge its events
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
      const root = this.getRootNode();
      const badges = badgesByRoot.get(root) ?? 0;
      if (badges === 0) {
        for (const type of BADGE_EVENTS) root.addEventListener(type, onRootEvent, true);
      }
      badgesByRoot.set(root, badges + 1);
      this.listenedRoot = root;
      if (this.session || !this.hasAttribute("configuration")) {
        loader.loadWhenIdle();
      } else {
        this.upgradeOnArrival(); // a configured badge has its session once the core is here
      }
    }

    disconnectedCallback() {
      const root = this.listenedRoot;
      const badges = badgesByRoot.get(root) - 1;
      if (badges === 0) {
        for (const type of BADGE_EVENTS) root.removeEventListener(type, onRootEvent, true);
        badgesByRoot.delete(root);
      } else {
        badgesByRoot.set(root, badges);
      }
      this.listenedRoot = null;
      this.stayStatic();
      if (!this.session) return;
      this.session.detach();
      this.session = null;
    }

    attributeChangedCallback(name) {
      if (!this.isConnected) return;
      if (name === "count" || name === "max") {
        if (this.session) {
          this.session.setCount(this.count, parseCount(this.getAttribute("max")));
        }
        this.layout();
      } else if (name === "hidden") {
        if (this.session) this.session.setHidden(this.hidden); // the page's, or layout's at 0
      } else if (name === "configuration") {
        // Before the core, the attribute is read when it arrives (upgrade).
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
     * The core arrived: a badge with input recorded meanwhile (fed to it now) or a
     * configuration of its own has its session. Any other has nothing to do: its touch
     * target is the core's already (the styles), and its session waits for its first touch.
     */
    upgrade(api) {
      if (this.session || !this.isConnected) return;
      if (this.pending === null && !this.hasAttribute("configuration")) return;
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

    /**
     * The configuration attribute's knob values; undefined (and said so) when it is not
     * JSON. Read once the core is here (core-api.js's elementConfiguration).
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
      this.toggleAttribute("hidden", label === null);
      if (label === null) {
        this.box.removeAttribute("aria-label"); // nothing unread: no stale count spoken
        return;
      }
      this.box.textContent = label;
      this.box.style.width = `${restingSize(numbers, label, 1).width}em`;
      this.box.setAttribute("aria-label", restingAccessibilityLabel(numbers, count, label));
      if (unfitted.push(this) === 1) queueMicrotask(fitLineHeights);
      this.widenHits();
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
