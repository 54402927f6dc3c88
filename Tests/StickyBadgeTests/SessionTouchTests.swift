import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: raw touches, a badge known up front, the frame of a recording face")
struct SessionTouchTests {
  static let home = SessionFixture.home
  static let dot = BadgeShape(center: home, radius: 9)

  static func session(
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) throws -> BadgeSession {
    try BadgeSession(badge: dot, configuration: configuration)
  }

  @Test("a session made for a badge checks it, and has its resting frame from the start")
  func madeForABadge() throws {
    let session = try Self.session()
    #expect(session.home == Self.home)
    let frame = try #require(session.latestFrame)
    #expect(frame.phase == .resting && frame.badge == Self.dot && frame.opacity == 1)
    // At rest the badge is in place: nothing for an overlay to draw.
    #expect(session.frame == nil && session.presentation == .inPlace)
    #expect(throws: ConfigurationError.self) {
      try BadgeSession(badge: BadgeShape(center: Self.home, radius: 0))
    }
    #expect(throws: ConfigurationError.self) {
      try BadgeSession(badge: BadgeShape(center: Point(x: .nan, y: 0), radius: 9))
    }
    var invalid = StickyBadgeConfiguration()
    invalid.reattachDistance = 90  // beyond the snap distance, 80
    #expect(throws: ConfigurationError.self) { try Self.session(configuration: invalid) }
  }

  @Test("a touch takes hold within the touch margin (9 + 14 points) and not beyond it")
  func touchMargin() throws {
    let session = try Self.session()
    #expect(session.accepts(touchAt: Self.home + Point(x: 23, y: 0)))
    #expect(!session.accepts(touchAt: Self.home + Point(x: 23.001, y: 0)))
    var beside = session
    let besideHeld = beside.touchBegan(at: Self.home + Point(x: 23.001, y: 0), time: 1)
    #expect(!besideHeld)
    #expect(!beside.isTracking && beside.phase == .resting)
    #expect(SessionFixture.dragKinds(beside.takeEvents()) == [])
    var on = session
    let onHeld = on.touchBegan(at: Self.home + Point(x: 23, y: 0), time: 1)
    #expect(onHeld)
    #expect(on.isTracking && on.phase == .stretching && on.presentation == .inOverlay)
    let events = on.takeEvents()
    #expect(SessionFixture.dragKinds(events) == [.began])
    #expect(events.first == .prepareHaptics)
  }

  @Test("the badge follows the finger by its offset; beyond 80 points it snaps, released it bursts")
  func dragToBurst() throws {
    var session = try Self.session()
    session.touchBegan(at: Self.home + Point(x: 3, y: 0), time: 1)
    session.touchMoved(to: Self.home + Point(x: 3, y: 80), time: 1.1)
    // Exactly at the snap distance nothing changes.
    #expect(session.frame?.badge.center == Self.home + Point(x: 0, y: 80))
    #expect(session.phase == .stretching)
    session.touchMoved(to: Self.home + Point(x: 3, y: 81), time: 1.2)
    #expect(session.phase == .detached)
    let outcome = session.touchEnded(at: Self.home + Point(x: 3, y: 81), time: 1.3)
    #expect(outcome == .burst)
    #expect(session.phase == .bursting && !session.isTracking)
    let events = session.takeEvents()
    #expect(SessionFixture.dragKinds(events) == [.began, .snapped, .released])
    #expect(events.contains(.released(.burst, time: 1.3)))
    #expect(SessionFixture.haptics(events) == [.snap, .burst])
    // The burst lasts 0.35 s; then the badge is gone, and its frame says so.
    session.advance(to: 1.7)
    let gone = session.takeEvents()
    #expect(SessionFixture.dragKinds(gone) == [.dismissed])
    #expect(SessionFixture.dismissals(gone) == 1)
    #expect(session.phase == .dismissed && session.frame == nil)
    let frame = try #require(session.latestFrame)
    #expect(frame.phase == .dismissed && frame.opacity == 0 && frame.time == 1.7)
    session.advance(to: 2)
    #expect(session.latestFrame?.time == 2 && !session.hasEvents)
    // Nothing comes back from a dismissal but a reset.
    let heldWhileGone = session.touchBegan(at: Self.home, time: 2.1)
    #expect(!heldWhileGone)
    session.reset(time: 3)
    let heldAfterReset = session.touchBegan(at: Self.home, time: 3.1)
    #expect(heldAfterReset)
  }

  @Test("released attached, or cancelled however far, it springs home and is restored")
  func releaseAndCancel() throws {
    var session = try Self.session()
    session.touchBegan(at: Self.home, time: 0)
    session.touchMoved(to: Self.home + Point(x: 0, y: 30), time: 0.1)
    let released = session.touchEnded(at: Self.home + Point(x: 0, y: 30), time: 0.2)
    #expect(released == .returnHome)
    #expect(session.phase == .returning)
    session.advance(to: 5)
    #expect(session.phase == .resting && session.presentation == .inPlace)
    #expect(SessionFixture.dragKinds(session.takeEvents()) == [.began, .released, .restored])
    session.touchBegan(at: Self.home, time: 6)
    session.touchMoved(to: Self.home + Point(x: 0, y: 200), time: 6.1)
    #expect(session.phase == .detached)
    let cancelled = session.touchCancelled(time: 6.2)
    #expect(cancelled == .returnHome)
    #expect(session.phase == .returning)
    // Without a finger, moves, ends and cancels do nothing.
    let endedUnheld = session.touchEnded(at: Self.home, time: 6.3)
    let cancelledUnheld = session.touchCancelled(time: 6.3)
    #expect(endedUnheld == nil && cancelledUnheld == nil)
  }

  @Test("the engine at rest is kept between drags until the shape or the feel changes")
  func engineKeptAtRest() throws {
    var session = try Self.session()
    session.touchBegan(at: Self.home, time: 0)
    session.touchEnded(at: Self.home, time: 0.1)
    #expect(session.phase == .resting)
    #expect(session.latestFrame?.time == 0.1)
    session.touchBegan(at: Self.home, time: 1)
    #expect(session.latestFrame?.time == 1)
    session.touchEnded(at: Self.home, time: 1.1)
    var configuration = StickyBadgeConfiguration()
    configuration.snapDistance = 60
    session.configuration = configuration
    #expect(session.latestFrame == nil)
    session.touchBegan(at: Self.home, time: 2)
    session.touchMoved(to: Self.home + Point(x: 0, y: 61), time: 2.1)
    #expect(session.phase == .detached)
  }

  @Test("taking events into a kept array hands over the same events as takeEvents()")
  func takeEventsInto() throws {
    var first = try Self.session()
    var second = first
    for index in 0..<2 {
      let time = Double(index)
      first.touchBegan(at: Self.home, time: time)
      first.touchEnded(at: Self.home, time: time + 0.1)
      second.touchBegan(at: Self.home, time: time)
      second.touchEnded(at: Self.home, time: time + 0.1)
    }
    var kept: [BadgeHostEvent] = [.prepareHaptics]
    second.takeEvents(into: &kept)
    #expect(kept == first.takeEvents())
    #expect(!second.hasEvents)
    second.takeEvents(into: &kept)
    #expect(kept.isEmpty)
  }
}
