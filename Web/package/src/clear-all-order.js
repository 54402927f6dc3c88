// Where a member of a "clear all" group stands in the core's order (ClearAllGroup bursts
// top to bottom, off-screen members last): its top edge while any of it is on screen.

/**
 * The member's key for the core's order: the top of its box (viewport CSS pixels) when it
 * shows in a viewport `viewportHeight` tall, else +Infinity (off-screen or not laid out).
 */
export function clearAllOrderKey(box, viewportHeight) {
  const onScreen = box.bottom > 0 && box.top < viewportHeight && box.height > 0;
  return onScreen ? box.top : Number.POSITIVE_INFINITY;
}
