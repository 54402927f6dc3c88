// The page-wide overlay canvas: every badge's paint list, as the core paints it
// (sb_badge_paint) and the blob's (sb_stretchy_paint), rasterized by the web package's
// Canvas rasterizer.

import { wasm, paintValues } from "./wasm.js";
import { badges } from "./badges.js";
import { drawBlob } from "./blob.js";
import { drawPaintList, forgetCanvasState } from "../package/src/paint-canvas.js";

// The font the core's label metrics describe (LabelFontMetrics.dejaVuSansBold), drawn bold.
const LABEL_FONT_FAMILY = "DejaVu Sans";

const canvas = document.getElementById("overlay");
const context = canvas.getContext("2d");
/** What the overlay shows: the debug overlay or not; the device pixel ratio last drawn at. */
export const overlay = { canvas, debug: false, devicePixelRatio: 1 };

function resizeCanvas() {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(window.innerWidth * ratio);
  const height = Math.round(window.innerHeight * ratio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  overlay.devicePixelRatio = ratio;
}

// The badge being dragged (or animating) is drawn last, above the resting ones.
function restingFirst(a, b) {
  return (b.phase === "resting") - (a.phase === "resting");
}

/** Draws the blob and every badge's current frame. */
export function draw() {
  resizeCanvas();
  const ratio = overlay.devicePixelRatio;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.setTransform(ratio, 0, 0, ratio, -window.scrollX * ratio, -window.scrollY * ratio);
  forgetCanvasState(); // resizing the canvas resets the context's settings
  drawBlob(context, overlay.debug);
  const values = paintValues();
  for (const badge of badges.slice().sort(restingFirst)) {
    if (!badge.frame) continue;
    // The debug overlay (the core's guides, construction and markers) of a moving badge only.
    const debug = overlay.debug && badge.phase !== "resting" && badge.phase !== "dismissed";
    if (!wasm.core.exports.sb_badge_paint(badge.handle, debug ? 1 : 0)) continue;
    drawPaintList(context, values, wasm.paintLayout, { labelText: badge.text, fontFamily: LABEL_FONT_FAMILY });
  }
}
