// The package's clock: the seconds every time stamp is turned into before it reaches the
// core. It runs with the page's frame clock (pointer event and animation frame time stamps
// share performance.now()'s origin), at the time scale setTimeScale sets (slow motion for
// a design review), without a jump when the scale changes.

/** Event and frame time stamps are in milliseconds; the core's clock is in seconds. */
const MILLISECONDS_PER_SECOND = 1000;

/** One page's clock (the page's shared overlay holds it: every badge runs on it). */
export class Clock {
  constructor() {
    this.realBase = 0; // a page time stamp, milliseconds
    this.coreBase = 0; // the package's time then, seconds
    this.scale = 1;
  }

  /** The package's time (seconds) at the page time stamp `milliseconds`. */
  secondsAt(milliseconds) {
    return this.coreBase + ((milliseconds - this.realBase) / MILLISECONDS_PER_SECOND) * this.scale;
  }

  /** The package's time now, in seconds. */
  now() {
    return this.secondsAt(performance.now());
  }

  /**
   * Runs every badge's clock at `timeScale` times the page's from now on (0.25: four times
   * slower); a positive, finite number.
   */
  setTimeScale(timeScale) {
    if (!(timeScale > 0 && Number.isFinite(timeScale))) {
      throw new RangeError(`stickybadge: time scale must be positive and finite, not ${timeScale}`);
    }
    const page = performance.now();
    this.coreBase = this.secondsAt(page);
    this.realBase = page;
    this.scale = timeScale;
  }
}
