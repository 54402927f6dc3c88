// Frame durations: the time each animation frame spends stepping the core and drawing,
// for the package's overlay (its frame observer) and the blob alike.

const durations = [];
const MAXIMUM_DURATIONS = 20000;

/** Records one frame's duration, in milliseconds. */
export function recordFrame(milliseconds) {
  durations.push(milliseconds);
  if (durations.length > MAXIMUM_DURATIONS) durations.splice(0, MAXIMUM_DURATIONS / 2);
}

function percentile(sorted, fraction) {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The frame durations so far: count, median, 99th percentile and maximum (milliseconds). */
export function frameStats() {
  const sorted = durations.slice().sort((a, b) => a - b);
  return {
    frames: sorted.length,
    medianMilliseconds: percentile(sorted, 0.5),
    p99Milliseconds: percentile(sorted, 0.99),
    maxMilliseconds: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** Forgets the frame durations so far. */
export function resetFrameStats() {
  durations.length = 0;
}
