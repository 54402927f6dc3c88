import Testing

@_spi(Hosting) @testable import StickyBadge

/// The feature no other sticky badge has, pinned to numbers: a badge on its way home can be
/// caught, and catching it changes nothing about its flight until the finger moves it. Also
/// which side of the re-attach distance wins when a badge flying home detached is caught.
@Suite("Pinned: a badge caught on its way home")
struct PinnedCatchTests {
  static let home = Point(x: 100, y: 100)

  /// Pulled 60 right and 40 down in 0.1 s (72.1 points: still attached) and let go: it
  /// springs home with the default spring (0.4 s, bounce 0.55), flung by the finger's speed.
  static func returning() throws -> StickyBadgeEngine {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 10))
    engine.touchBegan(at: home, time: 0)
    engine.touchMoved(to: home + Point(x: 30, y: 20), time: 0.05)
    engine.touchMoved(to: home + Point(x: 60, y: 40), time: 0.1)
    engine.touchEnded(at: home + Point(x: 60, y: 40), time: 0.1)
    return engine
  }

  /// Where the untouched flight is at 0.15 s (where the finger catches it) and later.
  static let flight: [(time: Double, x: Double, y: Double)] = [
    (0.15, 165.2740731722976, 143.51604878153174),
    (0.2, 140.44811801247596, 126.96541200831732),
    (0.3, 92.07820338967322, 94.71880225978214),
    (0.45, 94.95953666272965, 96.63969110848643),
  ]

  @Test("the untouched flight home passes the pinned points")
  func untouchedFlight() throws {
    var engine = try Self.returning()
    for point in Self.flight {
      engine.advance(to: point.time)
      #expect(engine.phase == .returning)
      #expect(abs(engine.frame.badge.center.x - point.x) < 1e-9, "x at \(point.time)")
      #expect(abs(engine.frame.badge.center.y - point.y) < 1e-9, "y at \(point.time)")
    }
  }

  @Test(
    "caught mid-return and let go again without moving, it carries on exactly where its untouched flight would have been"
  )
  func caughtAndLetGoKeepsItsVelocity() throws {
    var engine = try Self.returning()
    let catchTime = Self.flight[0].time
    engine.advance(to: catchTime)
    let caughtAt = engine.frame.badge.center
    let tookHold = engine.touchBegan(at: caughtAt, time: catchTime)
    #expect(tookHold)
    #expect(engine.phase == .stretching)
    // Let go at the same instant: the finger gave it no speed of its own, so it keeps the
    // spring's velocity at the catch (zeroing it would stop it dead and change every point).
    engine.touchEnded(at: caughtAt, time: catchTime)
    #expect(engine.phase == .returning)
    for point in Self.flight.dropFirst() {
      engine.advance(to: point.time)
      #expect(abs(engine.frame.badge.center.x - point.x) < 1e-9, "x at \(point.time)")
      #expect(abs(engine.frame.badge.center.y - point.y) < 1e-9, "y at \(point.time)")
    }
  }

  /// Pulled 100 points right (detached beyond 80) in 0.1 s and cancelled: it flies home
  /// detached, along the x axis, the re-attach distance playing no part in the flight.
  static func cancelledDetached(reattach: Double) throws -> StickyBadgeEngine {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: home, radius: 10),
      configuration: changed(StickyBadgeConfiguration()) { $0.reattachDistance = reattach })
    engine.touchBegan(at: home, time: 0)
    engine.touchMoved(to: home + Point(x: 100, y: 0), time: 0.1)
    #expect(engine.phase == .detached)
    engine.touchCancelled(time: 0.1)
    #expect(engine.phase == .returning)
    return engine
  }

  /// When the finger catches the cancelled badge, and how far from home it is then.
  static let detachedCatchTime = 0.2
  static let detachedCatchDistance = 67.4135300207933

  @Test(
    "caught on its detached way home exactly at the re-attach distance it stays detached; 0.001 farther too; 0.001 closer it is attached",
    arguments: [(-0.001, DragPhase.detached), (0, .detached), (0.001, .stretching)])
  func caughtAtTheReattachDistance(offset: Double, expected: DragPhase) throws {
    let distance = Self.detachedCatchDistance
    // The re-attach distance `offset` beyond where the badge is when caught.
    var engine = try Self.cancelledDetached(reattach: distance + offset)
    engine.advance(to: Self.detachedCatchTime)
    // Where the spring has it at that instant: the point the catch decides by.
    let caughtAt = try #require(engine.motion).state(at: Self.detachedCatchTime).position
    #expect(caughtAt.y == Self.home.y)
    #expect(caughtAt.distance(to: Self.home) == distance)
    let tookHold = engine.touchBegan(at: caughtAt, time: Self.detachedCatchTime)
    #expect(tookHold)
    #expect(engine.phase == expected)
    engine.advance(to: Self.detachedCatchTime)
    #expect(engine.frame.events.map(\.kind) == [DragEventKind.began])
    #expect((engine.frame.anchor == nil) == (expected == .detached))
  }
}
