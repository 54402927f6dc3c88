// The label drawn from cached bitmaps instead of fillText every frame: fillText shapes and
// rasterizes the text on every call (the dearest Canvas call of a frame, tens of
// microseconds), while a label keeps its text, size and colour through a whole drag and
// only moves. A bitmap is the very same fillText, once, on a scratch canvas, with the same
// device transform but for a whole-pixel translation, and is copied with drawImage at
// whole device pixels: no resampling, the same pixels.
//
// The same pixels because Skia places each glyph at a quarter of a device pixel
// horizontally (rounded to the nearest quarter) and on whole pixels vertically (rounded):
// two pen positions whose fractions put every glyph in the same quarter draw the same
// glyph images, one whole-pixel shift apart. So a label's bitmaps are keyed by that
// "phase class" (from the glyphs' offsets, measured once): at most four per glyph, plus
// one. A rasterizer that places glyphs otherwise would draw a glyph up to a quarter pixel
// from where fillText would have (Web/tests/package/test_package_api.py compares both pixel by pixel).
//
// A label is cached only once it has been drawn twice alike (text, size, colour, family,
// device scale): a label whose size changes every frame keeps drawing with fillText.
// Every bitmap is dropped when the page's fonts finish loading (a bitmap made with a
// fallback face would outlive it). Nothing is allocated per frame once a label's bitmaps
// are made.

// Skia's subpixel glyph positions: quarters of a device pixel, rounded to the nearest.
const GLYPH_PHASES = 4;
const PHASE_ROUNDING = 1 / (2 * GLYPH_PHASES);
// Room around the text in the bitmap, in device pixels: anti-aliasing and overhang.
const PADDING = 2;
// Labels cached at once (each badge in motion has one).
const ENTRY_COUNT = 4;

function makeEntry() {
  return {
    text: null, size: Number.NaN, color: -1, font: null, scaleX: Number.NaN, scaleY: Number.NaN,
    ready: false, lastUse: 0, offsets: null, bitmaps: [], penX: 0, penY: 0, width: 0, height: 0,
  };
}

function clearEntry(entry) {
  entry.text = null; // matches nothing until findEntry fills it in again
  for (const bitmap of entry.bitmaps) if (bitmap) bitmap.close();
  entry.bitmaps.length = 0;
  entry.ready = false;
  entry.offsets = null;
}

/** Measures the glyphs' offsets from the pen (device pixels) and sizes the bitmaps. */
function prepareEntry(entry, context) {
  context.font = entry.font;
  const total = context.measureText(entry.text).width;
  const scaleX = entry.scaleX * entry.size / LABEL_REFERENCE_SIZE;
  const scaleY = entry.scaleY * entry.size / LABEL_REFERENCE_SIZE;
  const offsets = [];
  let prefix = "";
  for (const character of entry.text) {
    offsets.push((context.measureText(prefix).width - total / 2) * scaleX);
    prefix += character;
  }
  entry.offsets = Float64Array.from(offsets);
  // Ink reaches at most one em above the baseline and half an em below (plus padding).
  const halfWidth = Math.ceil(total * scaleX / 2) + PADDING;
  const em = LABEL_REFERENCE_SIZE * scaleY;
  entry.penX = halfWidth;
  entry.penY = Math.ceil(em) + PADDING;
  entry.width = 2 * halfWidth + 1;
  entry.height = entry.penY + Math.ceil(em / 2) + PADDING;
  entry.bitmaps.length = GLYPH_PHASES * offsets.length + 1;
  entry.bitmaps.fill(null);
  entry.ready = true;
}

/** The label's bitmap with its pen at `fraction` of a device pixel right of `penX`. */
function makeBitmap(entry, fraction, color, scratch, context) {
  scratch.width = entry.width; // resizing clears the canvas and resets its settings
  scratch.height = entry.height;
  context.font = entry.font;
  context.textAlign = "center";
  context.textBaseline = "alphabetic";
  context.fillStyle = color;
  context.setTransform(entry.scaleX * entry.size / LABEL_REFERENCE_SIZE, 0, 0,
    entry.scaleY * entry.size / LABEL_REFERENCE_SIZE, entry.penX + fraction, entry.penY);
  context.fillText(entry.text, 0, 0);
  return scratch.transferToImageBitmap();
}

function matches(entry, text, size, packedColor, font, scaleX, scaleY) {
  return entry.text === text && entry.size === size && entry.color === packedColor
    && entry.font === font && entry.scaleX === scaleX && entry.scaleY === scaleY;
}

/** The font size the label font string names; the transform scales it to the label's size. */
export const LABEL_REFERENCE_SIZE = 100;

/**
 * The label bitmaps of a page (its shared overlay's painter keeps them): ENTRY_COUNT
 * labels, each with its bitmaps by glyph phase, the least recently used replaced.
 */
export class LabelBitmaps {
  constructor() {
    this.scratch = null; // an OffscreenCanvas, made at the first draw
    this.scratchContext = null;
    this.useCounter = 0;
    this.entries = [];
    for (let index = 0; index < ENTRY_COUNT; index += 1) this.entries.push(makeEntry());
    this.lastEntry = this.entries[0];
  }

  /** The entry of this label once it has been seen before, else null (it is remembered). */
  findEntry(text, size, packedColor, font, scaleX, scaleY) {
    if (matches(this.lastEntry, text, size, packedColor, font, scaleX, scaleY)) return this.lastEntry;
    let oldest = this.entries[0];
    for (const entry of this.entries) {
      if (matches(entry, text, size, packedColor, font, scaleX, scaleY)) {
        this.lastEntry = entry;
        return entry;
      }
      if (entry.lastUse < oldest.lastUse) oldest = entry;
    }
    // First sight: remembered (its bitmaps are made when it is drawn alike again).
    clearEntry(oldest);
    oldest.text = text;
    oldest.size = size;
    oldest.color = packedColor;
    oldest.font = font;
    oldest.scaleX = scaleX;
    oldest.scaleY = scaleY;
    oldest.lastUse = ++this.useCounter;
    return null;
  }

  /**
   * Draws the label from a cached bitmap when it can; returns false when the caller must
   * draw it with fillText (first sight of this label, a rotated or skewed transform, no
   * OffscreenCanvas). Sets nothing on `context` but what drawImage reads (the caller has
   * set the label's alpha).
   *
   * @param {CanvasRenderingContext2D} context the target.
   * @param {number[]} transform the context's [a, b, c, d, e, f] (device pixels per unit).
   * @param {string} text the label's text.
   * @param {number} size the label's font size (units).
   * @param {number} centerX the text advance's horizontal centre (units).
   * @param {number} baselineY the baseline (units).
   * @param {number} packedColor the label colour, 0xRRGGBB.
   * @param {string} color the same colour as CSS.
   * @param {string} font the Canvas font string at LABEL_REFERENCE_SIZE.
   */
  draw(context, transform, text, size, centerX, baselineY, packedColor, color, font) {
    if (transform[1] !== 0 || transform[2] !== 0) return false;
    if (this.scratch === null) {
      if (typeof OffscreenCanvas === "undefined") return false;
      this.scratch = new OffscreenCanvas(1, 1);
      this.scratchContext = this.scratch.getContext("2d");
      // One listener for the cache's lifetime: a face that arrives replaces its fallback.
      globalThis.document?.fonts?.addEventListener("loadingdone", () => {
        for (const entry of this.entries) clearEntry(entry);
      });
    }
    const scaleX = transform[0];
    const scaleY = transform[3];
    const entry = this.findEntry(text, size, packedColor, font, scaleX, scaleY);
    if (entry === null) return false;
    entry.lastUse = ++this.useCounter;
    if (!entry.ready) prepareEntry(entry, this.scratchContext);
    const deviceX = scaleX * centerX + transform[4];
    const pixelX = Math.floor(deviceX);
    const fraction = deviceX - pixelX;
    const pixelY = Math.floor(scaleY * baselineY + transform[5] + 0.5); // Skia rounds the baseline
    // The phase class: how many glyph-quarter boundaries the fraction has passed.
    const offsets = entry.offsets;
    let phase = 0;
    for (let index = 0; index < offsets.length; index += 1) {
      const offset = offsets[index] + PHASE_ROUNDING;
      phase += Math.floor((fraction + offset) * GLYPH_PHASES) - Math.floor(offset * GLYPH_PHASES);
    }
    let bitmap = entry.bitmaps[phase];
    if (bitmap === null) {
      bitmap = makeBitmap(entry, fraction, color, this.scratch, this.scratchContext);
      entry.bitmaps[phase] = bitmap;
    }
    context.drawImage(bitmap, (pixelX - entry.penX - transform[4]) / scaleX,
      (pixelY - entry.penY - transform[5]) / scaleY, entry.width / scaleX, entry.height / scaleY);
    return true;
  }
}
