// "Clear all": the core's `ClearAllSequence` decides which badge bursts when; the page
// registers its badges, starts the sequence when the group badge is released to burst,
// and dismisses each member at the exact time the sequence returns.

import StickyBadge
import StickyBadgeWeb

extension Playground {
  /// The page's clear-all group.
  nonisolated(unsafe) static var clearAll = ClearAllSequence()
}

/// Starts a new clear-all group with the core's default interval and the current burst duration.
@_expose(wasm, "sb_clear_all_reset") @_cdecl("sb_clear_all_reset")
func clearAllReset() {
  Playground.clearAll = ClearAllSequence(burstDuration: Playground.configuration.burst.duration)
}

/// Adds badge `member` to the group; members burst in increasing `order`.
@_expose(wasm, "sb_clear_all_register") @_cdecl("sb_clear_all_register")
func clearAllRegister(_ member: Int32, _ order: Double) {
  Playground.clearAll.register(member: Int(member), order: order)
}

/// Removes badge `member` from the group (it was dismissed on its own).
@_expose(wasm, "sb_clear_all_unregister") @_cdecl("sb_clear_all_unregister")
func clearAllUnregister(_ member: Int32) {
  Playground.clearAll.unregister(member: Int(member))
}

/// Starts the sequence at `time` (the group badge's release, or its dismissal from the keyboard).
@_expose(wasm, "sb_clear_all_start") @_cdecl("sb_clear_all_start")
func clearAllStart(_ time: Double) {
  Playground.clearAll.start(at: time)
}

/// The time at which badge `handle` was released to burst according to its latest frame
/// (`ClearAllSequence.triggerTime(in:)`), or -1.
@_expose(wasm, "sb_clear_all_trigger") @_cdecl("sb_clear_all_trigger")
func clearAllTrigger(_ handle: Int32) -> Double {
  guard let slot = Playground.badge(handle) else { return -1 }
  return triggerTime(of: &slot.engine) ?? -1
}

/// `ClearAllSequence.triggerTime(in:)` of `engine`'s frame, read in place (not copied out
/// of the slot).
private func triggerTime(of engine: inout StickyBadgeEngine) -> Double? {
  ClearAllSequence.triggerTime(in: engine.frame)
}

/// Advances the group to `time` and writes the due steps into the frame buffer,
/// `FrameLayout.clearAllStepStride` values each: kind (`clearAllDismiss`, `clearAllCompleted`),
/// member (-1 for completed), time.
/// Returns the number of steps.
@_expose(wasm, "sb_clear_all_advance") @_cdecl("sb_clear_all_advance")
func clearAllAdvance(_ time: Double) -> Int32 {
  let values = Playground.frame.base
  let stride = FrameLayout.clearAllStepStride
  var count = 0
  for event in Playground.clearAll.advance(to: time)
  where (count + 1) * stride <= Playground.frame.capacity {
    let base = count * stride
    switch event {
    case .dismiss(let member, let at):
      values[base] = Double(FrameLayout.clearAllDismiss)
      values[base + FrameLayout.clearAllStepMember] = Double(member)
      values[base + FrameLayout.clearAllStepTime] = at
    case .completed(let at):
      values[base] = Double(FrameLayout.clearAllCompleted)
      values[base + FrameLayout.clearAllStepMember] = -1
      values[base + FrameLayout.clearAllStepTime] = at
    }
    count += 1
  }
  return Int32(count)
}
