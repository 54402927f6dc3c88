// What tools and tests read of a badge (its phase, where it is, what it draws), and the
// debug overlay switch: the package's `badge.inspect()` and `setDebugOverlay(on)`.

import StickyBadge
import StickyBadgeWeb

/// Writes badge `handle`'s latest frame, as the wire's `inspect` record, into the event
/// buffer: its phase (a `phase` code), its centre (x, y: the resting centre when it is not
/// in the overlay), its opacity (0 once dismissed), its outline's element count and its
/// particle count. Returns 1, or 0 for an unknown handle or a hidden badge.
@_expose(wasm, "sb_session_inspect") @_cdecl("sb_session_inspect")
func sessionInspect(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  return inspect(&slot.session)
}

/// `sb_session_inspect` of the slot's session (in place: `SessionSlot.changesOnlyWithInput`).
private func inspect(_ session: inout BadgeSession) -> Int32 {
  guard let resting = session.restingShape else { return 0 }
  let values = SessionExports.events.base
  values[0] = Double(SessionExports.index(of: session.phase))
  // The frame where the engine keeps it (what `session.frame` is, without copying it).
  if session.hasFrame {
    values[1] = session.engine!.frame.badge.center.x
    values[2] = session.engine!.frame.badge.center.y
    values[3] = session.engine!.frame.opacity
    values[4] = Double(session.engine!.frame.outline.count)
    values[5] = Double(session.engine!.frame.particles.count)
  } else {
    values[1] = resting.center.x
    values[2] = resting.center.y
    values[3] = session.isDismissed ? 0 : 1
    values[4] = 0
    values[5] = 0
  }
  return 1
}

/// Paints every badge in motion with the core's debug overlay (guides, construction,
/// markers) when `on` is not 0, from the next frame on.
@_expose(wasm, "sb_debug_overlay") @_cdecl("sb_debug_overlay")
func debugOverlay(_ on: Int32) {
  SessionExports.showsDebugOverlay = on != 0
  for slot in SessionExports.slots { slot?.frameIsPainted = false }
}
