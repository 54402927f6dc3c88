// The stretchy pull-down blob (sb_stretchy_*): its frame is read from the frame buffer by
// name; its outline, laid out like a paint list's path, is traced by the package's tracer.

import { wasm, frameValues } from "./wasm.js";
import { configuration } from "./configuration.js";
import { homeOf, homeMoved } from "./badges.js";
import { tracePath } from "../package/src/paint-canvas.js";

const RADIUS = 16; // points
const TOP_MARGIN = 6; // points from the pull area's top to the circle's
const FILL = "#0a84ff";

/** The blob: { home, homeElement, version, dragging, moving, layoutDirty, frame }. */
export const blob = { home: null, homeElement: null, version: -1, dragging: false, moving: false, frame: null };

/** (Re)creates the blob at the top of the pull area with the current configuration. */
export function placeBlob() {
  const area = blob.homeElement;
  const rect = area.getBoundingClientRect();
  const x = rect.left + rect.width / 2 + window.scrollX;
  const y = rect.top + TOP_MARGIN + RADIUS + window.scrollY;
  const error = wasm.core.exports.sb_stretchy_set(x, y, RADIUS);
  if (error > 0) throw new Error("blob: " + wasm.core.output(error));
  blob.home = homeOf(area);
  blob.version = configuration.version;
}

/** Sets up the blob in `area` (the page's pull area). */
export function createBlob(area) {
  blob.homeElement = area;
  placeBlob();
}

/** Advances the blob to `now`; returns whether it is still moving. */
export function advanceBlob(now) {
  const resting = !blob.dragging && !blob.moving;
  if (resting && (blob.version !== configuration.version || (blob.layoutDirty && homeMoved(blob)))) placeBlob();
  if (resting) blob.layoutDirty = false;
  wasm.core.exports.sb_stretchy_advance(now);
  blob.frame = readBlobFrame();
  blob.moving = blob.dragging || blob.frame.offset > 0;
  return blob.moving;
}

function readBlobFrame() {
  const f = frameValues();
  const layout = wasm.frameLayout;
  const stride = wasm.paintLayout.pathElementStride;
  const count = f[layout.outlineCount];
  const top = layout.stretchyTop;
  const bottom = layout.stretchyBottom;
  return {
    time: f[layout.time], offset: f[layout.stretchyOffset],
    top: [f[top], f[top + 1], f[top + 2]], bottom: [f[bottom], f[bottom + 1], f[bottom + 2]],
    dragging: f[layout.stretchyDragging] === 1,
    outlineCount: count,
    outline: f.slice(layout.outlineStart, layout.outlineStart + count * stride),
  };
}

/** Fills the blob; with `debug`, its control points and its two circles' centres. */
export function drawBlob(context, debug) {
  const f = blob.frame;
  if (!f || !f.outlineCount) return;
  tracePath(context, f.outline, wasm.paintLayout, 0, f.outlineCount);
  context.globalAlpha = 1;
  context.fillStyle = FILL;
  context.fill();
  if (!debug) return;
  context.save();
  if (f.offset > 0) drawControlPoints(context, f.outline, f.outlineCount);
  crossAt(context, f.top[0], f.top[1], "#ff9f0a");
  crossAt(context, f.bottom[0], f.bottom[1], "#ff375f");
  context.restore();
}

function drawControlPoints(context, outline, count) {
  const layout = wasm.paintLayout;
  let x = 0;
  let y = 0;
  context.lineWidth = 1;
  context.strokeStyle = "rgba(0, 0, 0, 0.45)";
  context.fillStyle = "#1d1d1f";
  for (let i = 0; i < count; i++) {
    const base = i * layout.pathElementStride;
    const command = outline[base];
    const end = base + layout.elementEnd;
    if (command === layout.commandQuadCurve || command === layout.commandCurve) {
      const c1 = base + layout.elementControl1;
      const c2 = command === layout.commandCurve ? base + layout.elementControl2 : c1;
      context.beginPath();
      context.moveTo(x, y);
      context.lineTo(outline[c1], outline[c1 + 1]);
      context.moveTo(outline[end], outline[end + 1]);
      context.lineTo(outline[c2], outline[c2 + 1]);
      context.stroke();
      context.fillRect(outline[c1] - 1.5, outline[c1 + 1] - 1.5, 3, 3);
      if (command === layout.commandCurve) context.fillRect(outline[c2] - 1.5, outline[c2 + 1] - 1.5, 3, 3);
    }
    if (command !== layout.commandClose) {
      x = outline[end];
      y = outline[end + 1];
      context.beginPath();
      context.arc(x, y, 1.5, 0, 2 * Math.PI);
      context.fill();
    }
  }
}

function crossAt(context, x, y, color) {
  context.lineWidth = 1;
  context.strokeStyle = color;
  context.beginPath();
  context.moveTo(x - 4, y);
  context.lineTo(x + 4, y);
  context.moveTo(x, y - 4);
  context.lineTo(x, y + 4);
  context.stroke();
}
