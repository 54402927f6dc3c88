// What a badge's session reports, turned into the page's: its host events as DOM events
// (stickybadge-began ... stickybadge-dismiss), its element shown in place or hidden while
// the overlay draws it, the clear-all groups told of a dismissal, and its latest frame for
// tools and tests. What happened is the session's to say.

/** Acts on `badge`'s session's host events, in order; returns whether there were any. */
export function drainHostEvents(badge) {
  const core = badge.core;
  const count = core.exports.sb_session_events(badge.handle);
  if (count === 0) return false;
  const values = core.events();
  const record = core.wire.event;
  const kinds = core.wire.hostEvent;
  for (let index = 0; index < count; index += 1) {
    const base = index * record.stride;
    const kind = values[base + record.kind];
    const detail = values[base + record.detail];
    const time = values[base + record.time];
    if (kind === kinds.drag) {
      fireBadgeEvent(badge, core.dragEventTypeByCode[detail], time, null);
    } else if (kind === kinds.presentation) {
      presentBadge(badge, detail);
    } else if (kind === kinds.dismissed) {
      fireBadgeEvent(badge, "stickybadge-dismiss", time, null);
      if (badge.onDismiss) badge.onDismiss({ time, target: badge.eventTarget });
    } else if (kind === kinds.released) {
      fireBadgeEvent(badge, "stickybadge-release", time, core.releaseNames[detail]);
    } else if (kind === kinds.haptic) {
      fireBadgeEvent(badge, "stickybadge-haptic", time, core.hapticNames[detail]);
    }
  }
  for (const group of badge.groups) group.checkTrigger(badge);
  return true;
}

/** Dispatches the badge's DOM event `type` (bubbling, composed) from its event target. */
export function fireBadgeEvent(badge, type, time, outcome) {
  badge.eventTarget.dispatchEvent(new CustomEvent(type, {
    bubbles: true, composed: true, detail: { time, outcome, count: badge.count },
  }));
}

/** Shows the element in place, or hides it while the overlay draws it or once dismissed. */
export function presentBadge(badge, presentation) {
  const core = badge.core;
  const inPlace = presentation === core.wire.presentation.inPlace;
  badge.element.style.visibility = inPlace ? badge.previousVisibility : "hidden";
  badge.dismissed = presentation === core.wire.presentation.dismissed;
  if (badge.onPresentation) badge.onPresentation(presentation);
}

/** The session `handle`'s latest frame, as `Badge.inspect()` returns it, or null. */
export function inspectSession(core, handle) {
  if (core.exports.sb_session_inspect(handle) === 0) return null;
  const values = core.events();
  const record = core.wire.inspect;
  return {
    phase: core.phaseNames[values[record.phase]],
    center: [values[record.x], values[record.y]],
    opacity: values[record.opacity],
    outlineElements: values[record.outline],
    particles: values[record.particles],
  };
}
