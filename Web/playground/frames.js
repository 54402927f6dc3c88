// The frame loop: each animation frame advances every badge, the clear-all sequence and the
// blob to the core's time, draws, and keeps going while anything moves. Frame durations
// (step and draw) are kept for frameStats.

import { wasm } from "./wasm.js";
import { configuration } from "./configuration.js";
import { coreTime } from "./clock.js";
import { setFrameHandler, requestFrame } from "./scheduler.js";
import { badges, placeBadge, readBadgeFrame, homeMoved } from "./badges.js";
import { advanceClearAll, clearAllIsRunning, startClearAllWhenTriggered, leaveClearAll, updateClearAllLabel } from "./clear-all.js";
import { advanceBlob } from "./blob.js";
import { draw } from "./overlay.js";
import { flushLog } from "./event-log.js";
import { pointers } from "./input.js";

const frameDurations = [];
const MAXIMUM_DURATIONS = 20000;

/** Advances one badge to `now` and acts on its phase change. */
function advanceBadge(badge, now) {
  const resting = badge.phase === "resting";
  if (resting && (badge.version !== configuration.version || (badge.layoutDirty && homeMoved(badge)))) {
    placeBadge(badge);
  }
  if (resting) badge.layoutDirty = false;
  const previous = badge.phase;
  wasm.core.exports.sb_badge_advance(badge.handle, now);
  badge.frame = readBadgeFrame(badge);
  badge.phase = badge.frame.phase;
  if (badge.phase !== previous) {
    badge.element.dataset.phase = badge.phase;
    if (badge.phase === "dismissed") {
      badge.element.disabled = true;
      badge.element.setAttribute("aria-hidden", "true");
    }
    const gone = badge.phase === "bursting" || badge.phase === "dismissed";
    if (gone && !badge.clearAll) leaveClearAll(badge);
    if (gone) updateClearAllLabel();
  }
  if (badge.clearAll) startClearAllWhenTriggered(badge);
  return badge.phase !== "resting" && badge.phase !== "dismissed";
}

/** Advances every badge and the blob to `now`; returns whether anything is still moving. */
function step(now) {
  let busy = pointers.size > 0;
  // The group badge first: its release starts the core's clear-all sequence, whose due
  // steps are applied, each at its exact time, before the members are advanced.
  const ordered = badges.slice().sort((a, b) => b.clearAll - a.clearAll);
  for (const badge of ordered) {
    if (!badge.clearAll && clearAllIsRunning() && advanceClearAll(now)) busy = true;
    if (advanceBadge(badge, now)) busy = true;
  }
  if (advanceBlob(now)) busy = true;
  return busy;
}

function onAnimationFrame(timestamp) {
  const started = performance.now();
  const busy = step(coreTime(timestamp));
  draw();
  const duration = performance.now() - started;
  flushLog();
  if (busy) {
    frameDurations.push(duration);
    if (frameDurations.length > MAXIMUM_DURATIONS) frameDurations.splice(0, MAXIMUM_DURATIONS / 2);
    requestFrame();
  }
}

/** Starts answering animation frames. */
export function startFrames() {
  setFrameHandler(onAnimationFrame);
  requestFrame();
}

function percentile(sorted, fraction) {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The frame durations so far: count, median, 99th percentile and maximum (milliseconds). */
export function frameStats() {
  const sorted = frameDurations.slice().sort((a, b) => a - b);
  return {
    frames: sorted.length,
    medianMilliseconds: percentile(sorted, 0.5),
    p99Milliseconds: percentile(sorted, 0.99),
    maxMilliseconds: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** Forgets the frame durations so far. */
export function resetFrameStats() {
  frameDurations.length = 0;
}
