import Testing

@_spi(Hosting) @testable import StickyBadge

/// What a release and a dismissal report, pinned at the edges the state machine's rules
/// draw: the outcome of a release follows the badge's phase (the hysteresis), not its
/// distance, and a dismissal is reported exactly once.
@Suite("Pinned: the outcome of a release and the one dismissal")
struct PinnedReleaseTests {
  typealias Fixture = SessionFixture

  /// Pulled 100 points down (detached beyond 80), then brought back to `distance`.
  static func detachedSession(
    at distance: Double, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) -> BadgeSession {
    var session = Fixture.session(configuration: configuration)
    Fixture.hold(&session, at: 100, time: 0)
    #expect(session.phase == .detached)
    Fixture.pan(&session, .changed, offset: Point(x: 0, y: distance), time: 0.1)
    _ = session.takeEvents()
    return session
  }

  @Test(
    "a detached badge let go inside the snap distance but not closer than the re-attach distance bursts",
    arguments: [79.0, 60, 40.001, 40])
  func detachedInsideSnapDistanceBursts(distance: Double) {
    var session = Self.detachedSession(at: distance)
    #expect(session.phase == .detached)
    let outcome = Fixture.pan(&session, .ended, offset: Point(x: 0, y: distance), time: 0.2)
    #expect(outcome == .burst)
    let events = session.takeEvents()
    #expect(events.contains(.released(.burst, time: 0.2)))
    #expect(session.phase == .bursting)
  }

  @Test(
    "brought back 0.001 inside the re-attach distance it re-attaches, and let go it springs home")
  func reattachedReturnsHome() {
    var session = Self.detachedSession(at: 39.999)
    #expect(session.phase == .stretching)
    let outcome = Fixture.pan(&session, .ended, offset: Point(x: 0, y: 39.999), time: 0.2)
    #expect(outcome == .returnHome)
    #expect(session.takeEvents().contains(.released(.returnHome, time: 0.2)))
    #expect(session.phase == .returning)
  }

  @Test(
    "without animation a detached release is dismissed at once: reported as a burst, with the burst haptic, by pan and by raw touch"
  )
  func unanimatedDetachedReleaseIsABurst() {
    var still = StickyBadgeConfiguration()
    still.isAnimated = false
    var session = Self.detachedSession(at: 100, configuration: still)
    let outcome = Fixture.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 0.2)
    #expect(outcome == .burst)
    let events = session.takeEvents()
    #expect(events.contains(.released(.burst, time: 0.2)))
    #expect(Fixture.haptics(events) == [.burst])
    #expect(Fixture.dismissals(events) == 1)
    #expect(session.phase == .dismissed)

    var touched = Fixture.session(configuration: still)
    let tookHold = touched.touchBegan(at: Fixture.home, time: 0)
    #expect(tookHold)
    touched.touchMoved(to: Fixture.home + Point(x: 0, y: 100), time: 0.1)
    let touchOutcome = touched.touchEnded(at: Fixture.home + Point(x: 0, y: 100), time: 0.2)
    #expect(touchOutcome == .burst)
    #expect(touched.takeEvents().contains(.released(.burst, time: 0.2)))
  }

  @Test(
    "a group badge let go detached without animation starts clear all at its release, though its frame is already dismissed"
  )
  func unanimatedReleaseTriggersClearAll() throws {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Fixture.home, radius: 9),
      configuration: changed(StickyBadgeConfiguration()) { $0.isAnimated = false })
    _ = engine.touchBegan(at: Fixture.home, time: 0)
    engine.touchMoved(to: Fixture.home + Point(x: 0, y: 100), time: 0.1)
    engine.touchEnded(at: Fixture.home + Point(x: 0, y: 100), time: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.frame.phase == .dismissed)
    #expect(ClearAllSequence.triggerTime(in: engine.frame) == 0.2)
  }

  @Test("a raw touch let go detached reports the burst; let go attached, the return home")
  func rawTouchOutcomes() {
    for (distance, expected) in [(100.0, ReleaseOutcome.burst), (50, .returnHome)] {
      var session = Fixture.session()
      let tookHold = session.touchBegan(at: Fixture.home, time: 0)
      #expect(tookHold)
      session.touchMoved(to: Fixture.home + Point(x: distance, y: 0), time: 0.1)
      let outcome = session.touchEnded(at: Fixture.home + Point(x: distance, y: 0), time: 0.2)
      #expect(outcome == expected)
    }
  }

  @Test("the dismissal is reported exactly once, even when the session is told it twice")
  func dismissalReportedOnceDirectly() {
    var session = Fixture.session()
    session.finishDismissal(at: 1)
    session.finishDismissal(at: 2)
    let events = session.takeEvents()
    #expect(Fixture.dismissals(events) == 1)
    #expect(events.contains(.dismissed(time: 1)))
    #expect(!events.contains(.dismissed(time: 2)))
    #expect(session.isDismissed && session.phase == .dismissed)
  }

  @Test(
    "dismissed from code, dismissed again, interrupted mid-burst and advanced: one dismissal, at the interruption"
  )
  func dismissalOnceThroughTheHostCalls() {
    var session = Fixture.session()
    let dismissed = session.dismiss(time: 1)
    #expect(dismissed)
    let again = session.dismiss(time: 1.1)
    #expect(!again)  // already bursting: nothing more
    session.advance(to: 1.2)
    session.interrupt(.backgrounded, time: 1.25)  // the burst counts as the dismissal
    session.advance(to: 1.5)
    let afterwards = session.dismiss(time: 1.6)
    #expect(!afterwards)
    session.advance(to: 3)
    let events = session.takeEvents()
    #expect(Fixture.dismissals(events) == 1)
    #expect(events.contains(.dismissed(time: 1.25)))
  }

  @Test("after its own burst the badge keeps its last frame, invisible, and reports nothing more")
  func ownBurstKeepsItsFrame() throws {
    var session = Self.detachedSession(at: 100)
    Fixture.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 0.2)
    let end = 0.2 + BurstConfiguration().duration
    session.advance(to: end)  // the burst's end: dismissed exactly then
    let events = session.takeEvents()
    #expect(events.contains(.dismissed(time: end)))
    for time in [0.6, 1.0] {
      session.advance(to: time)
      #expect(!session.hasEvents)
      let frame = try #require(session.latestFrame)
      #expect(frame.phase == .dismissed && frame.opacity == 0)
    }
  }
}
