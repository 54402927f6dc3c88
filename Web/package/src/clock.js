// The package's clock: the seconds every time stamp is turned into before it reaches the
// core. It runs with the page's frame clock (pointer event and animation frame time stamps
// share performance.now()'s origin), at the time scale setTimeScale sets (slow motion for
// a design review), without a jump when the scale changes.

/** Event and frame time stamps are in milliseconds; the core's clock is in seconds. */
const MILLISECONDS_PER_SECOND = 1000;

let realBase = 0; // a page time stamp, milliseconds
let coreBase = 0; // the package's time then, seconds
let scale = 1;

/** The package's time (seconds) at the page time stamp `milliseconds`. */
export function secondsAt(milliseconds) {
  return coreBase + ((milliseconds - realBase) / MILLISECONDS_PER_SECOND) * scale;
}

/** The package's time now, in seconds. */
export function now() {
  return secondsAt(performance.now());
}

/**
 * Runs every badge's clock at `timeScale` times the page's from now on (0.25: four times
 * slower); a positive, finite number.
 */
export function setTimeScale(timeScale) {
  if (!(timeScale > 0 && Number.isFinite(timeScale))) {
    throw new RangeError(`stickybadge: time scale must be positive and finite, not ${timeScale}`);
  }
  const page = performance.now();
  coreBase = secondsAt(page);
  realBase = page;
  scale = timeScale;
}
