// The core's clock: seconds, running at SLOW_MOTION speed in slow motion. Pointer event
// time stamps and requestAnimationFrame time stamps share performance.now()'s origin.

/** The speed of slow motion. */
export const SLOW_MOTION = 0.25;

const clock = { realBase: 0, coreBase: 0, speed: 1 };

/** The core's time (seconds) at the page time `milliseconds`. */
export function coreTime(milliseconds) {
  return clock.coreBase + ((milliseconds - clock.realBase) / 1000) * clock.speed;
}

/** Runs the core's clock at `speed` from now on, without a jump. */
export function setSpeed(speed) {
  const now = performance.now();
  clock.coreBase = coreTime(now);
  clock.realBase = now;
  clock.speed = speed;
}
