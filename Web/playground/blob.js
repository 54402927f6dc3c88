// The stretchy pull-down blob (the blob module's sb_stretchy_*): the core places it in the
// pull area and paints it (sb_stretchy_paint: its colour and debug overlay are the core's);
// this feeds it the pull area's pointer, on the package's clock (slow motion included),
// and draws its paint list with the package's rasterizer on the area's own canvas while it
// moves. Coordinates are the pull area's (points from its top left corner).

import { wasm, paintValues } from "./wasm.js";
import { whenConfigurationChanges } from "./configuration.js";
import { CanvasPainter } from "../package/src/paint-canvas.js";
import { secondsAt } from "../package/src/index.js";
import { recordFrame } from "./frame-stats.js";

/** The blob: whether a pointer holds it, how far it is pulled, whether a frame is pending. */
export const blob = { dragging: false, offset: 0, debug: false, frameRequest: 0, pointerId: -1 };
// The blob canvas's own painter (its canvas settings cache is the canvas's, not the page's badges').
const painter = new CanvasPainter();
let area = null;
let canvas = null;
let context = null;

/** (Re)creates the blob at the top of the pull area with the current configuration. */
function placeBlob() {
  const error = wasm.blob.exports.sb_stretchy_place(0, 0, area.clientWidth);
  if (error > 0) throw new Error("blob: " + wasm.blob.output(error));
}

/** Sizes the canvas to the area at the device pixel ratio (resizing resets the context). */
function sizeCanvas() {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(area.clientWidth * ratio);
  canvas.height = Math.round(area.clientHeight * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  painter.forgetCanvasState();
}

/** Advances the blob to `time` and draws it; returns whether it is still moving. */
function step(time) {
  blob.offset = wasm.blob.exports.sb_stretchy_advance(time);
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (wasm.blob.exports.sb_stretchy_paint(blob.debug ? 1 : 0)) {
    painter.drawPaintList(context, paintValues(), wasm.paintLayout, { labelText: "", fontFamily: "" });
  }
  return blob.dragging || blob.offset > 0;
}

function onAnimationFrame(timestamp) {
  blob.frameRequest = 0;
  const started = performance.now();
  const moving = step(secondsAt(timestamp));
  recordFrame(performance.now() - started);
  if (moving) requestFrame();
}

/** Asks for a frame (at most one is pending). */
function requestFrame() {
  if (blob.frameRequest === 0) blob.frameRequest = requestAnimationFrame(onAnimationFrame);
}

function localPoint(event) {
  const box = area.getBoundingClientRect();
  return [event.clientX - box.left, event.clientY - box.top];
}

function onPointerDown(event) {
  if (blob.pointerId >= 0) return;
  event.preventDefault();
  area.setPointerCapture(event.pointerId);
  blob.pointerId = event.pointerId;
  blob.dragging = true;
  wasm.blob.exports.sb_stretchy_began(...localPoint(event), secondsAt(event.timeStamp));
  requestFrame();
}

function onPointerMove(event) {
  if (event.pointerId !== blob.pointerId) return;
  wasm.blob.exports.sb_stretchy_moved(...localPoint(event), secondsAt(event.timeStamp));
  requestFrame();
}

function onPointerUp(event) {
  if (event.pointerId !== blob.pointerId) return;
  blob.pointerId = -1;
  blob.dragging = false;
  wasm.blob.exports.sb_stretchy_ended(secondsAt(event.timeStamp));
  requestFrame();
}

/** Sets up the blob in `pullArea`, on its canvas `blobCanvas`. */
export function createBlob(pullArea, blobCanvas) {
  area = pullArea;
  canvas = blobCanvas;
  context = canvas.getContext("2d");
  sizeCanvas();
  placeBlob();
  area.addEventListener("pointerdown", onPointerDown);
  area.addEventListener("pointermove", onPointerMove);
  area.addEventListener("pointerup", onPointerUp);
  area.addEventListener("pointercancel", onPointerUp);
  // At rest, a new configuration or a new size places it again.
  const replace = () => {
    if (blob.dragging || blob.offset > 0) return;
    sizeCanvas();
    placeBlob();
    requestFrame();
  };
  whenConfigurationChanges(replace);
  window.addEventListener("resize", replace);
  requestFrame();
}

/** Shows the core's debug overlay on the blob, or not. */
export function setBlobDebug(on) {
  blob.debug = on;
  requestFrame();
}
