// <sticky-badge count="12" max="99" colour="#ff3b30" configuration='{"snapDistance": 90}'>:
// a badge in its own shadow DOM, sized by the core like the iOS view (a dot without a
// count, hidden at 0), coloured through CSS custom properties (dark mode included).

import { Badge } from "./badge.js";
import { core } from "./runtime.js";

// CSS colour plumbing: the knobs hold channels in [0, 1], CSS takes 0...255.
const CSS_CHANNEL_MAX = 255;
let measuring = null; // a 2D context that measures the label font's ascent and descent

/** The core's default colour `prefix` (color, labelColor) as CSS, read once. */
function defaultColor(prefix) {
  core.exports.sb_config_defaults();
  const knobs = core.knobs();
  const channel = (name) => knobs[core.knobNames.indexOf(`${prefix}.${name}`)];
  return `rgb(${channel("red") * CSS_CHANNEL_MAX} ${channel("green") * CSS_CHANNEL_MAX} `
    + `${channel("blue") * CSS_CHANNEL_MAX} / ${channel("alpha")})`;
}

// The colours default to the core's; a page sets --sticky-badge-color and
// --sticky-badge-label-color (in a prefers-color-scheme: dark rule for dark mode).
const styles = `
:host { display: inline-block; vertical-align: middle; line-height: 0; }
:host([hidden]) { display: none; }
[part="badge"] { display: inline-block; box-sizing: border-box; border-radius: 9999px;
  background: var(--sticky-badge-color, ${defaultColor("color")});
  color: var(--sticky-badge-label-color, ${defaultColor("labelColor")});
  font: bold var(--sticky-badge-font-size, 13px) "${core.labelFontFamily}", sans-serif;
  position: relative; text-align: center; white-space: nowrap; cursor: grab; user-select: none;
  -webkit-user-select: none; outline-offset: 2px; }
[part="badge"]::before { content: ""; position: absolute;
  inset: calc(-1 * var(--sticky-badge-hit-y, 0px)) calc(-1 * var(--sticky-badge-hit-x, 0px)); }
[part="badge"]:focus-visible { outline: 2px solid Highlight; }
`;

function parseCount(value) {
  if (value === null || value.trim() === "") return null; // no count: a dot
  const count = Number(value);
  return Number.isFinite(count) ? count : null;
}

export class StickyBadgeElement extends HTMLElement {
  static observedAttributes = ["count", "max", "colour", "color", "configuration"];

  constructor() {
    super();
    // delegatesFocus: focusing the element (element.focus(), a label) focuses its badge.
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    const style = document.createElement("style");
    style.textContent = styles;
    this.box = document.createElement("span");
    this.box.setAttribute("part", "badge");
    this.box.setAttribute("role", "button");
    this.box.tabIndex = 0;
    root.append(style, this.box);
    this.badge = null;
  }

  connectedCallback() {
    if (this.badge) return;
    this.badge = new Badge(this.box, {
      eventTarget: this,
      count: parseCount(this.getAttribute("count")),
      maximum: parseCount(this.getAttribute("max")),
      configuration: this.configurationAttribute(),
    });
    this.badge.onPresentation = () => this.layout();
    this.applyColour();
    this.layout();
  }

  disconnectedCallback() {
    if (!this.badge) return;
    this.badge.detach();
    this.badge = null;
  }

  attributeChangedCallback(name) {
    if (!this.badge) return;
    if (name === "count" || name === "max") {
      this.badge.setCount(parseCount(this.getAttribute("count")),
        parseCount(this.getAttribute("max")));
      this.layout();
    } else if (name === "configuration") {
      this.badge.setConfiguration(this.configurationAttribute());
      this.layout();
    } else {
      this.applyColour();
    }
  }

  /** The count shown (null for a dot). */
  get count() { return parseCount(this.getAttribute("count")); }
  set count(value) {
    if (value === null || value === undefined) this.removeAttribute("count");
    else this.setAttribute("count", String(value));
  }

  /** Dismisses the badge as if dragged away: it bursts (or fades). */
  dismiss() { return this.badge ? this.badge.dismiss() : false; }

  configurationAttribute() {
    const text = this.getAttribute("configuration");
    return text ? JSON.parse(text) : null;
  }

  applyColour() {
    const colour = this.getAttribute("colour") ?? this.getAttribute("color");
    if (colour) this.style.setProperty("--sticky-badge-color", colour);
    else this.style.removeProperty("--sticky-badge-color");
    this.badge.setConfiguration(this.badge.configuration);
  }

  /** Sizes the box like the iOS view, shows its label, hides it when there is nothing. */
  layout() {
    const badge = this.badge;
    const hidden = badge.labelText === null;
    this.toggleAttribute("hidden", hidden);
    if (hidden) return;
    const style = this.box.style;
    this.box.textContent = badge.labelText;
    const fontSize = parseFloat(getComputedStyle(this.box).fontSize);
    const size = badge.size(fontSize);
    style.width = `${size.width}px`;
    style.height = `${size.height}px`;
    // The line height that puts the label's baseline where the core draws it in motion.
    measuring ??= new OffscreenCanvas(1, 1).getContext("2d");
    measuring.font = `bold ${fontSize}px "${core.labelFontFamily}", sans-serif`;
    const font = measuring.measureText(badge.labelText);
    style.lineHeight = `${2 * size.baseline - font.fontBoundingBoxAscent
      + font.fontBoundingBoxDescent}px`;
    if (badge.accessibilityLabel) this.box.setAttribute("aria-label", badge.accessibilityLabel);
    badge.prepare(); // the touch target (the core's, from the touch margin) widens the box's hits
    const [hitX, hitY] = badge.hitOutset();
    style.setProperty("--sticky-badge-hit-x", `${hitX}px`);
    style.setProperty("--sticky-badge-hit-y", `${hitY}px`);
  }
}

if (!customElements.get("sticky-badge")) {
  customElements.define("sticky-badge", StickyBadgeElement);
}
