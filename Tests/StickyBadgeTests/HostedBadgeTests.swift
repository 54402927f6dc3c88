import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosted badge: what a host that keeps badges by handle (the web) leaves to the core")
struct HostedBadgeTests {
  /// A badge showing "12" placed as a 28.096 × 20 capsule at (100, 40): centre (114.048, 50).
  static func placedBadge(touchMargin: Double = 14) -> HostedBadge {
    var configuration = StickyBadgeConfiguration()
    configuration.touchMargin = touchMargin
    let badge = HostedBadge(configuration: configuration)
    badge.setCount(12, maximum: .nan, time: 0)
    let size = badge.restingSize(labelFontSize: 13)
    badge.place(x: 100, y: 40, width: size.width, height: size.height)
    return badge
  }

  static let center = Point(x: 114.048, y: 50)
  static let rightEdge = 128.096

  @Test("a host's number is a count from 0 up to 2^31 - 1, larger ones saturate, NaN a dot")
  func countsFromNumbers() {
    #expect(HostedBadge.largestCount == 2_147_483_647)
    #expect(HostedBadge.count(from: -0.000_001) == nil)
    #expect(HostedBadge.count(from: -0.0) == 0)
    #expect(HostedBadge.count(from: 0) == 0)
    #expect(HostedBadge.count(from: 0.999) == 0)
    #expect(HostedBadge.count(from: 1) == 1)
    #expect(HostedBadge.count(from: 12.7) == 12)
    #expect(HostedBadge.count(from: 2_147_483_646) == 2_147_483_646)
    #expect(HostedBadge.count(from: 2_147_483_647) == 2_147_483_647)
    #expect(HostedBadge.count(from: 2_147_483_648) == 2_147_483_647)
    #expect(HostedBadge.count(from: 1e20) == 2_147_483_647)
    #expect(HostedBadge.count(from: 1e308) == 2_147_483_647)
    #expect(HostedBadge.count(from: .infinity) == 2_147_483_647)
    #expect(HostedBadge.count(from: -.infinity) == nil)
    #expect(HostedBadge.count(from: .nan) == nil)
  }

  @Test("counts of any size show the 99+ form, and the badge still takes a press")
  func hugeCountsSaturate() {
    let badge = HostedBadge(configuration: StickyBadgeConfiguration())
    for number in [2_147_483_648, 99_999_999_999, 1e20, 0x1p53, 1e308, .infinity] {
      badge.setCount(number, maximum: .nan, time: 0)
      #expect(badge.label.bytes == Array("99+".utf8) && badge.count == 2_147_483_647)
    }
    badge.place(x: 100, y: 40, width: 36, height: 20)
    #expect(badge.pointer(.began, at: Point(x: 118, y: 50), from: Point(x: 118, y: 50), time: 1))
  }

  @Test("non-finite points and times are refused: a press takes nothing, a release cancels")
  func nonFiniteInputIsRefused() {
    let badge = Self.placedBadge()
    let center = Self.center
    for point in [Point(x: .nan, y: 50), Point(x: 114, y: .infinity)] {
      #expect(!badge.pointer(.began, at: point, from: point, time: 1))
    }
    #expect(!badge.pointer(.began, at: center, from: center, time: .nan))
    #expect(!badge.pointer(.began, at: center, from: center, time: -.infinity))
    badge.place(x: .nan, y: 40, width: 28, height: 20)  // ignored: still at (100, 40)
    badge.place(x: 100, y: 40, width: .infinity, height: 20)
    #expect(badge.inspection?.center == center)
    #expect(badge.pointer(.began, at: center, from: center, time: 1))
    let moved = Point(x: 150, y: 80)
    #expect(badge.pointer(.changed, at: moved, from: center, time: 1.1))
    #expect(badge.pointer(.changed, at: Point(x: .nan, y: 0), from: center, time: 1.2))
    #expect(badge.advance(to: .nan) && badge.inspection?.center.isFinite == true)
    #expect(!badge.pointer(.ended, at: Point(x: .infinity, y: 0), from: center, time: 1.3))
    #expect(badge.needsFrames)  // cancelled: it returns home
  }

  /// A "12" badge is wider (28.096) than tall (20): its target reaches 14 points (the touch
  /// margin) above and below, measured from its top and bottom edges, not from its width.
  @Test(
    "a press below a placed capsule is measured by its height",
    arguments: [(13.0, true), (14, true), (14.5, false)])
  func pressBelowACapsule(below: Double, inside: Bool) {
    let badge = HostedBadge(configuration: StickyBadgeConfiguration())
    badge.setCount(12, maximum: .nan, time: 0)
    badge.place(x: 100, y: 40, width: 28.096, height: 20)
    var choice = TouchTargetChoice()
    badge.offer(to: &choice, as: 0, pressAt: Point(x: 114.048, y: 60 + below))
    #expect(choice.chosen == (inside ? 0 : nil))
    if inside { #expect(abs(choice.distance - below) < 1e-9) }
  }

  @Test(
    "rows closer than the target: each badge offered where it is placed takes its own presses",
    arguments: [16.0, 20, 28, 44])
  func pressesInDenseRows(spacing: Double) {
    // Five "12" badges (28.096 × 20) in a column, `spacing` apart, as a list's rows put them.
    let badges = (0..<5).map { row in
      let badge = HostedBadge(configuration: StickyBadgeConfiguration())
      badge.setCount(12, maximum: .nan, time: 0)
      badge.place(x: 100, y: 40 + Double(row) * spacing, width: 28.096, height: 20)
      return badge
    }
    func pressed(at point: Point) -> Int? {
      var choice = TouchTargetChoice()
      for (index, badge) in badges.enumerated() {
        badge.offer(to: &choice, as: index, pressAt: point)
      }
      return choice.chosen
    }
    let gap = spacing - 20
    for (row, badge) in badges.enumerated() {
      let top = 40 + Double(row) * spacing
      var presses = [
        Point(x: 114.048, y: top + 10), Point(x: 96, y: top + 10), Point(x: 132.096, y: top + 10),
      ]
      // 4 points above and below, where the gap leaves that point nearer this badge.
      if row == 0 || gap > 8 { presses.append(Point(x: 114.048, y: top - 4)) }
      if row == badges.count - 1 || gap > 8 { presses.append(Point(x: 114.048, y: top + 24)) }
      for press in presses {
        #expect(pressed(at: press) == row, "row \(row), press \(press), spacing \(spacing)")
        #expect(badge.pointer(.began, at: press, from: press, time: 1))
        badge.cancelPointer(time: 1)
        _ = badge.advance(to: 10)
      }
    }
    #expect(pressed(at: Point(x: 114.048, y: 40 + 5 * spacing + 40)) == nil)
    var choice = TouchTargetChoice()
    HostedBadge(configuration: StickyBadgeConfiguration())
      .offer(to: &choice, as: 9, pressAt: Point(x: 0, y: 0))
    #expect(choice.chosen == nil)  // a badge with no place is not offered
  }

  @Test("hidden by the host: stops at once, takes no press until shown and placed again")
  func hiddenByHost() {
    let badge = Self.placedBadge()
    let center = Self.center
    #expect(badge.pointer(.began, at: center, from: center, time: 1))
    #expect(badge.pointer(.changed, at: Point(x: 200, y: 50), from: center, time: 1.1))
    badge.setHiddenByHost(true, time: 1.2)
    #expect(!badge.needsFrames && !badge.advance(to: 1.3) && badge.hitTarget == nil)
    #expect(!badge.takeEvents().contains { if case .dismissed = $0 { true } else { false } })
    badge.place(x: 100, y: 40, width: 28.096, height: 20)  // ignored while hidden
    #expect(!badge.pointer(.began, at: center, from: center, time: 2))
    badge.setHiddenByHost(false, time: 3)
    badge.place(x: 100, y: 40, width: 28.096, height: 20)
    #expect(badge.pointer(.began, at: center, from: center, time: 4))
    // Dismissed, hidden by the host, given a new count, shown: it can be dragged again.
    #expect(badge.dismiss(time: 5, isVisible: false))
    badge.setHiddenByHost(true, time: 6)
    badge.setCount(1, maximum: .nan, time: 7)
    badge.setHiddenByHost(false, time: 8)
    badge.place(x: 100, y: 40, width: 20, height: 20)
    #expect(badge.pointer(.began, at: Point(x: 110, y: 50), from: Point(x: 110, y: 50), time: 9))
  }

  @Test("a non-finite time stands for the latest finite one the badge was given")
  func takenTimes() {
    let badge = HostedBadge(configuration: StickyBadgeConfiguration())
    #expect(badge.takeTime(.nan) == 0)
    #expect(badge.takeTime(2.5) == 2.5 && badge.latestTime == 2.5)
    #expect(badge.takeTime(.infinity) == 2.5 && badge.takeTime(-.infinity) == 2.5)
    #expect(badge.takeTime(-1) == -1 && badge.latestTime == -1)
  }

  @Test("a host's maximum counts from 1 to 2^31 - 1; NaN is the default 99")
  func maximumsFromNumbers() {
    #expect(HostedBadge.countFormat(maximum: .nan).maximum == 99)
    #expect(HostedBadge.countFormat(maximum: 0.5).maximum == 1)
    #expect(HostedBadge.countFormat(maximum: 1).maximum == 1)
    #expect(HostedBadge.countFormat(maximum: 1.5).maximum == 1)
    #expect(HostedBadge.countFormat(maximum: 2).maximum == 2)
    #expect(HostedBadge.countFormat(maximum: -.infinity).maximum == 1)
    #expect(HostedBadge.countFormat(maximum: 2_147_483_646).maximum == 2_147_483_646)
    #expect(HostedBadge.countFormat(maximum: 2_147_483_647).maximum == 2_147_483_647)
    #expect(HostedBadge.countFormat(maximum: 1e16).maximum == 2_147_483_647)
    #expect(HostedBadge.countFormat(maximum: .infinity).maximum == 2_147_483_647)
  }

  @Test("the count shown: 99 and 99+ around the maximum, a dot without a count, hidden at 0")
  func contentOfCounts() {
    let badge = HostedBadge(configuration: StickyBadgeConfiguration())
    badge.setCount(99, maximum: 99, time: 0)
    // The label is kept as bytes (`label`); the content only says there is one.
    #expect(badge.content == .text("") && badge.count == 99)
    #expect(badge.label.bytes == Array("99".utf8))
    badge.setCount(100, maximum: 99, time: 0)
    #expect(badge.content == .text("") && badge.count == 100)
    #expect(badge.label.bytes == Array("99+".utf8))
    badge.setCount(-1, maximum: 99, time: 0)
    #expect(badge.content == .dot && badge.count == nil && badge.label.bytes.isEmpty)
    badge.setCount(0, maximum: 99, time: 0)
    #expect(badge.content == .hidden && badge.restingSize(labelFontSize: 13) == (0, 0))
    // Hidden: it cannot be placed, so it cannot be dragged.
    badge.place(x: 0, y: 0, width: 20, height: 20)
    #expect(badge.session.restingShape == nil)
    let held = badge.pointer(.began, at: Point(x: 10, y: 10), from: Point(x: 10, y: 10), time: 0)
    #expect(!held)
  }

  @Test("a label of 13 points: 28.096 × 20, as the iOS view is sized")
  func restingSize() {
    let badge = Self.placedBadge()
    let size = badge.restingSize(labelFontSize: 13)
    #expect(abs(size.width - 28.096) < 1e-9 && size.height == 20)
    #expect(badge.session.restingShape?.center == Self.center)
  }

  @Test("the label's baseline at rest: capHeight / 2 below the centre, as painted in motion")
  func restingLabelBaseline() {
    let badge = Self.placedBadge()
    // 10 (half of 20) + 0.729 × 13 / 2.
    #expect(abs(badge.restingLabelBaseline(labelFontSize: 13) - 14.7385) < 1e-9)
    badge.setCount(0, maximum: .nan, time: 0)
    #expect(badge.restingLabelBaseline(labelFontSize: 13) == 0)
  }

  @Test("a pointer takes hold on the badge and within its touch margin (14), not beyond")
  func touchMargin() {
    for (offset, held) in [(13.9, true), (14.0, true), (14.1, false)] {
      let badge = Self.placedBadge()
      let point = Point(x: Self.rightEdge + offset, y: Self.center.y)
      let took = badge.pointer(.began, at: point, from: point, time: 0)
      #expect(took == held, "at +\(offset)")
    }
    // Above the badge: the same margin.
    for (offset, held) in [(13.9, true), (14.1, false)] {
      let badge = Self.placedBadge()
      let point = Point(x: Self.center.x, y: 40 - offset)
      let took = badge.pointer(.began, at: point, from: point, time: 0)
      #expect(took == held, "at -\(offset)")
    }
    // A margin of 4: 4.1 points out is beside the badge.
    let narrow = Self.placedBadge(touchMargin: 4)
    let beside = Point(x: Self.rightEdge + 4.1, y: Self.center.y)
    let took = narrow.pointer(.began, at: beside, from: beside, time: 0)
    #expect(!took)
  }

  @Test("the touch target around the placed badge: the margin, at least 44 points square")
  func hitTarget() {
    #expect(HostedBadge(configuration: StickyBadgeConfiguration()).hitTarget == nil)
    let badge = Self.placedBadge()
    let target = badge.hitTarget
    #expect(target?.horizontalOutset == 14 && target?.verticalOutset == 14)
    // A margin of 4 around a badge 20 high: 12 above and below (44 points), 8 beside.
    let narrow = Self.placedBadge(touchMargin: 4)
    #expect(narrow.hitTarget?.verticalOutset == 12)
    #expect(abs((narrow.hitTarget?.horizontalOutset ?? 0) - 7.952) < 1e-9)
  }

  @Test(
    "a vertical swipe on the badge is the page's once the configuration has a drag-start distance")
  func verticalSwipes() {
    let badge = Self.placedBadge()
    #expect(!badge.leavesVerticalSwipesToScrolling)
    badge.configure(
      changed(StickyBadgeConfiguration()) { $0.dragStartDistance = 12 },
      environment: BadgeEnvironment())
    #expect(badge.leavesVerticalSwipesToScrolling)
  }

  @Test("only a finger holding the badge (stretching, detached) makes frames without the clock")
  func changesOnlyWithInput() {
    for phase in DragPhase.allCases {
      let expected = phase == .stretching || phase == .detached
      #expect(HostedBadge.changesOnlyWithInput(in: phase) == expected, "\(phase)")
    }
    #expect(!HostedBadge.changesOnlyWithInput(in: nil))
  }

  @Test("held: advancing paints the input's frame without stepping the clock; released: it steps")
  func heldBadgeIsNotAdvanced() {
    let badge = Self.placedBadge()
    let took = badge.pointer(.began, at: Self.center, from: Self.center, time: 1)
    #expect(took)
    badge.pointer(.changed, at: Self.center + Point(x: -30, y: 0), from: Self.center, time: 1.1)
    let paintedHeld = badge.advance(to: 1.1)
    #expect(paintedHeld && badge.frameIsPainted)
    #expect(!badge.needsRepaint && !badge.isAnimating && badge.needsFrames)
    let paintedLater = badge.advance(to: 3)
    #expect(paintedLater)
    #expect(badge.session.engine?.currentTime == 1.1)
    let held = badge.inspection
    #expect(held?.phase == .stretching && held?.opacity == 1 && (held?.outlineElements ?? 0) > 0)
    #expect(abs((held?.center.x ?? 0) - 84.048) < 1e-9 && held?.center.y == 50)
    badge.pointer(.changed, at: Self.center + Point(x: -31, y: 0), from: Self.center, time: 3)
    #expect(badge.needsRepaint)
    badge.pointer(.ended, at: Self.center + Point(x: -31, y: 0), from: Self.center, time: 3)
    let paintedReleased = badge.advance(to: 3.05)
    #expect(paintedReleased)
    #expect(badge.session.engine?.currentTime == 3.05)
    #expect(badge.session.phase == .returning && badge.isAnimating && badge.needsRepaint)
  }

  @Test("the frame painted is the session's own paintFrame() for the same input")
  func paintsAsTheSession() {
    let badge = Self.placedBadge()
    var session = BadgeSession(restingShape: badge.session.restingShape)
    session.labelText = "12"
    let pulled = Self.center + Point(x: -40, y: 12)
    badge.pointer(.began, at: Self.center, from: Self.center, time: 0)
    session.pan(.began, location: Self.center, translation: .zero, time: 0)
    badge.pointer(.changed, at: pulled, from: Self.center, time: 0.1)
    session.pan(.changed, location: pulled, translation: pulled - Self.center, time: 0.1)
    let painted = badge.advance(to: 0.1)
    #expect(painted)
    let expected = session.paintFrame()
    #expect(expected != nil)
    #expect(badge.paintList == expected)
    var buffer = [Double](repeating: .nan, count: PaintListLayout.capacity)
    buffer.withUnsafeMutableBufferPointer { badge.writePaintList(to: $0) }
    #expect(buffer.contains { !$0.isNaN })
  }

  @Test("the dismissal is reported once, as `dismissed`, not also as a drag event")
  func dismissalReportedOnce() {
    #expect(!HostedBadge.reports(.drag(DragEvent(.dismissed, at: 1))))
    for kind in DragEventKind.allCases where kind != .dismissed {
      #expect(HostedBadge.reports(.drag(DragEvent(kind, at: 1))), "\(kind)")
    }
    #expect(HostedBadge.reports(.dismissed(time: 1)))
    #expect(HostedBadge.reports(.released(.burst, time: 1)))
    #expect(HostedBadge.reports(.presentation(.dismissed)))
    let badge = Self.placedBadge()
    let dismissed = badge.dismiss(time: 2, isVisible: false)
    #expect(dismissed)
    let reported = badge.takeEvents().filter(HostedBadge.reports)
    #expect(reported == [.presentation(.dismissed), .dismissed(time: 2)])
    let gone = badge.inspection
    #expect(gone?.phase == .dismissed && gone?.opacity == 0 && gone?.center == Self.center)
    let again = badge.dismiss(time: 3, isVisible: true)
    #expect(!again)
  }

  @Test("the label's font family is the one the core's label metrics describe")
  func labelFontFamily() {
    #expect(HostedBadge.labelFontFamily.description == "DejaVu Sans")
    #expect(BadgeSession().labelFont == .dejaVuSansBold)
  }
}
