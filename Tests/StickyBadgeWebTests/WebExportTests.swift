@_spi(Hosting) import StickyBadge
import StickyBadgeScenario
import Testing

@testable import StickyBadgeWeb
@testable import StickyBadgeWebBlob
@testable import StickyBadgeWebConfiguration
@testable import StickyBadgeWebFaces
@testable import StickyBadgeWebPackage
@testable import StickyBadgeWebScenario

/// The wasm modules' exports called natively, as the page calls them: each one a call into
/// the core. Serialized: the exports share the modules' buffers and badge tables.
@Suite("Web exports: what the page calls, run on Linux", .serialized)
struct WebExportTests {
  /// The text an export just wrote to the output buffer.
  static func output(_ length: Int32) -> String {
    String(
      decoding: UnsafeBufferPointer(start: WebModuleState.output.base, count: Int(length)),
      as: UTF8.self)
  }

  /// Writes `text` into the input buffer; returns its length.
  static func input(_ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    guard let base = reserveInput(Int32(bytes.count)) else { return 0 }
    base.update(from: bytes, count: bytes.count)
    return Int32(bytes.count)
  }

  /// The event buffer's records (kind, detail, time) after an export wrote `count` of them.
  static func records(_ count: Int32) -> [[Double]] {
    let values = eventBufferAddress()
    let stride = SessionExports.eventStride
    return (0..<Int(count)).map { index in (0..<stride).map { values[index * stride + $0] } }
  }

  /// A new badge showing `count`, placed as the capsule of a 13-point label at (100, 40),
  /// with the current configuration (touch margin 14): 28.096 × 20, centre (114.048, 50).
  static func placedBadge(count: Double = 12) -> Int32 {
    let handle = sessionNew()
    _ = sessionCount(handle, count, .nan, 0)
    sessionPlace(handle, 100, 40, sessionWidth(handle, 13), sessionHeight(handle, 13))
    sessionConfigure(handle, 0, 0)
    return handle
  }

  @Test("counts: the label written out, 99+ past the maximum, a dot, hidden at 0")
  func counts() {
    let handle = sessionNew()
    defer { sessionFree(handle) }
    #expect(sessionCount(handle, 12, .nan, 0) == 2 && Self.output(2) == "12")
    #expect(abs(sessionWidth(handle, 13) - 28.096) < 1e-9 && sessionHeight(handle, 13) == 20)
    #expect(abs(sessionLabelBaseline(handle, 13) - 14.7385) < 1e-9)
    #expect(sessionCount(handle, 120, 99, 0) == 3 && Self.output(3) == "99+")
    let spoken = sessionAccessibilityLabel(handle)
    #expect(Self.output(spoken) == "120 unread messages")
    #expect(sessionCount(handle, 7, 5, 0) == 2 && Self.output(2) == "5+")
    #expect(sessionCount(handle, -1, .nan, 0) == 0)  // no count: a dot
    #expect(sessionWidth(handle, 13) == 20)
    #expect(sessionCount(handle, 0, .nan, 0) == -1)  // hidden
    #expect(sessionWidth(handle, 13) == 0 && sessionAccessibilityLabel(handle) == -1)
    #expect(sessionCount(-1, 12, .nan, 0) == -1 && sessionWidth(99, 13) == 0)
  }

  @Test("touch margin: a pointer 13.9 points beside the badge takes hold, 14.1 does not")
  func touchMargin() {
    let inside = Self.placedBadge()
    let outside = Self.placedBadge()
    defer {
      sessionFree(inside)
      sessionFree(outside)
    }
    #expect(sessionHitOutset(inside, 0) == 14 && sessionHitOutset(inside, 1) == 14)
    #expect(sessionDown(inside, 128.096 + 13.9, 50, 1) == 1)
    #expect(sessionDown(outside, 128.096 + 14.1, 50, 1) == 0)
    #expect(sessionHitOutset(sessionNew(), 0) == 0)  // not placed yet
  }

  @Test("a held badge is painted, not advanced; released, it animates")
  func advanceFlags() {
    let handle = Self.placedBadge()
    defer { sessionFree(handle) }
    let painted = SessionExports.advancePainted
    let needsFrames = SessionExports.advanceNeedsFrames
    let animating = SessionExports.advanceAnimating
    #expect(sessionAdvance(handle, 0.5) == 0)  // at rest: nothing to do
    #expect(sessionDown(handle, 114.048, 50, 1) == 1)
    let paint = UnsafeMutableBufferPointer(
      start: StickyBadgeWebPackage.paintBufferAddress(), count: PaintListLayout.capacity)
    paint.update(repeating: .nan)
    let moved = sessionMove(handle, 84.048, 50, 114.048, 50, 1.1)
    #expect(moved & (painted | needsFrames | animating) == painted | needsFrames)
    #expect(paint.contains { !$0.isNaN })
    _ = sessionEvents(handle)
    #expect(sessionChanged(handle) == 0)  // held still: the drawing stays
    #expect(sessionAdvance(handle, 4) == painted | needsFrames)
    #expect(sessionInspect(handle) == 1)
    #expect(eventBufferAddress()[1] == 84.048)  // where the pointer put it, not moved on
    sessionUp(handle, 84.048, 50, 114.048, 50, 4)
    #expect(sessionChanged(handle) == 1)
    let released = sessionAdvance(handle, 4.02)
    #expect(released & (painted | needsFrames | animating) == painted | needsFrames | animating)
  }

  @Test("a dismissal is reported once, as the host event `dismissed`, never as a drag event")
  func dismissalOnce() throws {
    let handle = Self.placedBadge()
    defer { sessionFree(handle) }
    #expect(sessionDismiss(handle, 2, 0) == 1)
    let events = Self.records(sessionEvents(handle))
    let dismissedDrag = Double(SessionExports.index(of: DragEventKind.dismissed))
    #expect(events.filter { $0[0] == 1 } == [[1, 0, 2]])
    #expect(!events.contains { $0[0] == 0 && $0[1] == dismissedDrag })
    #expect(sessionDismiss(handle, 3, 1) == 0)
    // The wire description does not describe it either.
    let wire = Self.output(wireDescription())
    #expect(wire.contains(";hostEvent:drag=0,dismissed=1,haptic=2,"))
    let dragSection = try #require(wire.split(separator: ";").first { $0.hasPrefix("dragEvent:") })
    #expect(dragSection == "dragEvent:began=0,snapped=1,reattached=2,released=3,restored=4")
  }

  @Test("the wire describes the core's input rules: the dismiss keys and the dragging button")
  func inputRules() throws {
    let wire = Self.output(wireDescription())
    let sections = wire.split(separator: ";")
    #expect(sections.contains("dismissKey:Delete=0,Backspace=1"))
    #expect(sections.contains("pointer:dragMouseButton=0"))
  }

  @Test("the label's font family, for the resting badge and the canvas alike")
  func labelFont() {
    #expect(Self.output(labelFontFamily()) == "DejaVu Sans")
  }

  @Test("clear all: the page reports boxes and the viewport; the core orders the members")
  func clearAllOrder() {
    let trigger = Self.placedBadge()
    let badges = (0..<4).map { _ in Self.placedBadge() }
    let group = groupNew(trigger)
    defer {
      groupFree(group)
      for handle in badges + [trigger] { sessionFree(handle) }
    }
    // Below the viewport, on screen at 300, detached, on screen at 120 (viewport 390 × 844).
    let boxes: [(attached: Int32, top: Double)] = [(1, 900), (1, 300), (0, 50), (1, 120)]
    for (handle, box) in zip(badges, boxes) {
      groupMember(handle, box.attached, 300, box.top, 328, box.top + 20, 390, 844)
    }
    groupStart(group, 1)
    let steps = Self.records(groupAdvance(group, 10))
    #expect(steps.map { Int32($0[1]) } == [badges[3], badges[1], badges[0], badges[2]])
    #expect(steps.map { $0[0] } == [0, 0, 0, 0])
    // The completion comes at the next advance, once no member the group dismissed draws in
    // the overlay (the page dismissed none of them here).
    #expect(groupNeedsFrames(group) == 1)
    #expect(Self.records(groupAdvance(group, 10.01)).map { $0[0] } == [1])
    #expect(groupNeedsFrames(group) == 0)
  }

  @Test("a refused configuration: the export's message is the CLI's, for every number row")
  func refusedConfigurationMessages() throws {
    var cases: [(path: String, value: Double)] = [("reattachDistance", 250)]
    for knob in StickyBadgeConfiguration.knobs where knob.kind == .number || knob.kind == .integer {
      let path = String(describing: knob.path)
      cases.append((path, knob.valid.lowerBound - 1))
      cases.append((path, knob.valid.upperBound * 2 + 1))
    }
    #expect(cases.count > 25)
    for (path, value) in cases {
      readDefaultConfiguration()
      let index = try #require(StickyBadgeConfiguration.knobs.firstIndex { "\($0.path)" == path })
      configurationBufferAddress()[index] = value
      let length = applyConfiguration()
      #expect(length > 0, "\(path) = \(value) was taken")
      // The same value in a scenario's JSON: a dotted path as a nested object.
      let parts = path.split(separator: ".")
      let member = "\"\(parts.last!)\": \(NumberFormatting.decimal(value))"
      let json = parts.count == 1 ? "{\(member)}" : "{\"\(parts[0])\": {\(member)}}"
      let field = JSONField(try JSONParser.parse(json), path: "configuration")
      #expect(throws: ScenarioError(Self.output(length))) {
        _ = try ConfigurationCoding.decode(field)
      }
    }
  }

  @Test(
    "a value a row's property cannot hold is refused as given: a negative seed, a Boolean of 5, a huge count"
  )
  func refusedValuesAsGiven() throws {
    let cases: [(path: String, value: Double, message: String)] = [
      ("burst.seed", -1, "configuration.burst.seed: must be in [0, 2147483647], got -1"),
      ("isAnimated", 5, "configuration.isAnimated: must be in [0, 1], got 5"),
      ("pullMode", 2, "configuration.pullMode: must be in [0, 1], got 2"),
      (
        "burst.particleCount", 2e7,
        "configuration.burst.particleCount: must be in [0, 512], got 20000000"
      ),
      ("burst.particleCount", 512, ""),
    ]
    for (path, value, message) in cases {
      readDefaultConfiguration()
      let index = try #require(StickyBadgeConfiguration.knobs.firstIndex { "\($0.path)" == path })
      configurationBufferAddress()[index] = value
      let length = applyConfiguration()
      #expect((length > 0 ? Self.output(length) : "") == message, "\(path) = \(value)")
    }
    readDefaultConfiguration()
    #expect(applyConfiguration() == 0)
  }

  @Test("the shared, blob, scenario and faces modules' exports run natively")
  func otherModules() {
    readDefaultConfiguration()
    #expect(applyConfiguration() == 0)
    let swift = configurationSwiftSource()
    #expect(Self.output(swift).hasPrefix("var configuration = StickyBadgeConfiguration()\n"))
    #expect(placeStretchy(0, 0, 300) == 0)
    stretchyBegan(150, 60, 0)
    stretchyMoved(150, 140, 0.1)
    #expect(stretchyAdvance(0.1) > 0)
    #expect(stretchyPaint(0) == 1)
    let name = paintLayoutName(0)
    #expect(name > 0 && paintLayoutOffset(0) >= 0 && paintLayoutName(100_000) == -1)
    let broken = Self.input("{")
    #expect(simulateScenario(broken, 60) < 0)
    #expect(paintScenarioFrame(Self.input("{"), 60, 0, 0) < 0)
  }
}
