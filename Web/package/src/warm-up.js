// Warms the drawing path up, once per page, in idle time after the first badge is made.
//
// V8 optimizes a function only after some hundreds of calls, and the functions that draw a
// frame are called once a frame: without this, a page's first drags (seconds of them) draw
// with baseline code, slower and larger (colder) than optimized code. So a scratch session
// of the core bursts, then is dragged out and back (every kind of frame is drawn before
// the code is hot: a branch first taken after it is optimized throws the optimized code
// away), and its frames are drawn on two
// detached 1 x 1 canvases (two, so that the code that takes a new context has run as well,
// and the page's overlay, a third context, does not throw the optimized code away). Nothing
// is shown, no event is fired, no animation frame is requested, and the page's badges are
// untouched; the work is done in idle slices, never in a frame of a drag.

import { defaultConfiguration } from "./tuning.js";
import { whenIdle } from "./overlay.js";

// Frames drawn: enough for V8's first optimizing tier (a few hundred calls) with room.
const FRAMES = 1200;
// The burst's frames (it is over sooner), then drags of this many frames out and back.
const BURST_FRAMES = 60;
const DRAG_FRAMES = 60;
// How far out a drag goes, in snap distances (the core's default): past the snap, so both
// the connected and the detached shapes are drawn.
const DRAG_REACH_IN_SNAPS = 1.75;
const FRAME_SECONDS = 1 / 60;
const SWITCH_EVERY = 1; // frames drawn on one canvas before the other
const IDLE_RESERVE = 1; // milliseconds of an idle period left unused
const FALLBACK_SLICE = 40; // frames per slice where requestIdleCallback is missing
// The counts shown, one per drag: labels seen for the first time, cached, and seen again
// (each is a path of the label's drawing).
const COUNTS = Object.freeze([12, 3, 120, 7]);
// The scratch badge's box (points) and where the pointer goes down: its centre.
const LEFT = 100;
const TOP = 100;
const WIDTH = 24;
const HEIGHT = 20;
const START_X = LEFT + WIDTH / 2;
const START_Y = TOP + HEIGHT / 2;

/**
 * Schedules the warm-up (once per page: `shared.warmUpScheduled`), drawn with the page's
 * painter. Each slice overwrites the module's paint buffer: it forgets the painted frame
 * (`shared.paintedBadge`), so that the next overlay frame advances again.
 *
 * @param {object} shared the page's shared overlay, its core started (core-api.js).
 * @param {string} fontFamily the label's font family (as the badges draw it).
 */
export function scheduleWarmUp(shared, fontFamily) {
  if (shared.warmUpScheduled || typeof document === "undefined") return;
  shared.warmUpScheduled = true;
  const core = shared.core;
  const contexts = [];
  for (let index = 0; index < 2; index += 1) {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (context === null) return;
    contexts.push(context);
  }
  const dragReach = DRAG_REACH_IN_SNAPS * defaultConfiguration(core).snapDistance;
  const handle = core.exports.sb_session_new();
  const style = { labelText: "", fontFamily };
  const box = new Float64Array(4);
  let frame = 0;

  function showCount(count, time) {
    const length = core.exports.sb_session_count(handle, count, Number.NaN, time);
    style.labelText = length < 0 ? "" : core.outputText(length);
  }

  function drawFrame(flags) {
    if ((flags & core.wire.advance.events) !== 0) core.exports.sb_session_events(handle);
    if ((flags & core.wire.advance.painted) === 0) return;
    const context = contexts[Math.floor(frame / SWITCH_EVERY) % contexts.length];
    shared.painter.drawPaintList(context, core.paint(), core.layout, style, box);
  }

  function step() {
    const time = frame * FRAME_SECONDS;
    if (frame < BURST_FRAMES) {
      if (frame === 0) {
        showCount(COUNTS[0], time);
        core.exports.sb_session_place(handle, LEFT, TOP, WIDTH, HEIGHT);
        core.exports.sb_session_dismiss(handle, time, 1);
      }
      drawFrame(core.exports.sb_session_advance(handle, time));
    } else {
      const dragFrame = (frame - BURST_FRAMES) % DRAG_FRAMES;
      if (dragFrame === 0) {
        // (A dismissed badge shown again is back at rest.)
        showCount(COUNTS[Math.floor((frame - BURST_FRAMES) / DRAG_FRAMES) % COUNTS.length], time);
        core.exports.sb_session_place(handle, LEFT, TOP, WIDTH, HEIGHT);
        core.exports.sb_session_down(handle, START_X, START_Y, time);
      }
      const half = DRAG_FRAMES / 2;
      const reach = dragReach * (dragFrame <= half ? dragFrame : DRAG_FRAMES - dragFrame) / half;
      drawFrame(core.exports.sb_session_move(handle, START_X - reach, START_Y - reach / 4, START_X,
        START_Y, time));
      if (dragFrame === DRAG_FRAMES - 1) {
        core.exports.sb_session_up(handle, START_X, START_Y, START_X, START_Y, time);
      }
    }
    frame += 1;
  }

  function slice(deadline) {
    if (deadline) {
      while (frame < FRAMES && deadline.timeRemaining() > IDLE_RESERVE) step();
    } else {
      for (let index = 0; index < FALLBACK_SLICE && frame < FRAMES; index += 1) step();
    }
    shared.paintedBadge = null;
    if (frame < FRAMES) {
      whenIdle(slice);
    } else {
      core.exports.sb_session_free(handle);
    }
  }

  whenIdle(slice);
}
