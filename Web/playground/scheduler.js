// One animation frame at a time: anything that changes what is drawn asks for a frame; the
// frame loop (frames.js) sets what a frame does.

const scheduler = { requested: false, onFrame: null };

/** Sets the function called with each animation frame's time stamp. */
export function setFrameHandler(onFrame) {
  scheduler.onFrame = onFrame;
}

/** Asks for an animation frame (at most one is pending). */
export function requestFrame() {
  if (scheduler.requested) return;
  scheduler.requested = true;
  requestAnimationFrame((timestamp) => {
    scheduler.requested = false;
    scheduler.onFrame(timestamp);
  });
}

/** Whether a frame is pending: the page is animating. */
export function frameIsRequested() {
  return scheduler.requested;
}
