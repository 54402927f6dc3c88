// The package's clear-all groups: the core's `ClearAllGroup` decides when a group starts
// (its trigger badge's release to burst, or its dismissal), who takes part and in which
// order, and when each member bursts; the page only reports its members' positions and
// dismisses each member when told.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// Creates a clear-all group triggered by badge `trigger`, with the core's default interval
/// and the current configuration's burst duration; returns its handle.
@_expose(wasm, "sb_group_new") @_cdecl("sb_group_new")
func groupNew(_ trigger: Int32) -> Int32 {
  let slot = GroupSlot(
    group: ClearAllGroup(burstDuration: WebModuleState.configuration.burst.duration),
    triggerBadge: Int(trigger))
  return SessionExports.store(slot, in: &SessionExports.groups)
}

/// Frees group `handle`.
@_expose(wasm, "sb_group_free") @_cdecl("sb_group_free")
func groupFree(_ handle: Int32) {
  guard SessionExports.group(handle) != nil else { return }
  SessionExports.groups[Int(handle)] = nil
}

/// The time at which the trigger badge's events started the group (and forgets it), or -1.
@_expose(wasm, "sb_group_triggered") @_cdecl("sb_group_triggered")
func groupTriggered(_ handle: Int32) -> Double {
  guard let slot = SessionExports.group(handle), let time = slot.triggerTime else { return -1 }
  slot.triggerTime = nil
  return time
}

/// Adds badge `member` to the members of the next `sb_group_start`, placed as the page
/// measured it (`ScreenPlacement`): its box (`left`, `top`, `right`, `bottom`, viewport
/// coordinates) when `attached` is not 0 (its element is in the document), in a viewport of
/// `viewportWidth` × `viewportHeight`. The core orders the members: top to bottom on
/// screen, the others last.
@_expose(wasm, "sb_group_member") @_cdecl("sb_group_member")
func groupMember(
  _ member: Int32, _ attached: Int32, _ left: Double, _ top: Double, _ right: Double,
  _ bottom: Double, _ viewportWidth: Double, _ viewportHeight: Double
) {
  guard let slot = SessionExports.slot(member) else { return }
  let frame = PaintRect(x: left, y: top, width: right - left, height: bottom - top)
  let placement = ScreenPlacement(
    frame: attached != 0 ? frame : nil,
    visibleArea: PaintRect(x: 0, y: 0, width: viewportWidth, height: viewportHeight))
  SessionExports.members.append(
    ClearAllMember(
      id: Int(member), placement: placement, isDismissed: slot.session.isDismissed))
}

/// Starts group `handle` at `time` with the members added since the last start.
@_expose(wasm, "sb_group_start") @_cdecl("sb_group_start")
func groupStart(_ handle: Int32, _ time: Double) {
  // Emptied by a new array: `removeAll(keepingCapacity:)` would be one more copy of the
  // standard library's generic removal code in the module, for one call per clear all.
  defer { SessionExports.members = [] }
  SessionExports.group(handle)?.group.start(at: time, members: SessionExports.members)
}

/// Lets group `handle` run again (a new batch of unread badges).
@_expose(wasm, "sb_group_reset") @_cdecl("sb_group_reset")
func groupReset(_ handle: Int32) {
  guard let slot = SessionExports.group(handle) else { return }
  slot.group.reset()
  slot.triggerTime = nil
}

/// Whether group `handle` needs frames (its sequence is running).
@_expose(wasm, "sb_group_needs_frames") @_cdecl("sb_group_needs_frames")
func groupNeedsFrames(_ handle: Int32) -> Int32 {
  SessionExports.group(handle)?.group.needsFrames == true ? 1 : 0
}

/// Advances group `handle` to `time` and writes the due steps into the event buffer
/// (kind from the `clearAll` section, detail the member, time); returns how many.
@_expose(wasm, "sb_group_advance") @_cdecl("sb_group_advance")
func groupAdvance(_ handle: Int32, _ time: Double) -> Int32 {
  guard let slot = SessionExports.group(handle) else { return 0 }
  var count = 0
  let steps = slot.group.advance(to: time) {
    SessionExports.slot(Int32($0))?.needsFrames == true
  }
  for step in steps {
    switch step {
    case .dismiss(let member, let at):
      count = SessionExports.record(count, kind: 0, detail: member, time: at)
    case .completed(let at):
      count = SessionExports.record(count, kind: 1, detail: -1, time: at)
    }
  }
  return Int32(count)
}
