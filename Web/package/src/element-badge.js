// The `badge` of a <sticky-badge> (element.js): the element's state read without a session of
// the core (at rest its count, spoken label and phase are the element's, laid out from the
// core's resting numbers, which a test compares with the core's), and the session made only
// when something needs the core: a frame to inspect, a count or configuration to set, a
// dismissal, a group. So a page that reads the state of every badge it shows makes no
// session and spends none of the module's heap.

/** A <sticky-badge>'s badge (its `badge` property, once the core is here). */
export class ElementBadge {
  /** @param {HTMLElement} host the <sticky-badge> element. */
  constructor(host) {
    this.host = host;
  }

  /** The core's badge behind the element, made now (null while it is in no document). */
  get session() {
    return this.host.sessionNow();
  }

  /** The element that shows the badge (its `badge` part). */
  get element() {
    return this.host.session?.element ?? this.host.box;
  }

  /** The count shown (null for a dot). */
  get count() {
    const session = this.host.session;
    return session ? session.count : this.host.count;
  }

  /** What a screen reader says ("12 unread messages"); null while nothing is shown. */
  get accessibilityLabel() {
    const session = this.host.session;
    return session ? session.accessibilityLabel : this.host.box.getAttribute("aria-label");
  }

  /** The drag phase: "resting" for a badge shown without a session; null while hidden. */
  get phase() {
    const session = this.host.session;
    if (session) return session.phase;
    return this.host.hidden || !this.host.isConnected ? null : "resting";
  }

  /** The latest frame (the session's; null while the element is in no document). */
  inspect() {
    return this.session?.inspect() ?? null;
  }

  /** Shows `count` up to `max` (the session's setCount). */
  setCount(count, max) {
    this.session?.setCount(count, max);
  }

  /** The session's setConfiguration: whether `configuration` was taken. */
  setConfiguration(configuration) {
    return this.session?.setConfiguration(configuration) ?? false;
  }

  /** Bursts (or fades) the badge; false when it already was, or is in no document. */
  dismiss() {
    return this.session?.dismiss() ?? false;
  }

  /** Frees the session, when there is one. */
  detach() {
    this.host.session?.detach();
  }
}
