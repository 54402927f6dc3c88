// A badge's configuration made current in the core: the page's colours (the computed
// background and text colour of the badge's colour source), the knobs the page set, the
// system's Reduce Motion and Increase Contrast, and the touch-action the core decides.

// CSS colour plumbing: computed colours are rgb()/rgba() with channels 0...255.
const CSS_CHANNEL_MAX = 255;

/** Writes a CSS colour (computed, rgb or rgba) into the knobs `prefix.red` ... `prefix.alpha`. */
function writeColor(knobs, names, prefix, cssColor) {
  const channels = cssColor.match(/[\d.]+/g);
  if (channels === null || channels.length < 3) return;
  knobs[names.indexOf(`${prefix}.red`)] = channels[0] / CSS_CHANNEL_MAX;
  knobs[names.indexOf(`${prefix}.green`)] = channels[1] / CSS_CHANNEL_MAX;
  knobs[names.indexOf(`${prefix}.blue`)] = channels[2] / CSS_CHANNEL_MAX;
  knobs[names.indexOf(`${prefix}.alpha`)] = channels.length > 3 ? Number(channels[3]) : 1;
}

/** Makes `badge`'s configuration current in the core and hands it to the badge's session. */
export function configureBadge(badge) {
  const core = badge.core;
  const knobs = core.knobs();
  core.exports.sb_config_defaults();
  const computed = getComputedStyle(badge.colorSource);
  writeColor(knobs, core.knobNames, "color", computed.backgroundColor);
  writeColor(knobs, core.knobNames, "labelColor", computed.color);
  // Checked when it was set (setConfiguration), so the core takes it, unless a page colour
  // is one it cannot: then it takes it with the core's own colours.
  if (badge.configuration !== null) core.writeKnobs(badge.configuration);
  if (core.exports.sb_config_apply() > 0) {
    core.exports.sb_config_defaults();
    if (badge.configuration !== null) core.writeKnobs(badge.configuration);
    core.exports.sb_config_apply();
  }
  core.exports.sb_session_configure(badge.handle, badge.reducedMotion ? 1 : 0,
    badge.moreContrast ? 1 : 0);
  // The core's: whether a vertical swipe that starts on the badge scrolls the page.
  badge.element.style.touchAction = core.exports.sb_session_touch_pan(badge.handle) ? "pan-y" : "none";
  badge.configured = true;
}
