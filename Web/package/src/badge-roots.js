// The roots (a document, another component's shadow root) that hand <sticky-badge>s their
// events: a root listens once for all the badges it holds, while it holds one, not each
// badge for itself, in the capture phase (focus does not bubble), and hands each event to
// the badge it is for.

// The events a badge takes, before the core (recorded) and after (its session's).
const BADGE_EVENTS = Object.freeze(["pointerdown", "pointermove", "pointerup", "pointercancel",
  "lostpointercapture", "keydown", "focus"]);

/**
 * The roots of a page's badges, each with how many it holds: listen(root) when a badge is
 * connected in it, forget(root) when it leaves. `onRootEvent` is every root's listener.
 */
export function badgeRoots(onRootEvent) {
  const badgesByRoot = new Map();
  return {
    /** A badge is now in `root`: the root listens, from its first badge on. */
    listen(root) {
      const badges = badgesByRoot.get(root) ?? 0;
      if (badges === 0) {
        for (const type of BADGE_EVENTS) root.addEventListener(type, onRootEvent, true);
      }
      badgesByRoot.set(root, badges + 1);
    },
    /** A badge left `root`: the root stops listening with its last badge gone. */
    forget(root) {
      const badges = badgesByRoot.get(root) - 1;
      if (badges === 0) {
        for (const type of BADGE_EVENTS) root.removeEventListener(type, onRootEvent, true);
        badgesByRoot.delete(root);
      } else {
        badgesByRoot.set(root, badges);
      }
    },
  };
}
