// The package's exports (Web/package): one core `HostedBadge` per badge (its session, what
// it shows, its frames painted by the core), each export one call into it; frames are
// written into one fixed paint buffer (`PaintListLayout`), host events into one fixed event
// buffer. The page only pumps time-stamped pointer input and host events in, rasterizes the
// paint buffer and acts on the events it reads back.
//
// Every code the page needs is in the wire description (`sb_wire`, WireExports.swift), read
// once; the paint buffer's offsets come from `sb_paint_layout_name`/`sb_paint_layout_offset`.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// A clear-all group of the package: its schedule, the badge that triggers it, and the
/// time at which that badge's events triggered it (until `sb_group_start`).
///
/// A class, like `HostedBadge`: the exports change a group where it is, rather than
/// copying it out of the table and back (each copy is code in the module).
final class GroupSlot {
  /// The schedule.
  var group: ClearAllGroup
  /// The handle of the badge whose release or dismissal starts the group, or -1.
  let triggerBadge: Int
  /// When the trigger badge's events started the group, not yet taken by the page.
  var triggerTime: Double?

  init(group: ClearAllGroup, triggerBadge: Int) {
    self.group = group
    self.triggerBadge = triggerBadge
  }
}

/// The package's shared state.
enum SessionExports {
  /// The badges, by handle; freed slots are reused.
  nonisolated(unsafe) static var slots: [HostedBadge?] = []
  /// The clear-all groups, by handle.
  nonisolated(unsafe) static var groups: [GroupSlot?] = []
  /// Members collected for the next `sb_group_start`.
  nonisolated(unsafe) static var members: [ClearAllMember] = []
  /// The paint buffer: one paint list at a time.
  nonisolated(unsafe) static let paint = FixedBuffer<Double>(capacity: PaintListLayout.capacity)
  /// The most host events (or clear-all steps) one call reports.
  static let eventCapacity = 64
  /// The event buffer: `eventStride` values per event: kind, detail, time.
  nonisolated(unsafe) static let events = FixedBuffer<Double>(capacity: eventCapacity * eventStride)
  /// Values per event record.
  static let eventStride = 3
  /// `sb_session_advance`'s flag: the paint buffer holds the badge's frame.
  static let advancePainted: Int32 = 1
  /// `sb_session_advance`'s flag: the badge still needs frames.
  static let advanceNeedsFrames: Int32 = 2
  /// `sb_session_advance`'s flag: the badge moves on its own (returning, bursting), so its
  /// next frame differs even without input.
  static let advanceAnimating: Int32 = 4
  /// `sb_session_advance`'s flag: host events wait for `sb_session_events`.
  static let advanceEvents: Int32 = 8
  /// Whether badges are painted with the core's debug overlay (`sb_debug_overlay`).
  nonisolated(unsafe) static var showsDebugOverlay = false

  /// Badge `handle`, or `nil` for an unknown or freed handle.
  @inline(never) static func slot(_ handle: Int32) -> HostedBadge? {
    let index = Int(handle)
    guard index >= 0, index < slots.count else { return nil }
    return slots[index]
  }

  /// Group `handle`, or `nil` for an unknown or freed handle.
  @inline(never) static func group(_ handle: Int32) -> GroupSlot? {
    let index = Int(handle)
    guard index >= 0, index < groups.count else { return nil }
    return groups[index]
  }

  /// Puts `value` in the first freed place of `table`, or a new one at its end, and returns
  /// the place: its handle. Freed handles are given out again, so a table is as long as the
  /// most badges (or groups) alive at once.
  static func store<Slot>(_ value: Slot, in table: inout [Slot?]) -> Int32 {
    var index = 0
    while index < table.count, table[index] != nil { index += 1 }
    if index == table.count { table.append(nil) }
    table[index] = value
    return Int32(index)
  }

  /// Writes one event record; returns the next count.
  static func record(_ count: Int, kind: Int, detail: Int, time: Double) -> Int {
    guard count < eventCapacity else { return count }
    let base = events.base + count * eventStride
    base[0] = Double(kind)
    base[1] = Double(detail)
    base[2] = time
    return count + 1
  }

  /// The wire codes of host events (the `hostEvent` section of the wire description).
  static func code(of event: BadgeHostEvent) -> (kind: Int, detail: Int, time: Double) {
    switch event {
    case .drag(let drag): (0, index(of: drag.kind), drag.time)
    case .dismissed(let time): (1, 0, time)
    case .haptic(let cue): (2, index(of: cue), 0)
    case .prepareHaptics: (3, 0, 0)
    case .presentation(let presentation): (4, index(of: presentation), 0)
    case .released(let outcome, let time): (5, index(of: outcome), time)
    }
  }

  static func index<Case: CaseIterable & Equatable>(of value: Case) -> Int {
    var index = 0
    for candidate in Case.allCases {
      if candidate == value { return index }
      index += 1
    }
    return -1
  }
}

// MARK: - Badges

/// Creates a badge (hidden until `sb_session_count`) and returns its handle.
@_expose(wasm, "sb_session_new") @_cdecl("sb_session_new")
func sessionNew() -> Int32 {
  let badge = HostedBadge(configuration: WebModuleState.defaultConfiguration())
  badge.showsDebugOverlay = SessionExports.showsDebugOverlay
  return SessionExports.store(badge, in: &SessionExports.slots)
}

/// Frees badge `handle` (its element went away).
@_expose(wasm, "sb_session_free") @_cdecl("sb_session_free")
func sessionFree(_ handle: Int32) {
  guard SessionExports.slot(handle) != nil else { return }
  SessionExports.slots[Int(handle)] = nil
  for group in SessionExports.groups { group?.group.remove(member: Int(handle)) }
}

/// Sets the count and the largest count shown as a number (`HostedBadge.setCount`: a
/// negative count is a dot, a NaN maximum the default). Writes the label's text to the
/// output buffer and returns its length in bytes: 0 for a dot, -1 when the badge is hidden.
@_expose(wasm, "sb_session_count") @_cdecl("sb_session_count")
func sessionCount(_ handle: Int32, _ count: Double, _ maximum: Double, _ time: Double) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return -1 }
  slot.setCount(count, maximum: maximum, time: time)
  guard slot.content.isVisible else { return -1 }
  return slot.label.bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
}

/// Hides the badge whatever it shows when `hidden` is not 0 (the page's `hidden`), or
/// shows it again (`HostedBadge.setHiddenByHost`): hidden, whatever it was doing stops at
/// once, with no dismissal.
@_expose(wasm, "sb_session_hidden") @_cdecl("sb_session_hidden")
func sessionHidden(_ handle: Int32, _ hidden: Int32, _ time: Double) {
  SessionExports.slot(handle)?.setHiddenByHost(hidden != 0, time: time)
}

/// The width of the badge at rest for a label font of `fontSize` (`HostedBadge.restingSize`).
@_expose(wasm, "sb_session_width") @_cdecl("sb_session_width")
func sessionWidth(_ handle: Int32, _ fontSize: Double) -> Double {
  SessionExports.slot(handle)?.restingSize(labelFontSize: fontSize).width ?? 0
}

/// The height of the badge at rest for a label font of `fontSize`; 0 when hidden.
@_expose(wasm, "sb_session_height") @_cdecl("sb_session_height")
func sessionHeight(_ handle: Int32, _ fontSize: Double) -> Double {
  SessionExports.slot(handle)?.restingSize(labelFontSize: fontSize).height ?? 0
}

/// How far below the badge's top its label's baseline is at rest, for a label font of
/// `fontSize` (`HostedBadge.restingLabelBaseline`); 0 when hidden.
@_expose(wasm, "sb_session_label_baseline") @_cdecl("sb_session_label_baseline")
func sessionLabelBaseline(_ handle: Int32, _ fontSize: Double) -> Double {
  SessionExports.slot(handle)?.restingLabelBaseline(labelFontSize: fontSize) ?? 0
}

/// How far the placed badge's touch target reaches beyond it (`HostedBadge.hitTarget`):
/// left and right when `vertical` is 0, above and below otherwise; 0 before it is placed.
@_expose(wasm, "sb_session_hit_outset") @_cdecl("sb_session_hit_outset")
func sessionHitOutset(_ handle: Int32, _ vertical: Int32) -> Double {
  guard let target = SessionExports.slot(handle)?.hitTarget else { return 0 }
  return vertical == 0 ? target.horizontalOutset : target.verticalOutset
}

/// 1 when a vertical swipe that starts on the badge scrolls the page (the badge's CSS
/// `touch-action` is then `pan-y`, else `none`): `HostedBadge.leavesVerticalSwipesToScrolling`.
@_expose(wasm, "sb_session_touch_pan") @_cdecl("sb_session_touch_pan")
func sessionTouchPan(_ handle: Int32) -> Int32 {
  SessionExports.slot(handle)?.leavesVerticalSwipesToScrolling == true ? 1 : 0
}

/// Writes the spoken label ("12 unread messages", the real count behind "99+"; "New" for
/// a dot) to the output buffer and returns its length, or -1 when hidden.
@_expose(wasm, "sb_session_accessibility_label") @_cdecl("sb_session_accessibility_label")
func sessionAccessibilityLabel(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle),
    let label = BadgeAccessibilityText.englishLabel(
      for: slot.content, count: slot.count, text: slot.label)
  else { return -1 }
  return label.bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
}

/// Places the badge at rest as the capsule filling the rectangle (its element's box, in
/// the overlay's coordinates); ignored while hidden.
@_expose(wasm, "sb_session_place") @_cdecl("sb_session_place")
func sessionPlace(_ handle: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
  SessionExports.slot(handle)?.place(x: x, y: y, width: width, height: height)
}

/// Takes the current configuration (`sb_config_apply`) for the next drag, with the
/// system's settings (1 or 0): reduced motion, increased contrast.
@_expose(wasm, "sb_session_configure") @_cdecl("sb_session_configure")
func sessionConfigure(_ handle: Int32, _ reduceMotion: Int32, _ increaseContrast: Int32) {
  SessionExports.slot(handle)?.configure(
    WebModuleState.configuration,
    environment: BadgeEnvironment(
      reduceMotion: reduceMotion != 0, increaseContrast: increaseContrast != 0))
}

/// Feeds one pointer callback: the pointer is at (x, y) and went down at (startX, startY).
private func feed(
  _ handle: Int32, _ phase: PanGesturePhase, _ x: Double, _ y: Double, _ startX: Double,
  _ startY: Double, _ time: Double
) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  let held = slot.pointer(
    phase, at: Point(x: x, y: y), from: Point(x: startX, y: startY), time: time)
  return held ? 1 : 0
}

/// A pointer went down (or began to drag) on the badge; returns 1 when the badge took hold
/// (on the badge or within its touch margin).
@_expose(wasm, "sb_session_down") @_cdecl("sb_session_down")
func sessionDown(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  feed(handle, .began, x, y, x, y, time)
}

/// The pointer moved: feeds the move, then does what `sb_session_advance` at `time` does
/// (paints the frame the move made) and returns its flags. A moved frame is one call into
/// the module, not two: the first call of a frame is the dearest (cold caches).
@_expose(wasm, "sb_session_move") @_cdecl("sb_session_move")
func sessionMove(
  _ handle: Int32, _ x: Double, _ y: Double, _ startX: Double, _ startY: Double, _ time: Double
) -> Int32 {
  _ = feed(handle, .changed, x, y, startX, startY, time)
  return sessionAdvance(handle, time)
}

/// The pointer went up.
@_expose(wasm, "sb_session_up") @_cdecl("sb_session_up")
func sessionUp(
  _ handle: Int32, _ x: Double, _ y: Double, _ startX: Double, _ startY: Double, _ time: Double
) {
  _ = feed(handle, .ended, x, y, startX, startY, time)
}

/// The pointer was cancelled (the browser took it for a scroll, the window lost it).
@_expose(wasm, "sb_session_cancel") @_cdecl("sb_session_cancel")
func sessionCancel(_ handle: Int32, _ time: Double) {
  SessionExports.slot(handle)?.cancelPointer(time: time)
}

/// Dismisses the badge from code (the keyboard, clear all): it bursts (or fades) where it
/// is; returns 1 when this call dismissed it.
@_expose(wasm, "sb_session_dismiss") @_cdecl("sb_session_dismiss")
func sessionDismiss(_ handle: Int32, _ time: Double, _ visible: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  return slot.dismiss(time: time, isVisible: visible != 0) ? 1 : 0
}

/// The element left the page (or its window): the session's interruption outcome.
@_expose(wasm, "sb_session_interrupt") @_cdecl("sb_session_interrupt")
func sessionInterrupt(_ handle: Int32, _ time: Double) {
  SessionExports.slot(handle)?.interrupt(time: time)
}

/// Whether the badge needs frames now (it is in the overlay: held, moving or bursting).
@_expose(wasm, "sb_session_needs_frames") @_cdecl("sb_session_needs_frames")
func sessionNeedsFrames(_ handle: Int32) -> Int32 {
  SessionExports.slot(handle)?.needsFrames == true ? 1 : 0
}

/// Writes the host events reported since the last call (`HostedBadge.reports`) into the
/// event buffer and returns how many there are; they may trigger clear-all groups.
@_expose(wasm, "sb_session_events") @_cdecl("sb_session_events")
func sessionEvents(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle), slot.hasEvents else { return 0 }
  var count = 0
  for event in slot.takeEvents() {
    if HostedBadge.reports(event) {
      let record = SessionExports.code(of: event)
      count = SessionExports.record(
        count, kind: record.kind, detail: record.detail, time: record.time)
    }
    for group in SessionExports.groups {
      guard let group, group.triggerBadge == Int(handle),
        let time = group.group.trigger(by: event)
      else { continue }
      group.triggerTime = time
    }
  }
  return Int32(count)
}

/// Whether the badge's next `sb_session_advance` would paint something other than what
/// was last painted for it (`HostedBadge.needsRepaint`).
@_expose(wasm, "sb_session_changed") @_cdecl("sb_session_changed")
func sessionChanged(_ handle: Int32) -> Int32 {
  SessionExports.slot(handle)?.needsRepaint == true ? 1 : 0
}

/// Advances the badge to `time` (`HostedBadge.advance(to:)`); when it painted, writes its
/// frame into the paint buffer. Returns the flags `advancePainted`, `advanceNeedsFrames`,
/// `advanceAnimating` (while in the overlay) and `advanceEvents` (host events wait for
/// `sb_session_events`): 0 at rest with nothing to report.
@_expose(wasm, "sb_session_advance") @_cdecl("sb_session_advance")
func sessionAdvance(_ handle: Int32, _ time: Double) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  var flags: Int32 = 0
  if slot.advance(to: time) {
    slot.writePaintList(
      to: UnsafeMutableBufferPointer(
        start: SessionExports.paint.base, count: SessionExports.paint.capacity))
    flags |= SessionExports.advancePainted
  }
  if slot.needsFrames { flags |= SessionExports.advanceNeedsFrames }
  if slot.isAnimating { flags |= SessionExports.advanceAnimating }
  if slot.hasEvents { flags |= SessionExports.advanceEvents }
  return flags
}
