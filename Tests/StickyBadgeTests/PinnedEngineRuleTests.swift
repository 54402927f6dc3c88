import Testing

@_spi(Hosting) @testable import StickyBadge

/// Rules of the drag state machine at their exact values: where the return starts, a
/// release at home, and the farthest a badge follows a finger.
@Suite("Pinned: where the return starts and how far a badge follows")
struct PinnedEngineRuleTests {
  static let home = Point(x: 100, y: 100)

  /// An engine holding the badge, touched at its centre (the badge is where the finger is).
  static func held(_ configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()) throws
    -> StickyBadgeEngine
  {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: home, radius: 10), configuration: configuration)
    let tookHold = engine.touchBegan(at: home, time: 0)
    #expect(tookHold)
    return engine
  }

  @Test(
    "with a 50-point overshoot, let go 60 points right it is flung to 50 points left of home; with Reduce Motion it starts where it was let go"
  )
  func overshootAndReduceMotion() throws {
    for (reducesMotion, start) in [(false, Point(x: 50, y: 100)), (true, Point(x: 160, y: 100))] {
      var engine = try Self.held(
        changed(StickyBadgeConfiguration()) {
          $0.returnOvershoot = 50
          $0.reducesMotion = reducesMotion
        })
      engine.touchMoved(to: Point(x: 160, y: 100), time: 0.1)
      engine.touchEnded(at: Point(x: 160, y: 100), time: 0.1)
      engine.advance(to: 0.1)
      #expect(engine.phase == .returning)
      #expect(engine.frame.badge.center == start, "reducesMotion \(reducesMotion)")
    }
  }

  @Test(
    "let go exactly at home after a quick pull out and back, it is restored at once, with no spring"
  )
  func releasedAtHomeIsRestoredAtOnce() throws {
    var engine = try Self.held()
    engine.touchMoved(to: Point(x: 150, y: 100), time: 0.15)
    // Back home in 0.05 s: let go moving at 1000 points a second, it is still home at once.
    engine.touchMoved(to: Self.home, time: 0.2)
    engine.touchEnded(at: Self.home, time: 0.2)
    #expect(engine.phase == .resting)
    engine.advance(to: 0.2)
    #expect(engine.frame.events.map(\.kind) == [.began, .released, .restored])
    #expect(engine.frame.events.map(\.time) == [0, 0.2, 0.2])
    #expect(engine.frame.badge.center == Self.home)
  }

  @Test(
    "a finger exactly the maximum drag distance away is followed; one point farther is ignored")
  func maximumDragDistance() throws {
    var engine = try Self.held()
    let limit = StickyBadgeEngine.maximumDragDistance
    #expect(limit == 1_000_000)
    engine.touchMoved(to: Point(x: 100 + limit, y: 100), time: 0.1)
    engine.advance(to: 0.1)
    #expect(engine.frame.badge.center == Point(x: 100 + limit, y: 100))
    engine.touchMoved(to: Point(x: 101 + limit, y: 100), time: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.frame.badge.center == Point(x: 100 + limit, y: 100))
  }
}

extension PinnedEngineRuleTests {
  @Test("a badge of radius 10000 can be dragged; one of 10000.001 is refused")
  func largestBadgeRadius() {
    let center = Point(x: 0, y: 0)
    #expect(
      StickyBadgeEngine(
        checkedBadge: BadgeShape(center: center, radius: 10_000),
        configuration: StickyBadgeConfiguration()) != nil)
    #expect(
      StickyBadgeEngine(
        checkedBadge: BadgeShape(center: center, radius: 10_000.001),
        configuration: StickyBadgeConfiguration()) == nil)
  }
}
