import Testing

@_spi(Hosting) @testable import StickyBadge

/// ``StickyBadgeConfiguration/dragStartDistance``: the pull begins once the finger has moved
/// that far from where it touched down (exactly at it, it begins), so a swipe that starts on
/// a badge in a scrolling list still scrolls the list.
@Suite("Drag-start distance")
struct DragStartDistanceTests {
  static let home = Point(x: 100, y: 100)
  static let configuration = changed(StickyBadgeConfiguration()) { $0.dragStartDistance = 10 }

  @Test(
    "the engine begins the pull at the distance and just over it, not 0.001 pt under it",
    arguments: [(9.999, false), (10, true), (10.001, true)])
  func engine(moved: Double, begins: Bool) throws {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Self.home, radius: 10), configuration: Self.configuration)
    let took0 = engine.touchBegan(at: Self.home, time: 0)
    #expect(took0)
    engine.advance(to: 0)
    #expect(engine.phase == .resting && engine.frame.events.isEmpty)
    engine.touchMoved(to: Self.home + Point(x: 0, y: moved), time: 0.1)
    engine.advance(to: 0.1)
    #expect(engine.phase == (begins ? .stretching : .resting))
    #expect(engine.frame.events.map(\.kind) == (begins ? [.began] : []))
    // The badge does not jump by the distance: it follows the finger from where the pull began.
    engine.touchMoved(to: Self.home + Point(x: 0, y: moved + 5), time: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.frame.badge.center == (begins ? Self.home + Point(x: 0, y: 5) : Self.home))
    engine.touchEnded(at: Self.home + Point(x: 0, y: moved + 5), time: 0.3)
    engine.advance(to: 2)
    #expect(engine.phase == .resting && engine.frame.badge.center == Self.home)
  }

  @Test("a touch that lifts, or is cancelled, before the distance does nothing")
  func tap() throws {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Self.home, radius: 10), configuration: Self.configuration)
    let took0 = engine.touchBegan(at: Self.home, time: 0)
    #expect(took0)
    engine.touchEnded(at: Self.home + Point(x: 3, y: 4), time: 0.1)
    // A later move is not a drag: the touch has ended.
    engine.touchMoved(to: Self.home + Point(x: 0, y: 30), time: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.phase == .resting && engine.frame.events.isEmpty)
    let tookAgain = engine.touchBegan(at: Self.home, time: 0.3)
    #expect(tookAgain)
    engine.touchCancelled(time: 0.4)
    engine.touchMoved(to: Self.home + Point(x: 0, y: 30), time: 0.5)
    engine.advance(to: 0.5)
    #expect(engine.phase == .resting && engine.frame.events.isEmpty)
  }

  @Test("the default, 0, begins the pull at touch-down")
  func zero() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Self.home, radius: 10))
    #expect(StickyBadgeConfiguration().dragStartDistance == 0)
    let took0 = engine.touchBegan(at: Self.home, time: 0)
    #expect(took0)
    engine.advance(to: 0)
    #expect(engine.phase == .stretching && engine.frame.events.map(\.kind) == [.began])
  }

  @Test(
    "a pan recognised under the distance is left to the scroll view; at and over it, it begins",
    arguments: [(9.999, false), (10, true), (10.001, true)])
  func session(moved: Double, begins: Bool) {
    var session = SessionFixture.session(configuration: Self.configuration)
    let translation = Point(x: 0, y: moved)
    #expect(
      session.shouldBeginPan(location: Self.home + translation, translation: translation)
        == begins)
    // Fed anyway (a host that does not ask), the pull still waits for the distance.
    SessionFixture.pan(&session, .began, offset: Point(x: 0, y: 5), time: 0)
    #expect(session.isTracking && session.phase == .resting)
    SessionFixture.pan(&session, .changed, offset: translation, time: 0.1)
    #expect(session.phase == (begins ? .stretching : .resting))
    #expect(SessionFixture.dragKinds(session.takeEvents()) == (begins ? [.began] : []))
  }

  @Test(
    "a session's raw touches (the web, the CLI) begin the pull at the distance, not under it",
    arguments: [(9.999, false), (10, true), (10.001, true)])
  func sessionTouches(moved: Double, begins: Bool) {
    var session = SessionFixture.session(configuration: Self.configuration)
    let tookHold = session.touchBegan(at: Self.home, time: 0)
    #expect(tookHold)
    #expect(session.phase == .resting && SessionFixture.dragKinds(session.takeEvents()).isEmpty)
    session.touchMoved(to: Self.home + Point(x: moved, y: 0), time: 0.1)
    #expect(session.phase == (begins ? .stretching : .resting))
    #expect(SessionFixture.dragKinds(session.takeEvents()) == (begins ? [.began] : []))
    session.touchEnded(at: Self.home + Point(x: moved, y: 0), time: 0.2)
    session.advance(to: 3)
    #expect(session.phase == .resting)
  }

  @Test(
    "under the distance, a pan more vertical than horizontal is the list's; one at 45 degrees or flatter holds the badge",
    arguments: [
      (Point(x: 0, y: 6), false), (Point(x: 4.999, y: 5), false), (Point(x: 5, y: 5), true),
      (Point(x: 5.001, y: 5), true), (Point(x: -6, y: 0), true), (Point(x: 3, y: -4), false),
      (Point(x: .nan, y: 0), false), (Point(x: 0, y: 10), true),
    ])
  func direction(translation: Point, begins: Bool) {
    let session = SessionFixture.session(configuration: Self.configuration)
    #expect(session.leavesVerticalSwipesToScrolling)
    #expect(
      session.shouldBeginPan(location: Self.home + translation, translation: translation)
        == begins)
  }

  @Test(
    "with no distance every pan on the badge is the badge's; 0.001 pt already leaves vertical swipes to the list"
  )
  func noDistance() {
    let session = SessionFixture.session()
    #expect(!session.leavesVerticalSwipesToScrolling)
    for translation in [Point(x: 0, y: 6), Point(x: 0, y: 0.5), Point(x: 1, y: -8)] {
      #expect(session.shouldBeginPan(location: Self.home + translation, translation: translation))
    }
    let tiny = SessionFixture.session(
      configuration: changed(StickyBadgeConfiguration()) { $0.dragStartDistance = 0.001 })
    #expect(tiny.leavesVerticalSwipesToScrolling)
    let swipe = Point(x: 0, y: 0.000_9)
    #expect(!tiny.shouldBeginPan(location: Self.home + swipe, translation: swipe))
  }
}
