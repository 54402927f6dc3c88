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
/// | 10, 11, 12, 13 | label centre x, y, scale, opacity |
/// | 14 | opacity of the whole badge |
/// | 15 | burst image index, -1 for none |
/// | 16, 17, 18 | outline element count, particle count, event count |
/// | 20 ... | outline elements, 7 values each: command (0 M, 1 L, 2 Q, 3 C, 4 Z), x, y, c1x, c1y, c2x, c2y |
/// | then | particles, 4 values each: x, y, radius, opacity |
/// | then | events, 2 values each: kind (an index into `DragEventKind.allCases`), time |
///
/// Stretchy-circle frame (`sb_stretchy_advance`): 0 time, 1 offset, 2–4 top circle,
/// 5–7 bottom circle, 8 dragging (0/1), 16 outline element count, outline from 20 as above.
///
/// Counts are truncated to what fits in the buffer, so a frame never overflows it.
enum FrameLayout {
  /// Where the outline starts.
  static let headerCount = 20
  /// The buffer's capacity: room for 64 outline elements, 1024 particles and 32 events.
  static let capacity = headerCount + 64 * 7 + 1024 * 4 + 32 * 2

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
    values[0] = frame.time
    values[1] = Double(code(of: frame.phase))
    if let anchor = frame.anchor {
      values[2] = 1
      values[3] = anchor.center.x
      values[4] = anchor.center.y
      values[5] = anchor.radius
    }
    values[6] = frame.badge.center.x
    values[7] = frame.badge.center.y
    values[8] = frame.badge.radius
    values[9] = frame.badge.halfLength
    values[10] = frame.label.center.x
    values[11] = frame.label.center.y
    values[12] = frame.label.scale
    values[13] = frame.label.opacity
    values[14] = frame.opacity
    values[15] = frame.burstFrameIndex.map { Double($0) } ?? -1
    var cursor = headerCount
    let outlineCount = writeOutline(frame.outline, to: buffer, at: &cursor)
    var particleCount = 0
    for particle in frame.particles where cursor + 4 <= buffer.capacity {
      values[cursor] = particle.center.x
      values[cursor + 1] = particle.center.y
      values[cursor + 2] = particle.radius
      values[cursor + 3] = particle.opacity
      cursor += 4
      particleCount += 1
    }
    var eventCount = 0
    for event in frame.events where cursor + 2 <= buffer.capacity {
      values[cursor] = code(of: event.kind)
      values[cursor + 1] = event.time
      cursor += 2
      eventCount += 1
    }
    values[16] = Double(outlineCount)
    values[17] = Double(particleCount)
    values[18] = Double(eventCount)
    return Int32(cursor)
  }

  /// Writes a stretchy-circle frame; returns the number of values written.
  static func write(_ frame: StretchyCircleFrame, to buffer: FixedBuffer<Double>) -> Int32 {
    let values = buffer.base
    for index in 0..<headerCount { values[index] = 0 }
    values[0] = frame.time
    values[1] = frame.offset
    values[2] = frame.top.center.x
    values[3] = frame.top.center.y
    values[4] = frame.top.radius
    values[5] = frame.bottom.center.x
    values[6] = frame.bottom.center.y
    values[7] = frame.bottom.radius
    values[8] = frame.isDragging ? 1 : 0
    var cursor = headerCount
    values[16] = Double(writeOutline(frame.outline, to: buffer, at: &cursor))
    return Int32(cursor)
  }

  private static func writeOutline(
    _ outline: [PathElement], to buffer: FixedBuffer<Double>, at cursor: inout Int
  ) -> Int {
    let values = buffer.base
    var count = 0
    // Leave room for the particles and events after at most 64 elements.
    for element in outline where count < 64 {
      var record: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)
      switch element {
      case .move(let p): record = (0, p.x, p.y, 0, 0, 0, 0)
      case .line(let p): record = (1, p.x, p.y, 0, 0, 0, 0)
      case .quadCurve(let p, let c): record = (2, p.x, p.y, c.x, c.y, 0, 0)
      case .curve(let p, let c1, let c2): record = (3, p.x, p.y, c1.x, c1.y, c2.x, c2.y)
      case .close: record = (4, 0, 0, 0, 0, 0, 0)
      }
      values[cursor] = record.0
      values[cursor + 1] = record.1
      values[cursor + 2] = record.2
      values[cursor + 3] = record.3
      values[cursor + 4] = record.4
      values[cursor + 5] = record.5
      values[cursor + 6] = record.6
      cursor += 7
      count += 1
    }
    return count
  }
}
