import StickyBadge
import StickyBadgeWeb

/// How a frame is laid out in the frame buffer (all values `Float64`).
///
/// Badge frame (`sb_badge_advance`):
///
/// | index | value |
/// | --- | --- |
/// | 0 | time |
/// | 1 | phase, an index into `DragPhase.allCases` (resting, stretching, detached, returning, bursting, dismissed) |
/// | 2 | 1 when an anchor is drawn, else 0 |
/// | 3, 4, 5 | anchor centre x, y and radius |
/// | 6, 7, 8, 9 | badge centre x, y, radius, half length |
/// | 14 | opacity of the whole badge |
/// | 16, 17, 18 | outline element count, particle count, event count |
/// | 20 ... | events, 2 values each: kind (an index into `DragEventKind.allCases`), time |
///
/// The outline and the particles themselves are not written: the page draws the frame's
/// paint list (`sb_badge_paint`), and reads only their counts here.
///
///
/// The event count is truncated to what fits in the buffer, so a frame never overflows it.
/// The page reads every offset, stride and code by name (``namedOffsets``, exported as
/// `sb_frame_layout_name` and `sb_frame_layout_offset`), never by number.
enum FrameLayout {
  /// Where the events start.
  static let headerCount = 20
  /// The buffer's capacity: room for 256 events (or clear-all steps).
  static let capacity = headerCount + 256 * eventStride

  // Badge frame header.
  /// Offset of the frame's time.
  static let time = 0
  /// Offset of the phase's code (see `code(of:)`).
  static let phase = 1
  /// Offset of the anchor flag (1 when an anchor is drawn).
  static let anchorVisible = 2
  /// Offset of the anchor circle: centre x, y, radius.
  static let anchor = 3
  /// Offset of the badge: centre x, y, radius, half length.
  static let badge = 6
  /// Offset of the whole badge's opacity.
  static let opacity = 14
  /// Offset of the number of outline elements.
  static let outlineCount = 16
  /// Offset of the number of particles.
  static let particleCount = 17
  /// Offset of the number of events.
  static let eventCount = 18
  /// Values per event: kind, time.
  static let eventStride = 2
  /// Offset of an event's time within its record (its kind is first).
  static let eventTime = 1

  // Clear-all steps (`sb_clear_all_advance`).
  /// Values per clear-all step: kind, member, time.
  static let clearAllStepStride = 3
  /// Offset of a step's member handle (-1 for completed).
  static let clearAllStepMember = 1
  /// Offset of a step's time.
  static let clearAllStepTime = 2
  /// The step kind "dismiss this member".
  static let clearAllDismiss = 0
  /// The step kind "the sequence completed".
  static let clearAllCompleted = 1

  /// Every offset, stride and code the page reads, by name; a phase or event kind code is
  /// named "phase.NAME" or "event.NAME".
  static let namedOffsets: [(name: StaticString, offset: Int)] = [
    ("time", time), ("phase", phase), ("anchorVisible", anchorVisible), ("anchor", anchor),
    ("badge", badge), ("opacity", opacity), ("outlineCount", outlineCount),
    ("particleCount", particleCount), ("eventCount", eventCount), ("eventStart", headerCount),
    ("eventStride", eventStride), ("eventTime", eventTime),
    ("clearAllStepStride", clearAllStepStride), ("clearAllStepMember", clearAllStepMember),
    ("clearAllStepTime", clearAllStepTime), ("clearAllDismiss", clearAllDismiss),
    ("clearAllCompleted", clearAllCompleted), ("capacity", capacity),
    ("phase.resting", Int(code(of: .resting))), ("phase.stretching", Int(code(of: .stretching))),
    ("phase.detached", Int(code(of: .detached))), ("phase.returning", Int(code(of: .returning))),
    ("phase.bursting", Int(code(of: .bursting))), ("phase.dismissed", Int(code(of: .dismissed))),
    ("event.began", Int(code(of: .began))), ("event.snapped", Int(code(of: .snapped))),
    ("event.reattached", Int(code(of: .reattached))), ("event.released", Int(code(of: .released))),
    ("event.restored", Int(code(of: .restored))), ("event.dismissed", Int(code(of: .dismissed))),
  ]

  /// The wire code of a phase.
  static func code(of phase: DragPhase) -> Int32 {
    switch phase {
    case .resting: 0
    case .stretching: 1
    case .detached: 2
    case .returning: 3
    case .bursting: 4
    case .dismissed: 5
    }
  }

  /// The wire code of an event kind.
  static func code(of kind: DragEventKind) -> Double {
    switch kind {
    case .began: 0
    case .snapped: 1
    case .reattached: 2
    case .released: 3
    case .restored: 4
    case .dismissed: 5
    }
  }

  /// Writes a badge frame; returns the number of values written.
  static func write(_ frame: BadgeFrame, to buffer: FixedBuffer<Double>) -> Int32 {
    let values = buffer.base
    for index in 0..<headerCount { values[index] = 0 }
    values[time] = frame.time
    values[phase] = Double(code(of: frame.phase))
    if let circle = frame.anchor {
      values[anchorVisible] = 1
      values[anchor] = circle.center.x
      values[anchor + 1] = circle.center.y
      values[anchor + 2] = circle.radius
    }
    values[badge] = frame.badge.center.x
    values[badge + 1] = frame.badge.center.y
    values[badge + 2] = frame.badge.radius
    values[badge + 3] = frame.badge.halfLength
    values[opacity] = frame.opacity
    var cursor = headerCount
    var events = 0
    for event in frame.events where cursor + eventStride <= buffer.capacity {
      values[cursor] = code(of: event.kind)
      values[cursor + eventTime] = event.time
      cursor += eventStride
      events += 1
    }
    values[outlineCount] = Double(frame.outline.count)
    values[particleCount] = Double(frame.particles.count)
    values[eventCount] = Double(events)
    return Int32(cursor)
  }
}
