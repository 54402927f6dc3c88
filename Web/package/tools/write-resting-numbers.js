// Writes src/resting-numbers.js: the numbers a <sticky-badge> at rest is laid out with
// before the core has loaded (element.js), read from the core itself, so that nothing about
// a badge's size, label or colours is written twice. Run by scripts/build-web-package.sh.
//
//   node tools/write-resting-numbers.js STICKYBADGE_WASM OUT_FILE

import { readFile, writeFile } from "node:fs/promises";
import { loadCore } from "../src/runtime.js";

// The clamps the core may put on a count: the export's own (1e15), else the largest whole
// number a wasm32 Int holds (above it the module traps: it must never be asked).
const LARGEST_COUNT_CANDIDATES = [1e15, 2 ** 31 - 1];
const CSS_CHANNEL_MAX = 255;

function fail(message) {
  console.error(`error: write-resting-numbers: ${message}`);
  process.exit(1);
}

const [wasmPath, output] = process.argv.slice(2);
if (!wasmPath || !output) fail("usage: write-resting-numbers.js STICKYBADGE_WASM OUT_FILE");
const bytes = await readFile(wasmPath);

/** Whether a module of its own shows `count` up to `count` without trapping. */
async function accepts(count) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: Math });
  try {
    instance.exports.sb_session_count(instance.exports.sb_session_new(), count, count, 0);
    return true;
  } catch {
    return false;
  }
}

let acceptedCount = null;
for (const candidate of LARGEST_COUNT_CANDIDATES) {
  if (await accepts(candidate)) {
    acceptedCount = candidate;
    break;
  }
}
if (acceptedCount === null) fail("the core traps on every candidate largest count");
const core = await loadCore(bytes);
const wasm = core.exports;
const handle = wasm.sb_session_new();

/** The core's label for `count` up to `maximum` (NaN: its default); null when hidden. */
function label(count, maximum = Number.NaN) {
  const length = wasm.sb_session_count(handle, count, maximum, 0);
  return length < 0 ? null : core.outputText(length);
}

/** The core's size at rest for a label font of 1 CSS pixel (sizes scale with the font). */
function unitSize() {
  return [wasm.sb_session_width(handle, 1), wasm.sb_session_height(handle, 1)];
}

function spoken() {
  const length = wasm.sb_session_accessibility_label(handle);
  return length < 0 ? null : core.outputText(length);
}

const largestCount = Number(label(acceptedCount, acceptedCount));
const overflowing = label(largestCount).match(/^(\d+)(\D+)$/);
if (overflowing === null) fail(`the core's overflowing label is not a number and a suffix: ${label(largestCount)}`);
if (label(0) !== null) fail("the core shows a count of zero: element.js hides it");
const [, defaultMaximum, overflowSuffix] = overflowing;
const digitsLimit = String(largestCount).length;

label(-1); // a dot
const [dotWidth, height] = unitSize();
const dotLabel = spoken();
const widthByDigits = [];
const overflowWidthByDigits = [];
for (let digits = 1; digits <= digitsLimit; digits += 1) {
  label(10 ** (digits - 1), largestCount);
  widthByDigits.push(unitSize()[0]);
  if (10 ** (digits - 1) < largestCount) {
    label(10 ** (digits - 1) + 1, 10 ** (digits - 1));
    overflowWidthByDigits.push(unitSize()[0]);
  }
}
label(1);
const countSingular = spoken().slice(1);
// How far below the top the label's baseline is, for a label font of 1 CSS pixel.
const labelBaseline = wasm.sb_session_label_baseline(handle, 1);
const labelFontFamily = core.labelFontFamily;
label(2);
const countPlural = spoken().slice(1);

wasm.sb_config_defaults();
const knobs = core.knobs();
function color(prefix) {
  const channel = (name) => knobs[core.knobNames.indexOf(`${prefix}.${name}`)];
  return `rgb(${channel("red") * CSS_CHANNEL_MAX} ${channel("green") * CSS_CHANNEL_MAX} `
    + `${channel("blue") * CSS_CHANNEL_MAX} / ${channel("alpha")})`;
}

// The touch target of a resting badge of the default configuration (the core's HitTarget):
// at least the touch margin beyond each side, and at least the minimum side across. The
// badge's styles give it by that rule (element.js), which is checked here against the
// core's for every badge at least 2 px high (the core's smallest capsule: a label font of
// 1.3 px) and at least as wide as high (as every badge at rest is), so that a core whose
// rule differs fails the build rather than the page's presses.
/** The core's touch target's reach beyond a resting badge `width` wide, `tall` high: [across, up and down]. */
function hitOutset(width, tall) {
  return [wasm.sb_resting_hit_outset(width, tall, 0), wasm.sb_resting_hit_outset(width, tall, 1)];
}
const SIDE_FAR_BEYOND_ANY_MINIMUM = 1e6;
const SMALLEST_CAPSULE_SIDE = 2;
const touchMargin = hitOutset(SIDE_FAR_BEYOND_ANY_MINIMUM, SIDE_FAR_BEYOND_ANY_MINIMUM)[0];
const minimumTouchSide = 2 * hitOutset(SMALLEST_CAPSULE_SIDE, SMALLEST_CAPSULE_SIDE)[0]
  + SMALLEST_CAPSULE_SIDE;
for (let tall = SMALLEST_CAPSULE_SIDE; tall <= 2 * minimumTouchSide; tall += 0.25) {
  for (const width of [tall, tall * 1.5, tall * 3, tall + minimumTouchSide]) {
    const rule = [width, tall].map((side) => Math.max(touchMargin, (minimumTouchSide - side) / 2));
    const reach = hitOutset(width, tall);
    if (Math.abs(reach[0] - rule[0]) > 1e-9 || Math.abs(reach[1] - rule[1]) > 1e-9) {
      fail(`the core's touch target for a badge of ${width} x ${tall} reaches ${reach}, not max(margin, (minimum - side) / 2): ${rule}`);
    }
  }
}
const restingTouchAction = wasm.sb_resting_touch_pan() ? "pan-y" : "none";

const numbers = {
  largestCount, defaultMaximum: Number(defaultMaximum), overflowSuffix, height, dotWidth,
  widthByDigits, overflowWidthByDigits, dotLabel, countSingular, countPlural, labelBaseline,
  labelFontFamily,
  color: color("color"), labelColor: color("labelColor"),
  dragEventTypes: core.dragEventTypeByCode.filter((type) => type !== undefined),
  dismissKeys: core.dismissKeys, dragMouseButton: core.dragMouseButton,
  touchMargin, minimumTouchSide, restingTouchAction,
};
await writeFile(output, "// Generated by tools/write-resting-numbers.js from the core: do not edit.\n"
  + `export const restingNumbers = Object.freeze(${JSON.stringify(numbers)});\n`);
