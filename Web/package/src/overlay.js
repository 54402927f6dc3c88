// The page-wide overlay: one fixed canvas over the viewport, at devicePixelRatio, above
// every clipping ancestor, and one frame loop that steps only what moves. No animation
// frame is requested while nothing moves; nothing is drawn for badges at rest; a frame in
// which nothing changed (a badge held still) draws and clears nothing; a frame that
// redraws clears only the boxes drawn in the frame before.

import { forgetCanvasState } from "./paint-canvas.js";
import { secondsAt } from "./clock.js";

/** Event and frame time stamps are in milliseconds; the core's clock is in seconds. */
export const MILLISECONDS_PER_SECOND = 1000;

// Objects with changed() (whether they need a frame: their drawing would differ, or a
// schedule runs), frame(time, context) (steps and draws; returns whether it is still in
// motion) and animating() (after frame: whether the next frame differs without input).
// When no mover needs a frame, none is requested until input asks for one.
const movers = [];
let canvas = null;
let context = null;
let frameRequest = 0;
let needsRedraw = false; // a mover came or went, or the canvas was resized
// Boxes drawn this frame, cleared next frame: minX, minY, maxX, maxY each (CSS pixels).
const BOX_VALUES = 4;
let drawnBoxes = new Float64Array(BOX_VALUES * 16);
let drawnCount = 0;
let clearsEverything = false;
let width = 0;
let height = 0;
let ratio = 0;

let sizeChanged = true;
let frameObserver = null; // setFrameObserver's callback

function ensureCanvas() {
  if (canvas === null) {
    // One listener for the page's lifetime (the overlay is shared by every badge).
    addEventListener("resize", () => { sizeChanged = true; });
    canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    canvas.dataset.stickybadgeOverlay = "";
    const style = canvas.style;
    style.position = "fixed";
    style.left = "0";
    style.top = "0";
    style.width = "100vw";
    style.height = "100vh";
    style.pointerEvents = "none";
    style.zIndex = "2147483647"; // above everything: the largest CSS z-index
    context = canvas.getContext("2d");
  }
  if (!canvas.isConnected) {
    document.documentElement.appendChild(canvas);
    sizeChanged = true;
  }
  // Reading the viewport's size may force a layout: only after a resize.
  if (!sizeChanged) return;
  sizeChanged = false;
  const viewWidth = document.documentElement.clientWidth || innerWidth;
  const viewHeight = document.documentElement.clientHeight || innerHeight;
  const pixelRatio = devicePixelRatio || 1;
  if (viewWidth !== width || viewHeight !== height || pixelRatio !== ratio) {
    width = viewWidth;
    height = viewHeight;
    ratio = pixelRatio;
    clearsEverything = true; // resizing clears the canvas anyway
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    // Resizing resets the context: its transform and the settings paint-canvas.js keeps.
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    forgetCanvasState();
  }
}

function tick(timeStamp) {
  frameRequest = 0;
  updateOverlay(secondsAt(timeStamp));
}

/**
 * Steps and redraws what changed at `time` (seconds), and asks for the next frame only
 * when something moves on its own: a badge held still, or moved only by the pointer (whose
 * handler calls this, with `changed` true: it just fed a move), needs none.
 */
export function updateOverlay(time, changed = false) {
  const started = frameObserver === null ? 0 : performance.now();
  let redraw = needsRedraw || changed;
  for (let index = 0; !redraw && index < movers.length; index += 1) {
    redraw = movers[index].changed();
  }
  const moversChanged = needsRedraw;
  needsRedraw = false;
  if (redraw) {
    // The canvas is made, put back on the page and resized when a mover comes or goes or
    // the window resized, not every frame (reading isConnected is a call into the DOM).
    if (moversChanged || sizeChanged || canvas === null) ensureCanvas();
    if (clearsEverything) {
      context.clearRect(0, 0, width, height);
    } else {
      for (let index = 0; index < drawnCount; index += 1) {
        const base = index * BOX_VALUES;
        context.clearRect(drawnBoxes[base], drawnBoxes[base + 1],
          drawnBoxes[base + 2] - drawnBoxes[base], drawnBoxes[base + 3] - drawnBoxes[base + 1]);
      }
    }
    drawnCount = 0;
    clearsEverything = false;
    for (let index = 0; index < movers.length; ) {
      const mover = movers[index];
      if (mover.frame(time, context)) {
        index += 1;
      } else {
        // (A mover whose element went away has already left through stopFrames.)
        if (movers[index] === mover) {
          movers[index] = movers[movers.length - 1];
          movers.pop();
        }
        needsRedraw = true; // what it drew last is cleared next frame
      }
    }
    if (frameObserver !== null) frameObserver(performance.now() - started);
  }
  let again = needsRedraw;
  for (let index = 0; !again && index < movers.length; index += 1) {
    again = redraw ? movers[index].animating() : movers[index].changed();
  }
  if (again && frameRequest === 0) frameRequest = requestAnimationFrame(tick);
}

/**
 * Records that this frame drew inside `box` (minX, minY, maxX, maxY), to be cleared next
 * frame; `known` false: the bounds are unknown, so the whole overlay is cleared.
 */
export function markDrawn(box, known) {
  if (!known) {
    clearsEverything = true;
    return;
  }
  if ((drawnCount + 1) * BOX_VALUES > drawnBoxes.length) {
    const grown = new Float64Array(drawnBoxes.length * 2); // only when more badges move
    grown.set(drawnBoxes);
    drawnBoxes = grown;
  }
  const base = drawnCount * BOX_VALUES;
  drawnBoxes[base] = box[0];
  drawnBoxes[base + 1] = box[1];
  drawnBoxes[base + 2] = box[2];
  drawnBoxes[base + 3] = box[3];
  drawnCount += 1;
}

/** Asks for frames for `mover` until its frame(time, context) returns false. */
export function startFrames(mover) {
  if (movers.indexOf(mover) < 0) {
    movers.push(mover);
    needsRedraw = true;
  }
  if (frameRequest === 0) frameRequest = requestAnimationFrame(tick);
}

/** Asks for a frame (after input on a mover that already has frames). */
export function requestFrame() {
  if (frameRequest === 0) frameRequest = requestAnimationFrame(tick);
}

/** Stops frames for `mover` (its element went away); the overlay is cleared next frame. */
export function stopFrames(mover) {
  const index = movers.indexOf(mover);
  if (index < 0) return;
  movers[index] = movers[movers.length - 1];
  movers.pop();
  needsRedraw = true;
  if (frameRequest === 0) frameRequest = requestAnimationFrame(tick);
}

/**
 * Makes the overlay's canvas (sized to the viewport) in the page's next idle time, so that
 * the first pickup does not pay for it. Nothing is drawn.
 */
export function prepareOverlay() {
  if (typeof document === "undefined") return;
  whenIdle(() => {
    if (canvas === null) ensureCanvas();
  });
}

/** Runs `callback(deadline)` when the page is next idle (a timer where that is not known). */
export function whenIdle(callback) {
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback(callback);
  } else {
    setTimeout(callback, 0);
  }
}

/** Calls `observer(milliseconds)` after each frame that stepped and drew (null: none). */
export function setFrameObserver(observer) {
  frameObserver = observer;
}

/** Whether an animation frame is pending: something on the overlay moves. */
export function isAnimating() {
  return frameRequest !== 0;
}

/** The package's time, in seconds (clock.js: the frame clock at the time scale). */
export function now() {
  return secondsAt(performance.now());
}
