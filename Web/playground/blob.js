// The stretchy pull-down blob (sb_stretchy_*): the core places it in the pull area, and
// paints it (sb_stretchy_paint: its colour and debug overlay are the core's) and reports
// how far it is pulled, for the page's state.

import { wasm, paintValues } from "./wasm.js";
import { configuration } from "./configuration.js";
import { homeOf, homeMoved } from "./badges.js";
import { drawPaintList } from "../package/src/paint-canvas.js";

/** The blob: { home, homeElement, version, dragging, moving, layoutDirty, frame }. */
export const blob = { home: null, homeElement: null, version: -1, dragging: false, moving: false, frame: null };

/** (Re)creates the blob at the top of the pull area with the current configuration. */
export function placeBlob() {
  const rect = blob.homeElement.getBoundingClientRect();
  const error = wasm.core.exports.sb_stretchy_place(rect.left + window.scrollX, rect.top + window.scrollY, rect.width);
  if (error > 0) throw new Error("blob: " + wasm.core.output(error));
  blob.home = homeOf(blob.homeElement);
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
  blob.frame = { offset: wasm.core.exports.sb_stretchy_advance(now), dragging: blob.dragging };
  blob.moving = blob.dragging || blob.frame.offset > 0;
  return blob.moving;
}

/** Draws the blob's paint list; with `debug`, the core's debug overlay too. */
export function drawBlob(context, debug) {
  if (!blob.frame || !wasm.core.exports.sb_stretchy_paint(debug ? 1 : 0)) return;
  drawPaintList(context, paintValues(), wasm.paintLayout, { labelText: "", fontFamily: "" });
}
