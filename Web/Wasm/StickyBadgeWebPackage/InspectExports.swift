// What tools and tests read of a badge (its phase, where it is, what it draws), and the
// debug overlay switch: the package's `badge.inspect()` and `setDebugOverlay(on)`.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

/// Writes badge `handle`'s latest frame, as the wire's `inspect` record, into the event
/// buffer: its phase (a `phase` code), its centre (x, y: the resting centre when it is not
/// in the overlay), its opacity (0 once dismissed), its outline's element count and its
/// particle count. Returns 1, or 0 for an unknown handle or a hidden badge.
@_expose(wasm, "sb_session_inspect") @_cdecl("sb_session_inspect")
func sessionInspect(_ handle: Int32) -> Int32 {
  guard let state = SessionExports.slot(handle)?.inspection else { return 0 }
  let values = SessionExports.events.base
  values[0] = Double(SessionExports.index(of: state.phase))
  values[1] = state.center.x
  values[2] = state.center.y
  values[3] = state.opacity
  values[4] = Double(state.outlineElements)
  values[5] = Double(state.particles)
  return 1
}

/// Paints every badge in motion with the core's debug overlay (guides, construction,
/// markers) when `on` is not 0, from the next frame on.
@_expose(wasm, "sb_debug_overlay") @_cdecl("sb_debug_overlay")
func debugOverlay(_ on: Int32) {
  SessionExports.showsDebugOverlay = on != 0
  for slot in SessionExports.slots { slot?.showsDebugOverlay = on != 0 }
}
