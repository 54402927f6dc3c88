import Testing

@_spi(Hosting) @testable import StickyBadge

/// Finite but enormous touch coordinates (found by the engine fuzzer, Fuzz/): the badge
/// must not follow them into coordinates that overflow to infinity.
@Suite("Huge finite input")
struct HugeInputTests {
  static let home = Point(x: 100, y: -100)

  @Test("a drag to the largest finite coordinate is ignored and every frame stays finite")
  func dragToTheLargestFiniteCoordinate() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Self.home, radius: 9))
    engine.touchBegan(at: Self.home, time: 0)
    engine.touchMoved(to: Point(x: 262, y: .greatestFiniteMagnitude), time: 0.01)
    engine.advance(to: 0.01)
    #expect(engine.frame.isFinite)
    #expect(engine.phase == .stretching)
    #expect(engine.frame.badge.center == Self.home)

    // Cancelled out there and dismissed mid-return: still finite (before the guard the
    // badge centre became 1.8e308, then infinity in the burst).
    engine.touchCancelled(time: 0.02)
    engine.dismiss(time: 0.04)
    for step in 0...30 {
      engine.advance(to: 0.04 + Double(step) / 60)
      #expect(engine.frame.isFinite)
    }
  }

  @Test("moves within the maximum drag distance are followed, beyond it ignored")
  func maximumDragDistance() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Self.home, radius: 9))
    engine.touchBegan(at: Self.home, time: 0)
    let limit = StickyBadgeEngine.maximumDragDistance
    let inside = Point(x: Self.home.x + limit * 0.5, y: Self.home.y)
    engine.touchMoved(to: inside, time: 0.01)
    engine.advance(to: 0.01)
    #expect(engine.frame.badge.center == inside)
    #expect(engine.phase == .detached)
    engine.touchMoved(to: Point(x: Self.home.x + limit * 2, y: Self.home.y), time: 0.02)
    engine.advance(to: 0.02)
    #expect(engine.frame.badge.center == inside)
  }
}
