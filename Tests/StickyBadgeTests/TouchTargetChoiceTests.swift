import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Touch targets that share space: a press goes to the nearest badge")
struct TouchTargetChoiceTests {
  /// A column of badges `spacing` points apart, as in a list's rows, offered front to back
  /// (a later row is drawn over an earlier one).
  private func pressedBadge(
    at press: Point, spacing: Double, count: Int, width: Double, height: Double
  ) -> Int? {
    var choice = TouchTargetChoice()
    for row in (0..<count).reversed() {
      let origin = Point(x: 0, y: Double(row) * spacing)
      let target = HitTarget(width: width, height: height, margin: 0)
      choice.offer(row, target: target, at: press - origin)
    }
    return choice.chosen
  }

  @Test(
    "in rows closer than the 44-point target, every badge is pressed from its centre and around it",
    arguments: [16.0, 20, 28, 44], [(14.0, 14.0), (24.0, 14.0), (18.0, 18.0)])
  func denseRows(spacing: Double, size: (width: Double, height: Double)) {
    let count = 8
    for row in 0..<count {
      let top = Double(row) * spacing
      var presses = [
        Point(x: size.width / 2, y: top + size.height / 2),
        Point(x: -4, y: top + size.height / 2),
        Point(x: size.width + 4, y: top + size.height / 2),
      ]
      // Above and below a badge, a press 4 points out goes to it unless the gap between two
      // rows is narrower: then up to just short of the middle of the gap. Where the badges
      // overlap there is no gap: above and below lie on the neighbours' visible shapes.
      let gap = spacing - size.height
      if gap > 0 {
        let vertical = Swift.min(4, gap / 2 - 0.25)
        presses.append(Point(x: size.width / 2, y: top - vertical))
        presses.append(Point(x: size.width / 2, y: top + size.height + vertical))
      }
      for press in presses {
        let pressed = pressedBadge(
          at: press, spacing: spacing, count: count, width: size.width, height: size.height)
        #expect(pressed == row, "row \(row) at \(spacing) pt, press \(press)")
      }
    }
  }

  @Test("a press on a badge's visible shape goes to it, even inside a nearer-looking target")
  func visibleShapeWins() {
    // Two 18-point dots 20 points apart: a press 1 point inside the lower dot's top edge lies
    // in both targets, 3 points below the upper dot. It is on the lower dot, so it is the
    // lower dot's, though the upper one is offered first.
    var choice = TouchTargetChoice()
    let dot = HitTarget(width: 18, height: 18, margin: 0)
    choice.offer(0, target: dot, at: Point(x: 9, y: 21))
    choice.offer(1, target: dot, at: Point(x: 9, y: 1))
    #expect(choice.chosen == 1)
    #expect(choice.distance == 0)
  }

  @Test("the capsule's distance: 0 inside, straight out from the flat sides, radial at the ends")
  func capsuleDistance() {
    let capsule = HitTarget(width: 30, height: 14, margin: 0)
    #expect(capsule.distanceToBadge(Point(x: 15, y: 7)) == 0)
    #expect(capsule.distanceToBadge(Point(x: 15, y: -3)) == 3)
    #expect(capsule.distanceToBadge(Point(x: 15, y: 17)) == 3)
    // Beyond the round end: 5 points right of the end's centre (23, 7) is 5 - 7 inside.
    #expect(capsule.distanceToBadge(Point(x: 28, y: 7)) == 0)
    #expect(capsule.distanceToBadge(Point(x: 33, y: 7)) == 3)
    // Diagonally off the corner of the bounding box the capsule is further than the box.
    let corner = capsule.distanceToBadge(Point(x: 30, y: 0))
    #expect(abs(corner - ((7.0 * 7 + 7 * 7).squareRoot() - 7)) < 1e-12)
    let tall = HitTarget(width: 10, height: 30, margin: 0)
    #expect(tall.distanceToBadge(Point(x: 5, y: -2)) == 2)
    #expect(tall.distanceToBadge(Point(x: 12, y: 15)) == 2)
  }

  @Test(
    "non-finite presses and sides are never chosen or infinitely far",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) {
    let dot = HitTarget(width: 18, height: 18, margin: 0)
    #expect(dot.distanceToBadge(Point(x: value, y: 9)) == .infinity)
    #expect(HitTarget(width: value, height: 18, margin: 0).distanceToBadge(.zero) == .infinity)
    var choice = TouchTargetChoice()
    choice.offer(0, target: dot, at: Point(x: 9, y: value))
    #expect(choice.chosen == nil)
  }

  @Test("a press outside every target chooses nothing; ties go to the badge offered first")
  func outsideAndTies() {
    #expect(
      pressedBadge(at: Point(x: 100, y: 0), spacing: 20, count: 3, width: 18, height: 18)
        == nil)
    var choice = TouchTargetChoice()
    let dot = HitTarget(width: 18, height: 18, margin: 0)
    choice.offer(7, target: dot, at: Point(x: 9, y: 9))
    choice.offer(3, target: dot, at: Point(x: 9, y: 9))
    #expect(choice.chosen == 7)
    #expect(choice.distance == 0)
  }

  @Test(
    "the choice is settled exactly when the press lies on the chosen badge's visible shape",
    arguments: [
      // A 30 × 14 capsule: its flat top edge at y 0, its round right end centred at (23, 7).
      (Point(x: 15, y: 7), true),  // inside
      (Point(x: 15, y: 0), true),  // on the top edge: distance 0
      (Point(x: 15, y: -0.5), false),  // half a point above it, in the touch margin
      (Point(x: 30, y: 7), true),  // the tip of the round end
      (Point(x: 30.5, y: 7), false),  // half a point beyond it
      (Point(x: 30, y: 0), false),  // the bounding box's corner, outside the round end
    ])
  func settled(press: Point, settled: Bool) {
    var choice = TouchTargetChoice()
    #expect(!choice.isSettled, "nothing offered yet")
    choice.offer(0, target: HitTarget(width: 30, height: 14, margin: 0), at: press)
    #expect(choice.chosen == 0)
    #expect(choice.isSettled == settled, "press \(press)")
  }

  @Test(
    "stopping at a settled choice never changes the badge a press goes to",
    arguments: [16.0, 20, 28])
  func stoppingWhenSettled(spacing: Double) {
    // Every press of a column of rows, offered front to back in full and until settled.
    let target = HitTarget(width: 24, height: 14, margin: 0)
    for y in stride(from: -20.0, through: 8 * spacing + 20, by: 0.5) {
      for x in [-10.0, -2, 0, 12, 24, 30] {
        var full = TouchTargetChoice()
        var stopped = TouchTargetChoice()
        for row in (0..<8).reversed() {
          let press = Point(x: x, y: y - Double(row) * spacing)
          full.offer(row, target: target, at: press)
          if !stopped.isSettled { stopped.offer(row, target: target, at: press) }
        }
        #expect(stopped.chosen == full.chosen, "press (\(x), \(y)) at \(spacing) pt")
      }
    }
  }
}
