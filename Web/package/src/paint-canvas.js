// Canvas 2D rasterizer of the core's paint list (Sources/StickyBadge/Paint/PaintList.swift),
// read from the flat Float64 buffer the wasm module writes (PaintListLayout.swift).
//
// The core decides everything drawn: colours, opacities, the label's size and baseline,
// the burst picture's default drawing (already among the circles), the debug overlay's
// strokes, dashes and markers. This file only turns those numbers into Canvas calls, in
// the paint list's order: outline, circles, label, debug overlay. Every offset, record
// field and path command comes from the module (readPaintLayout), never from this file.
//
// No allocation per frame: colour strings are cached by packed RGB, the font string is
// one per family (the label is scaled by the transform), and the dash pattern reuses one
// array. A label drawn alike frame after frame is copied from a cached bitmap instead of
// rasterized again (label-bitmap.js). No save()/restore() either: restoring resets the
// font, and setting it again is parsed again every frame; instead the context's fill,
// stroke, opacity, font and text settings are set only when they change (see
// CanvasPainter.forgetCanvasState). A painter keeps those caches: a page's badges share one
// (the page's shared overlay holds it), and a tool drawing elsewhere makes its own.

import { LabelBitmaps, LABEL_REFERENCE_SIZE } from "./label-bitmap.js";

// CSS colour plumbing: the buffer holds channels in [0, 1], CSS takes 0...255.
const CSS_CHANNEL_MAX = 255;
const FULL_TURN = 2 * Math.PI;
// What a drawing's box adds around its shapes, in CSS pixels: anti-aliasing and the label's
// glyph overhang (rasterizer plumbing, not appearance).
const BOX_MARGIN = 2;

// Every name drawPaintList reads; readPaintLayout fails when the module lacks one.
const REQUIRED_NAMES = Object.freeze([
  "outlineCount", "circleCount", "outlineOpacity", "fillColor",
  "labelVisible", "labelFontSize", "labelCenterX", "labelBaselineY", "labelWidth", "labelOpacity",
  "labelColor", "debugVisible", "snapGuide", "reattachGuide", "constructionCount",
  "constructionColor", "constructionLineWidth", "constructionOpacity", "markerCount",
  "markerColor", "markerOpacity", "pathElementStride", "circleStride", "outlineStart",
  "circlesStart", "constructionStart", "markersStart", "capacity", "commandMove",
  "commandLine", "commandQuadCurve", "commandCurve", "commandClose", "elementEnd",
  "elementControl1", "elementControl2", "circleRadius", "circleOpacity", "guideRadius",
  "guideColor", "guideLineWidth", "guideDash", "guideGap",
]);

/**
 * Reads the paint list's named offsets from a wasm module, once (not per frame).
 *
 * The module exports `sb_paint_layout_name(index)` (writes the name of entry `index` to
 * the output buffer and returns its length in bytes, or -1 past the last entry),
 * `sb_paint_layout_offset(index)` and `sb_output()` (the output buffer's address).
 *
 * @param {WebAssembly.Exports} wasmExports the module's exports.
 * @param {WebAssembly.Memory} memory the module's memory.
 * @returns {Object<string, number>} offset (or stride, or capacity) by name.
 */
export function readPaintLayout(wasmExports, memory) {
  const decoder = new TextDecoder();
  const layout = {};
  for (let index = 0; ; index += 1) {
    const length = wasmExports.sb_paint_layout_name(index);
    if (length < 0) break;
    const bytes = new Uint8Array(memory.buffer, wasmExports.sb_output(), length);
    layout[decoder.decode(bytes)] = wasmExports.sb_paint_layout_offset(index);
  }
  const missing = REQUIRED_NAMES.filter((name) => !(name in layout));
  if (missing.length > 0) {
    throw new Error(`paint layout lacks ${missing.join(", ")}`);
  }
  // Spread into a fresh object: one built by adding dozens of computed keys is left in
  // V8's dictionary mode, where every `layout.name` of a frame is a hash lookup.
  return Object.freeze({ ...layout });
}

/** The red, green, blue values at `offset`, packed as 0xRRGGBB. */
function packedColorAt(values, offset) {
  return (channel(values[offset]) << 16) | (channel(values[offset + 1]) << 8)
    | channel(values[offset + 2]);
}

function channel(value) {
  const clamped = value > 0 ? (value < 1 ? value : 1) : 0;
  return Math.round(clamped * CSS_CHANNEL_MAX);
}

/**
 * Replaces the context's path with the `count` path elements starting at `start` of
 * `values`, each laid out as the layout's path elements (the playground's blob outline too).
 * With `box` ([minX, minY, maxX, maxY]), widens it to every point the path names, control
 * points included (they bound the curves): the same pass, no second walk for the bounds.
 */
export function tracePath(context, values, layout, start, count, box = null) {
  const stride = layout.pathElementStride;
  const end = layout.elementEnd;
  const control1 = layout.elementControl1;
  const control2 = layout.elementControl2;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  context.beginPath();
  for (let index = 0; index < count; index += 1) {
    const base = start + index * stride;
    const command = values[base];
    if (command === layout.commandClose) {
      context.closePath();
      continue;
    }
    const x = values[base + end];
    const y = values[base + end + 1];
    if (command === layout.commandMove) {
      context.moveTo(x, y);
    } else if (command === layout.commandLine) {
      context.lineTo(x, y);
    } else {
      const x1 = values[base + control1];
      const y1 = values[base + control1 + 1];
      // A quadratic curve's second control point is its first: nothing new for the box.
      const quadratic = command === layout.commandQuadCurve;
      const x2 = quadratic ? x1 : values[base + control2];
      const y2 = quadratic ? y1 : values[base + control2 + 1];
      if (quadratic) {
        context.quadraticCurveTo(x1, y1, x, y);
      } else if (command === layout.commandCurve) {
        context.bezierCurveTo(x1, y1, x2, y2, x, y);
      } else {
        continue; // an unknown command draws nothing
      }
      minX = Math.min(minX, x1, x2);
      minY = Math.min(minY, y1, y2);
      maxX = Math.max(maxX, x1, x2);
      maxY = Math.max(maxY, y1, y2);
    }
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (box !== null) {
    if (minX < box[0]) box[0] = minX;
    if (minY < box[1]) box[1] = minY;
    if (maxX > box[2]) box[2] = maxX;
    if (maxY > box[3]) box[3] = maxY;
  }
}

// A dash pattern of none (setLineDash copies it).
const NO_DASH = Object.freeze([]);

/**
 * Draws paint lists on Canvas 2D contexts, keeping what makes a frame cheap: colour strings
 * by packed RGB, the label's font string, the label bitmaps (label-bitmap.js) and what it
 * last set on the context it draws on.
 */
export class CanvasPainter {
  constructor() {
    this.colorStrings = new Map();
    this.labels = new LabelBitmaps();
    // The label is drawn with one font string per family, at LABEL_REFERENCE_SIZE, scaled
    // to the paint list's size by the transform: the size may change from frame to frame,
    // and a new font string each frame would be a new string, parsed, and a new font looked up.
    this.fontFamily = "";
    this.fontText = "";
    // What the context was last set to by this painter (drawPaintList owns these settings
    // of the contexts it draws on; setting a Canvas property, even to the same value,
    // costs a parse).
    this.forgetCanvasState();
    // The context's transform [a, b, c, d, e, f], read when the context changes (or after
    // forgetCanvasState): where the label's bitmap lands in device pixels.
    this.stateTransform = new Float64Array(6);
    this.dashPattern = [0, 0];
  }

  /**
   * Forgets what this painter set on its contexts: call it after changing a context's fill,
   * stroke, alpha, font, text settings or transform yourself, or after resizing its canvas
   * (which resets them), before the next drawPaintList on it.
   */
  forgetCanvasState() {
    this.stateContext = null;
    this.stateFill = null;
    this.stateStroke = null;
    this.stateAlpha = Number.NaN;
    this.stateFont = null;
    this.stateLineWidth = Number.NaN;
    this.stateText = false; // textAlign and textBaseline are set
  }

  /** The CSS colour of a packed RGB (cached). */
  colorText(key) {
    let text = this.colorStrings.get(key);
    if (text === undefined) {
      text = `rgb(${key >> 16}, ${(key >> 8) & 0xff}, ${key & 0xff})`;
      this.colorStrings.set(key, text);
    }
    return text;
  }

  /** The CSS colour of the red, green, blue values at `offset` (cached by packed RGB). */
  colorAt(values, offset) {
    return this.colorText(packedColorAt(values, offset));
  }

  /** The Canvas font string for the label's family (rebuilt only when the family changes). */
  labelFont(family) {
    if (family !== this.fontFamily) {
      this.fontFamily = family;
      this.fontText = `bold ${LABEL_REFERENCE_SIZE}px "${family}", sans-serif`; // as the resting badge
    }
    return this.fontText;
  }

  setFill(context, color) {
    if (color !== this.stateFill) {
      context.fillStyle = color;
      this.stateFill = color;
    }
  }

  setStroke(context, color) {
    if (color !== this.stateStroke) {
      context.strokeStyle = color;
      this.stateStroke = color;
    }
  }

  setAlpha(context, alpha) {
    if (alpha !== this.stateAlpha) {
      context.globalAlpha = alpha;
      this.stateAlpha = alpha;
    }
  }

  setLineWidth(context, width) {
    if (width !== this.stateLineWidth) {
      context.lineWidth = width;
      this.stateLineWidth = width;
    }
  }

  strokeGuide(context, values, layout, base) {
    context.beginPath();
    context.arc(values[base], values[base + 1], values[base + layout.guideRadius], 0, FULL_TURN);
    this.setStroke(context, this.colorAt(values, base + layout.guideColor));
    this.setAlpha(context, 1); // a guide is opaque (the paint list gives it no opacity)
    this.setLineWidth(context, values[base + layout.guideLineWidth]);
    this.dashPattern[0] = values[base + layout.guideDash];
    this.dashPattern[1] = values[base + layout.guideGap];
    context.setLineDash(this.dashPattern);
    context.stroke();
  }

  drawDebugOverlay(context, values, layout) {
    this.strokeGuide(context, values, layout, layout.snapGuide);
    this.strokeGuide(context, values, layout, layout.reattachGuide);
    context.setLineDash(NO_DASH);

    tracePath(context, values, layout, layout.constructionStart, values[layout.constructionCount]);
    this.setLineWidth(context, values[layout.constructionLineWidth]);
    this.setStroke(context, this.colorAt(values, layout.constructionColor));
    this.setAlpha(context, values[layout.constructionOpacity]);
    context.stroke();

    tracePath(context, values, layout, layout.markersStart, values[layout.markerCount]);
    this.setFill(context, this.colorAt(values, layout.markerColor));
    this.setAlpha(context, values[layout.markerOpacity]);
    context.fill(); // nonzero
  }

  /**
   * Draws one frame's paint list.
   *
   * It sets the context's fill and stroke styles, global alpha, line width, font and text
   * alignment as the paint list says and leaves them so (no save/restore), remembering
   * them so that the next frame sets only what changed: see forgetCanvasState. The
   * transform and the line dash are left as they were.
   *
   * @param {CanvasRenderingContext2D} context already scaled so that one unit is one point
   *   (CSS pixel) of the paint list's coordinates.
   * @param {Float64Array} values the paint buffer (at least `layout.capacity` values).
   * @param {Object<string, number>} layout from readPaintLayout.
   * @param {{labelText: string, fontFamily: string}} style the label's text and the font
   *   the core's label metrics describe (drawn bold).
   * @param {Float64Array} [box] receives [minX, minY, maxX, maxY], in the paint list's
   *   coordinates, of everything drawn (anti-aliasing included): what to clear next frame.
   * @returns {boolean} whether `box` holds that: false without a box, and with the debug
   *   overlay (its guides and markers are not bounded here: clear everything).
   */
  drawPaintList(context, values, layout, style, box = null) {
    if (context !== this.stateContext) {
      this.forgetCanvasState();
      this.stateContext = context;
      const matrix = context.getTransform();
      const transform = this.stateTransform;
      transform[0] = matrix.a;
      transform[1] = matrix.b;
      transform[2] = matrix.c;
      transform[3] = matrix.d;
      transform[4] = matrix.e;
      transform[5] = matrix.f;
    }
    if (box !== null) {
      box[0] = Infinity;
      box[1] = Infinity;
      box[2] = -Infinity;
      box[3] = -Infinity;
    }
    tracePath(context, values, layout, layout.outlineStart, values[layout.outlineCount], box);
    this.setFill(context, this.colorAt(values, layout.fillColor));
    this.setAlpha(context, values[layout.outlineOpacity]);
    context.fill(); // nonzero

    const circles = values[layout.circleCount];
    const circleStride = layout.circleStride;
    for (let index = 0; index < circles; index += 1) {
      const base = layout.circlesStart + index * circleStride;
      context.beginPath();
      const radius = values[base + layout.circleRadius];
      context.arc(values[base], values[base + 1], radius, 0, FULL_TURN);
      this.setAlpha(context, values[base + layout.circleOpacity]);
      context.fill();
      if (box !== null) {
        box[0] = Math.min(box[0], values[base] - radius);
        box[1] = Math.min(box[1], values[base + 1] - radius);
        box[2] = Math.max(box[2], values[base] + radius);
        box[3] = Math.max(box[3], values[base + 1] + radius);
      }
    }

    if (values[layout.labelVisible] !== 0) {
      this.drawLabel(context, values, layout, style);
      if (box !== null) {
        // The advance and an em either side, two ems above the baseline and one below:
        // wider than any glyph's ink.
        const size = values[layout.labelFontSize];
        const half = values[layout.labelWidth] / 2 + size;
        const x = values[layout.labelCenterX];
        const y = values[layout.labelBaselineY];
        box[0] = Math.min(box[0], x - half);
        box[1] = Math.min(box[1], y - 2 * size);
        box[2] = Math.max(box[2], x + half);
        box[3] = Math.max(box[3], y + size);
      }
    }

    if (values[layout.debugVisible] !== 0) {
      this.drawDebugOverlay(context, values, layout);
      return false;
    }
    if (box === null) return false;
    box[0] -= BOX_MARGIN;
    box[1] -= BOX_MARGIN;
    box[2] += BOX_MARGIN;
    box[3] += BOX_MARGIN;
    return true;
  }

  /**
   * The label, centred on the text's own advance, like cairo's measured advance and SVG's
   * text-anchor="middle"; the size already fits the capsule (the core's width fit).
   */
  drawLabel(context, values, layout, style) {
    const font = this.labelFont(style.fontFamily);
    const packedColor = packedColorAt(values, layout.labelColor);
    this.setAlpha(context, values[layout.labelOpacity]);
    if (this.labels.draw(context, this.stateTransform, style.labelText,
      values[layout.labelFontSize], values[layout.labelCenterX], values[layout.labelBaselineY],
      packedColor, this.colorText(packedColor), font)) {
      return;
    }
    if (font !== this.stateFont) {
      context.font = font;
      this.stateFont = font;
    }
    if (!this.stateText) {
      context.textAlign = "center";
      context.textBaseline = "alphabetic";
      this.stateText = true;
    }
    this.setFill(context, this.colorText(packedColor));
    const scale = values[layout.labelFontSize] / LABEL_REFERENCE_SIZE;
    context.save(); // the transform only: every other setting is the same after restore()
    context.translate(values[layout.labelCenterX], values[layout.labelBaselineY]);
    context.scale(scale, scale);
    context.fillText(style.labelText, 0, 0);
    context.restore();
  }
}
