import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: interruptions in each phase")
struct SessionInterruptionTests {
  typealias F = SessionFixture

  /// A session brought into `phase` at time 1, its events drained.
  static func session(in phase: DragPhase) -> BadgeSession {
    var session = F.session()
    switch phase {
    case .resting: break
    case .stretching: F.hold(&session, at: 30, time: 1)
    case .detached: F.hold(&session, at: 100, time: 1)
    case .returning:
      F.hold(&session, at: 60, time: 0.9)
      F.pan(&session, .ended, offset: Point(x: 0, y: 60), time: 1)
    case .bursting: _ = session.dismiss(time: 1)
    case .dismissed: _ = session.dismiss(time: 1, animated: false)
    }
    _ = session.takeEvents()
    return session
  }

  @Test(
    "leaving the window, backgrounding or rotating: home from a drag or return, dismissed from a burst",
    arguments: [InterruptionReason.windowRemoved, .backgrounded, .rotated], DragPhase.allCases)
  func interruption(reason: InterruptionReason, phase: DragPhase) {
    var session = Self.session(in: phase)
    #expect(session.phase == phase)
    session.interrupt(reason, time: 1.2)
    let events = session.takeEvents()
    switch phase {
    case .resting:
      #expect(events.isEmpty)
      #expect(session.phase == .resting)
    case .stretching, .detached, .returning:
      #expect(events == [.presentation(.inPlace)])
      #expect(session.phase == .resting)
      #expect(!session.isTracking)
      // The finger's later callbacks are ignored: the gesture was cut off.
      F.pan(&session, .changed, offset: Point(x: 0, y: 150), time: 1.3)
      F.pan(&session, .ended, offset: Point(x: 0, y: 150), time: 1.4)
      #expect(session.takeEvents().isEmpty)
    case .bursting:
      #expect(
        events == [
          .drag(DragEvent(.dismissed, at: 1.2)), .presentation(.dismissed), .dismissed(time: 1.2),
        ])
      session.advance(to: 2)
      #expect(session.takeEvents().isEmpty)
    case .dismissed:
      #expect(events.isEmpty)
      #expect(session.phase == .dismissed)
    }
  }

  @Test(
    "a reused cell starts over at rest in every phase; a burst is reported first",
    arguments: DragPhase.allCases)
  func cellReuse(phase: DragPhase) {
    var session = Self.session(in: phase)
    session.interrupt(.cellReused, time: 1.2)
    let events = session.takeEvents()
    #expect(session.phase == .resting)
    #expect(session.presentation == .inPlace)
    #expect(F.dismissals(events) == (phase == .bursting ? 1 : 0))
    switch phase {
    case .resting: #expect(events.isEmpty)
    case .stretching, .detached, .returning: #expect(events == [.presentation(.inPlace)])
    case .bursting: #expect(F.presentations(events) == [.dismissed, .inPlace])
    case .dismissed: #expect(events == [.presentation(.inPlace)])
    }
    // Ready for a new drag.
    F.hold(&session, at: 20, time: 2)
    #expect(session.phase == .stretching)
  }

  @Test("an interrupted drag can be dragged again at once")
  func dragAgainAfterInterruption() {
    var session = Self.session(in: .detached)
    session.interrupt(.backgrounded, time: 1.2)
    _ = session.takeEvents()
    F.hold(&session, at: 100, time: 2)
    F.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 2.1)
    session.advance(to: 3)
    #expect(F.dismissals(session.takeEvents()) == 1)
  }
}
