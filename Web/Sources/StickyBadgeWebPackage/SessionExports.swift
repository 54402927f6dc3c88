// The package's exports (Web/package): one `BadgeSession` per badge, its frames painted by
// the core's `BadgePainter` into one fixed paint buffer (`PaintListLayout`), its host events
// written into one fixed event buffer. The page only pumps time-stamped pointer input and
// host events in, and rasterizes the paint buffer and acts on the events it reads back.
//
// Every code the page needs is in the wire description (`sb_wire`), read once; the paint
// buffer's offsets come from `sb_paint_layout_name`/`sb_paint_layout_offset`.

import StickyBadge
import StickyBadgeWeb

/// One badge of the package: its session, its painter and what it shows.
final class SessionSlot {
  /// The badge's session: every decision between the pointer and the pixels.
  var session = BadgeSession(configuration: Playground.defaultConfiguration())
  /// The real count; `nil` shows a dot.
  var count: Int?
  /// What the badge shows.
  var content = BadgeContent.hidden
  /// The painter of the drag in progress (made for the session's engine). Not the
  /// session's `paintFrame()`: that compares label strings, which needs the Unicode
  /// normalization tables (about 40 KB) in an Embedded Swift module.
  ///
  /// Dropped wherever the session may make a new engine (a press, a dismissal; see
  /// `dropPainterForNewEngine()`) or the label changes, and made again at the next paint:
  /// an engine's resting badge and configuration never change, so the painter matches them
  /// without comparing configurations (a comparison is half a kilobyte of module).
  var painter: BadgePainter?
  /// The label's text (UTF-8; empty for a dot), for the painter and the accessibility
  /// label: never made a `String` (that brings the standard library's UTF-8 validation
  /// into the module).
  var label = MessageText()
  /// Whether the paint buffer last written for this badge still shows its frame: no input
  /// and no change of count, place or configuration since (see `changesOnlyWithInput(_:)`).
  var frameIsPainted = false

  /// Forgets the painter before a call that may give the session a new engine
  /// (`pan(.began)`, `dismiss`): the next paint makes one for the engine then in place.
  func dropPainterForNewEngine() { painter = nil }

  /// Whether the frame of a badge with `session` changes only with input now: while a finger
  /// holds it (stretching or detached), the engine's frame is a function of the finger's
  /// position and the configuration, not of the clock (only a return and a burst move on
  /// their own).
  ///
  /// `inout`, as every export's use of a session: read where it is stored, not copied out
  /// of its slot (a copy of a session is kilobytes of copying code in the module).
  static func changesOnlyWithInput(_ session: inout BadgeSession) -> Bool {
    guard let phase = session.engine?.phase else { return false }
    return phase == .stretching || phase == .detached
  }
}

/// A clear-all group of the package: its schedule, the badge that triggers it, and the
/// time at which that badge's events triggered it (until `sb_group_start`).
///
/// A class, like ``SessionSlot``: the exports change a group where it is, rather than
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
  nonisolated(unsafe) static var slots: [SessionSlot?] = []
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
  @inline(never) static func slot(_ handle: Int32) -> SessionSlot? {
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

  /// Writes one event record; returns the next count.
  static func record(_ count: Int, kind: Int, detail: Int, time: Double) -> Int {
    guard count < eventCapacity else { return count }
    let base = events.base + count * eventStride
    base[0] = Double(kind)
    base[1] = Double(detail)
    base[2] = time
    return count + 1
  }

  /// The drag event the web does not report as a drag event: a page hears of a dismissal
  /// once, as the host event `dismissed`, so no `dragEvent` code is written or described
  /// for it (the other drag events keep their codes, their places in `DragEventKind`).
  static let dismissalDragEvent = DragEventKind.dismissed

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

// MARK: - Wire description

/// Appends `text` as UTF-8.
private func append(_ text: StaticString, to bytes: inout [UInt8]) {
  text.withUTF8Buffer { bytes.append(contentsOf: $0) }
}

/// Appends `text` as UTF-8.
private func append(string text: String, to bytes: inout [UInt8]) {
  UTF8Bytes.withBytes(of: text) { bytes.append(contentsOf: $0) }
}

/// Appends `name=value`, comma-separated after the first. Out of line, as the two below:
/// `appendCases` is compiled once per enumeration, and should be no more than its loop.
@inline(never)
private func appendEntry(_ name: String, _ value: Int, first: Bool, to bytes: inout [UInt8]) {
  if !first { append(",", to: &bytes) }
  append(string: name, to: &bytes)
  append("=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(value), to: &bytes)
}

/// Appends `;title:`, the start of a section.
@inline(never)
private func appendTitle(_ title: StaticString, to bytes: inout [UInt8]) {
  append(";", to: &bytes)
  append(title, to: &bytes)
  append(":", to: &bytes)
}

/// Appends the section `title:` with every case of `Case` and its index.
private func appendCases<Case: CaseIterable & RawRepresentable & Equatable>(
  _ title: StaticString, _: Case.Type, skipping skipped: Case? = nil, to bytes: inout [UInt8]
) where Case.RawValue == String {
  appendTitle(title, to: &bytes)
  var (index, written) = (0, 0)
  for value in Case.allCases {
    if value != skipped {
      appendEntry(value.rawValue, index, first: written == 0, to: &bytes)
      written += 1
    }
    index += 1
  }
}

/// Writes the wire description to the output buffer and returns its length: sections
/// `title:name=value,...` separated by `;`.
///
/// - `event`: the event record (kind, detail, time offsets and the stride) and its capacity;
/// - `hostEvent`: the kinds of event records (`BadgeHostEvent` cases);
/// - `dragEvent`, `presentation`, `haptic`, `release`: the details of each kind;
/// - `clearAll`: the kinds of clear-all steps (their detail is the member);
/// - `advance`: the bit flags of `sb_session_advance`'s result;
/// - `phase`: the drag phases; `inspect`: the record `sb_session_inspect` writes.
@_expose(wasm, "sb_wire") @_cdecl("sb_wire")
func wireDescription() -> Int32 {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(2048)
  append("event:kind=0,detail=1,time=2,stride=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.eventStride), to: &bytes)
  append(",capacity=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.eventCapacity), to: &bytes)
  append(
    ";hostEvent:drag=0,dismissed=1,haptic=2,prepareHaptics=3,presentation=4,released=5",
    to: &bytes)
  append(";clearAll:dismiss=0,completed=1", to: &bytes)
  append(";advance:painted=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advancePainted), to: &bytes)
  append(",needsFrames=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceNeedsFrames), to: &bytes)
  append(",animating=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceAnimating), to: &bytes)
  append(",events=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceEvents), to: &bytes)
  appendCases(
    "dragEvent", DragEventKind.self, skipping: SessionExports.dismissalDragEvent, to: &bytes)
  appendCases("presentation", BadgePresentation.self, to: &bytes)
  appendCases("haptic", HapticCue.self, to: &bytes)
  appendCases("release", ReleaseOutcome.self, to: &bytes)
  appendCases("phase", DragPhase.self, to: &bytes)
  append(";inspect:phase=0,x=1,y=2,opacity=3,outline=4,particles=5", to: &bytes)
  return bytes.withUnsafeBufferPointer { Playground.setOutput(bytes: $0) }
}

/// The address of the paint buffer (`Float64`, `PaintListLayout.capacity` values).
@_expose(wasm, "sb_paint_buffer") @_cdecl("sb_paint_buffer")
func paintBufferAddress() -> UnsafeMutablePointer<Double> { SessionExports.paint.base }

/// The address of the event buffer (`Float64`, records as in the wire description).
@_expose(wasm, "sb_event_buffer") @_cdecl("sb_event_buffer")
func eventBufferAddress() -> UnsafeMutablePointer<Double> { SessionExports.events.base }

// MARK: - Badges

/// Creates a badge (hidden until `sb_session_count`) and returns its handle.
@_expose(wasm, "sb_session_new") @_cdecl("sb_session_new")
func sessionNew() -> Int32 {
  var index = 0
  while index < SessionExports.slots.count, SessionExports.slots[index] != nil { index += 1 }
  if index == SessionExports.slots.count { SessionExports.slots.append(nil) }
  SessionExports.slots[index] = SessionSlot()
  return Int32(index)
}

/// Frees badge `handle` (its element went away).
@_expose(wasm, "sb_session_free") @_cdecl("sb_session_free")
func sessionFree(_ handle: Int32) {
  guard SessionExports.slot(handle) != nil else { return }
  SessionExports.slots[Int(handle)] = nil
  for group in SessionExports.groups { group?.group.remove(member: Int(handle)) }
}

/// Sets the count (negative: no count, a dot) and the largest count shown as a number
/// (NaN: the default);
/// a dismissed badge that shows something again comes back at rest.
///
/// Writes the label's text to the output buffer and returns its length in bytes: 0 for a
/// dot, -1 when the badge is hidden.
@_expose(wasm, "sb_session_count") @_cdecl("sb_session_count")
func sessionCount(_ handle: Int32, _ count: Double, _ maximum: Double, _ time: Double) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return -1 }
  let number: Int? = count.isFinite && count >= 0 ? Int(Swift.min(count, 1e15)) : nil
  // NaN: the core's default maximum ("99+").
  let format =
    maximum.isNaN
    ? BadgeCountFormat() : BadgeCountFormat(maximum: Int(Swift.max(1, Swift.min(maximum, 1e15))))
  slot.count = number
  slot.label = MessageText()
  slot.content = format.content(for: number, label: &slot.label)
  slot.painter = nil
  slot.frameIsPainted = false
  if !slot.content.isVisible { slot.session.restingShape = nil }
  slot.session.contentChanged(isVisible: slot.content.isVisible, time: time)
  guard slot.content.isVisible else { return -1 }
  return slot.label.bytes.withUnsafeBufferPointer { Playground.setOutput(bytes: $0) }
}

/// The width of the badge at rest for a label font of `fontSize`, its label measured with
/// the core's label font metrics (as the iOS view is sized: `BadgeAppearance.size`); 0 when
/// hidden.
@_expose(wasm, "sb_session_width") @_cdecl("sb_session_width")
func sessionWidth(_ handle: Int32, _ fontSize: Double) -> Double {
  restingSize(handle, fontSize).width
}

/// The height of the badge at rest for a label font of `fontSize`; 0 when hidden.
@_expose(wasm, "sb_session_height") @_cdecl("sb_session_height")
func sessionHeight(_ handle: Int32, _ fontSize: Double) -> Double {
  restingSize(handle, fontSize).height
}

@inline(never)  // one copy for both exports
private func restingSize(_ handle: Int32, _ fontSize: Double) -> (width: Double, height: Double) {
  guard let slot = SessionExports.slot(handle) else { return (0, 0) }
  let radius = BadgeMetrics.radius(forLabelFontSize: fontSize)
  let labelWidth =
    slot.label.bytes.withUnsafeBufferPointer {
      LabelFontMetrics.dejaVuSansBold.advanceWidth(of: $0)
    }
    * fontSize
  return BadgeMetrics.size(of: slot.content, radius: radius, labelWidth: labelWidth)
}

/// Writes the spoken label ("12 unread messages", the real count behind "99+"; "New" for
/// a dot) to the output buffer and returns its length, or -1 when hidden.
@_expose(wasm, "sb_session_accessibility_label") @_cdecl("sb_session_accessibility_label")
func sessionAccessibilityLabel(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle),
    let label = BadgeAccessibilityText.englishLabel(
      for: slot.content, count: slot.count, text: slot.label)
  else { return -1 }
  return label.bytes.withUnsafeBufferPointer { Playground.setOutput(bytes: $0) }
}

/// Places the badge at rest as the capsule filling the rectangle (its element's box, in
/// the overlay's coordinates); ignored while hidden.
@_expose(wasm, "sb_session_place") @_cdecl("sb_session_place")
func sessionPlace(_ handle: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
  guard let slot = SessionExports.slot(handle), slot.content.isVisible else { return }
  let shape = BadgeMetrics.capsule(x: x, y: y, width: width, height: height)
  if slot.session.restingShape != shape {
    slot.session.restingShape = shape
    slot.frameIsPainted = false
  }
}

/// Takes the current configuration (`sb_config_apply`) for the next drag, with the
/// system's settings (1 or 0): reduced motion, increased contrast.
@_expose(wasm, "sb_session_configure") @_cdecl("sb_session_configure")
func sessionConfigure(_ handle: Int32, _ reduceMotion: Int32, _ increaseContrast: Int32) {
  guard let slot = SessionExports.slot(handle) else { return }
  slot.frameIsPainted = false
  slot.session.configuration = Playground.configuration
  slot.session.environment = BadgeEnvironment(
    reduceMotion: reduceMotion != 0, increaseContrast: increaseContrast != 0)
}

/// Feeds one pointer callback: the pointer is at (x, y) and went down at (startX, startY).
private func feed(
  _ handle: Int32, _ phase: PanGesturePhase, _ x: Double, _ y: Double, _ startX: Double,
  _ startY: Double, _ time: Double
) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  slot.frameIsPainted = false
  if phase == .began { slot.dropPainterForNewEngine() }
  let location = Point(x: x, y: y)
  slot.session.pan(
    phase, location: location, translation: location - Point(x: startX, y: startY), time: time)
  return slot.session.isTracking ? 1 : 0
}

/// A pointer went down (or began to drag) on the badge; returns 1 when the badge took hold.
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
  guard let slot = SessionExports.slot(handle), slot.session.isTracking else { return }
  slot.frameIsPainted = false
  slot.session.pan(.cancelled, location: .zero, translation: .zero, time: time)
}

/// Dismisses the badge from code (the keyboard, clear all): it bursts (or fades) where it
/// is; returns 1 when this call dismissed it.
@_expose(wasm, "sb_session_dismiss") @_cdecl("sb_session_dismiss")
func sessionDismiss(_ handle: Int32, _ time: Double, _ visible: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  slot.frameIsPainted = false
  slot.dropPainterForNewEngine()
  return slot.session.dismiss(time: time, isVisible: visible != 0) ? 1 : 0
}

/// The element left the page (or its window): the session's interruption outcome.
@_expose(wasm, "sb_session_interrupt") @_cdecl("sb_session_interrupt")
func sessionInterrupt(_ handle: Int32, _ time: Double) {
  guard let slot = SessionExports.slot(handle) else { return }
  slot.frameIsPainted = false
  slot.session.interrupt(.windowRemoved, time: time)
}

/// Whether the badge needs frames now (it is in the overlay: held, moving or bursting).
@_expose(wasm, "sb_session_needs_frames") @_cdecl("sb_session_needs_frames")
func sessionNeedsFrames(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  return slot.session.presentation == .inOverlay ? 1 : 0
}

/// Writes the host events reported since the last call into the event buffer and returns
/// how many there are.
@_expose(wasm, "sb_session_events") @_cdecl("sb_session_events")
func sessionEvents(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle), slot.session.hasEvents else { return 0 }
  var count = 0
  for event in slot.session.takeEvents() {
    if case .drag(let drag) = event, drag.kind == SessionExports.dismissalDragEvent {
      // Reported once, as the host event `dismissed` (the page's `stickybadge-dismiss`).
    } else {
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
/// was last painted for it: 1 while it moves on its own (returning, bursting) or after
/// input, 0 while a finger holds it still (nothing to step, nothing to redraw).
@_expose(wasm, "sb_session_changed") @_cdecl("sb_session_changed")
func sessionChanged(_ handle: Int32) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  return slot.frameIsPainted && SessionSlot.changesOnlyWithInput(&slot.session) ? 0 : 1
}

/// Advances the badge to `time`; when it is in the overlay, paints its frame into the
/// paint buffer. Returns the flags `advancePainted`, `advanceNeedsFrames` (what
/// `sb_session_needs_frames` says afterwards), `advanceAnimating` (what
/// `sb_session_changed` says afterwards, while in the overlay) and `advanceEvents` (host
/// events are waiting): 0 at rest with nothing to report. Read its events with `sb_session_events`.
///
/// While a finger holds the badge its frame is the one the latest input made (the input
/// advanced the session), so only the painting is done; the clock matters again once it
/// is released.
@_expose(wasm, "sb_session_advance") @_cdecl("sb_session_advance")
func sessionAdvance(_ handle: Int32, _ time: Double) -> Int32 {
  guard let slot = SessionExports.slot(handle) else { return 0 }
  return advance(slot, &slot.session, &slot.painter, to: time)
}

/// Writes `painter`'s paint list into the paint buffer (from where it is: not copied).
private func writePaintList(of painter: inout BadgePainter) {
  PaintListLayout.write(
    painter.paintList,
    to: UnsafeMutableBufferPointer(
      start: SessionExports.paint.base, count: SessionExports.paint.capacity))
}

/// `sb_session_advance` on the slot's own `session` and `painter`.
private func advance(
  _ slot: SessionSlot, _ session: inout BadgeSession, _ painter: inout BadgePainter?,
  to time: Double
) -> Int32 {
  let changesOnlyWithInput = SessionSlot.changesOnlyWithInput(&session)
  if !changesOnlyWithInput { session.advance(to: time) }
  var needsFrames: Int32 = 0
  if session.presentation == .inOverlay {
    needsFrames = SessionExports.advanceNeedsFrames
    if !SessionSlot.changesOnlyWithInput(&session) {
      needsFrames |= SessionExports.advanceAnimating
    }
  }
  if session.hasEvents { needsFrames |= SessionExports.advanceEvents }
  guard session.hasFrame else {
    slot.frameIsPainted = false
    return needsFrames
  }
  if painter == nil {  // dropped when the engine may have changed (`SessionSlot.painter`)
    painter = BadgePainter(
      restingBadge: session.engine!.restingBadge, label: slot.label,
      configuration: session.engine!.configuration)
  }
  painter!.showsDebugOverlay = SessionExports.showsDebugOverlay
  guard session.paint(with: &painter!) else { return needsFrames }
  writePaintList(of: &painter!)
  slot.frameIsPainted = true
  return SessionExports.advancePainted | needsFrames
}
