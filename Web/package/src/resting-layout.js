// What a <sticky-badge> at rest shows before the core has loaded, from the numbers the build
// read from the core (resting-numbers.js): its label, its size and its spoken label, which a
// test compares with the core's own (sb_session_count, sb_session_width, sb_session_height,
// sb_session_accessibility_label) for many counts, maxima and sizes.

/** The count of a `count` or `max` attribute's `value`: null for none (a dot). */
export function parseCount(value) {
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
