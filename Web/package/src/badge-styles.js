// A <sticky-badge>'s styles: one constructed sheet every badge's shadow root adopts (a
// <style> where constructed sheets are missing), sized in em of the label font (the page's
// --sticky-badge-font-size) so that a badge is sized before anything is read from the page,
// and coloured through CSS custom properties that default to the core's colours (dark mode
// included: a page sets them in a prefers-color-scheme rule). The label's line height, which
// puts its baseline where the core draws it, is fitted to each badge's font size.

// The label font's size (CSS pixels) where a page sets no --sticky-badge-font-size.
const DEFAULT_FONT_SIZE = 13;

/**
 * The styles of the badges of a page drawn at rest with `numbers` (resting-numbers.js):
 * adopt(root, box) puts them in a badge's shadow root, and fitLineHeight(badge) fits its
 * label's line height before the frame that shows it.
 */
export function badgeStyles(numbers) {
  // The touch target (::before, out of the layout) is the core's for a badge of the
  // default configuration, whatever its size: `outset` beyond each side, so that no badge
  // has anything to write when the core arrives. A badge with a session sets --hit-x and
  // --hit-y (its own element's, not for pages to style) to its session's (widenHits).
  const outset = `max(${numbers.touchMargin}px, (${numbers.minimumTouchSide}px - 100%) / 2)`;
  // The line height is the default font size's unless the badge's own differs. The box is
  // a block in the host (no line of the host's own, so no strut to cancel).
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
  // The styles, made for the first badge: one sheet for all, no <style> node per badge.
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
  return {
    /** Puts the styles and then `box` in the badge's shadow `root`. */
    adopt(root, box) {
      text ??= styles(lineHeightAt(DEFAULT_FONT_SIZE));
      if ("adoptedStyleSheets" in root) {
        if (sheet === null) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
        }
        root.adoptedStyleSheets = [sheet];
        root.append(box);
      } else {
        const style = document.createElement("style");
        style.textContent = text;
        root.append(style, box);
      }
    },
    /** Fits `badge`'s label line height to its font size, with the others, before the frame. */
    fitLineHeight(badge) {
      if (unfitted.push(badge) === 1) queueMicrotask(fitLineHeights);
    },
  };
}
