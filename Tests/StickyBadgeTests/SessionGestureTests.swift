import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: gestures, release outcomes, haptics, presentation")
struct SessionGestureTests {
  typealias F = SessionFixture

  @Test("a pan begins only on the badge: 9 + 14 points from its centre, not beyond")
  func shouldBeginAtTheTouchTarget() {
    var session = F.session()
    // Recognised 10 points lower than it touched down; what counts is the touch-down point.
    #expect(
      session.shouldBeginPan(location: Point(x: 123, y: 110), translation: Point(x: 0, y: 10)))
    #expect(
      !session.shouldBeginPan(location: Point(x: 123.01, y: 110), translation: Point(x: 0, y: 10)))
    #expect(session.shouldBeginPan(location: Point(x: 122.99, y: 100), translation: .zero))
    #expect(session.takeEvents().isEmpty)
    #expect(session.presentation == .inPlace)
  }

  @Test("without a shape (a hidden badge) nothing can begin or be dismissed")
  func noShape() {
    var session = BadgeSession()
    #expect(!session.shouldBeginPan(location: .zero, translation: .zero))
    let outcome = session.pan(.began, location: .zero, translation: .zero, time: 1)
    #expect(outcome == nil)
    let dismissed = session.dismiss(time: 1)
    #expect(!dismissed)
    #expect(session.takeEvents().isEmpty)
    #expect(session.phase == .resting)
  }

  @Test("hasEvents: false before any input, true once a pan began, false once taken")
  func hasEventsFollowsTheOutbox() {
    var session = F.session()
    #expect(!session.hasEvents)
    F.pan(&session, .began, offset: Point(x: 0, y: 5), time: 1)
    #expect(session.hasEvents)
    #expect(F.dragKinds(session.takeEvents()) == [.began])
    #expect(!session.hasEvents)
    // Held still: a frame at a later time reports nothing new.
    session.advance(to: 2)
    #expect(!session.hasEvents)
  }

  @Test("the badge follows the finger by its offset from the touch-down point")
  func touchDownOffset() throws {
    var session = F.session()
    // Touched down 3 points right of centre, recognised 10 points lower.
    session.pan(.began, location: Point(x: 103, y: 110), translation: Point(x: 0, y: 10), time: 1)
    let frame = try #require(session.frame)
    #expect(frame.badge.center == Point(x: 100, y: 110))
    #expect(session.isTracking)
    #expect(
      session.takeEvents() == [
        .prepareHaptics, .drag(DragEvent(.began, at: 1)), .presentation(.inOverlay),
      ])
  }

  @Test("a pan that starts beside the badge never moves it or shows the overlay")
  func panBeside() {
    var session = F.session()
    session.pan(.began, location: Point(x: 200, y: 200), translation: .zero, time: 1)
    session.pan(.changed, location: Point(x: 300, y: 200), translation: .zero, time: 1.1)
    let outcome = session.pan(
      .ended, location: Point(x: 300, y: 200), translation: .zero, time: 1.2)
    #expect(outcome == nil)
    #expect(session.takeEvents().isEmpty)
    #expect(session.presentation == .inPlace)
    #expect(!session.isTracking)
  }

  @Test(
    "released exactly at the snap distance it returns; just beyond it bursts",
    arguments: [
      (80.0, ReleaseOutcome.returnHome), (80.001, .burst), (79.999, .returnHome),
    ])
  func releaseOutcomeAtSnapDistance(distance: Double, expected: ReleaseOutcome) {
    var session = F.session()
    F.hold(&session, at: distance, time: 1)
    _ = session.takeEvents()
    let outcome = F.pan(&session, .ended, offset: Point(x: 0, y: distance), time: 1.1)
    #expect(outcome == expected)
    let events = session.takeEvents()
    #expect(events.contains(.released(expected, time: 1.1)))
    #expect(session.phase == (expected == .burst ? .bursting : .returning))
    #expect(session.presentation == .inOverlay)
  }

  @Test("a snap plays the snap haptic at once; a release beyond plays the burst haptic")
  func hapticsAtSnapAndBurst() {
    var session = F.session()
    F.pan(&session, .began, offset: Point(x: 0, y: 5), time: 1)
    #expect(F.haptics(session.takeEvents()).isEmpty)
    F.pan(&session, .changed, offset: Point(x: 0, y: 80), time: 1.05)
    #expect(F.haptics(session.takeEvents()).isEmpty)
    F.pan(&session, .changed, offset: Point(x: 0, y: 81), time: 1.1)
    let snap = session.takeEvents()
    #expect(F.haptics(snap) == [.snap])
    #expect(F.dragKinds(snap) == [.snapped])
    // Back closer than 40 points: re-attached, a soft tap; out again: snap again.
    F.pan(&session, .changed, offset: Point(x: 0, y: 39), time: 1.2)
    #expect(F.haptics(session.takeEvents()) == [.reattach])
    F.pan(&session, .changed, offset: Point(x: 0, y: 90), time: 1.3)
    #expect(F.haptics(session.takeEvents()) == [.snap])
    F.pan(&session, .ended, offset: Point(x: 0, y: 90), time: 1.4)
    #expect(F.haptics(session.takeEvents()) == [.burst])
    // The burst ends 0.35 s later: no more haptics, the dismissal once.
    session.advance(to: 1.749)
    #expect(session.takeEvents().isEmpty)
    session.advance(to: 1.75)
    let end = session.takeEvents()
    #expect(F.haptics(end).isEmpty)
    #expect(
      end == [
        .drag(DragEvent(.dismissed, at: 1.75)), .presentation(.dismissed), .dismissed(time: 1.75),
      ])
  }

  @Test("a release that springs home plays no haptic and ends in place")
  func returnHasNoBurstHaptic() {
    var session = F.session()
    F.hold(&session, at: 60, time: 1)
    _ = session.takeEvents()
    F.pan(&session, .ended, offset: Point(x: 0, y: 60), time: 1.1)
    #expect(F.haptics(session.takeEvents()).isEmpty)
    #expect(session.phase == .returning)
    var time = 1.1
    var events: [BadgeHostEvent] = []
    while session.presentation == .inOverlay && time < 5 {
      time += 1.0 / 60
      session.advance(to: time)
      events += session.takeEvents()
    }
    #expect(F.dragKinds(events) == [.restored])
    #expect(F.presentations(events) == [.inPlace])
    #expect(F.haptics(events).isEmpty)
    #expect(session.phase == .resting)
    #expect(session.frameRateRange == nil)
  }

  @Test("haptics can be turned off; everything else is reported the same")
  func hapticsOff() {
    var session = F.session()
    session.playsHaptics = false
    F.hold(&session, at: 100, time: 1)
    F.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 1.1)
    let events = session.takeEvents()
    #expect(F.haptics(events).isEmpty)
    #expect(!events.contains(.prepareHaptics))
    #expect(F.dragKinds(events) == [.began, .snapped, .released])
  }

  @Test("a finger grabs the badge on its way home, where it is")
  func grabDuringReturn() throws {
    var session = F.session()
    F.hold(&session, at: 60, time: 1)
    F.pan(&session, .ended, offset: Point(x: 0, y: 60), time: 1.1)
    session.advance(to: 1.15)
    let returning = try #require(session.frame).badge.center
    #expect(returning.y > 100 && returning.y < 160)
    _ = session.takeEvents()
    // A new touch on the moving badge, recognised 10 points further down.
    #expect(
      session.shouldBeginPan(
        location: returning + Point(x: 0, y: 10), translation: Point(x: 0, y: 10)))
    session.pan(
      .began, location: returning + Point(x: 0, y: 10), translation: Point(x: 0, y: 10), time: 1.15)
    #expect(session.isTracking)
    #expect(session.phase == .stretching)
    #expect(F.dragKinds(session.takeEvents()) == [.began])
    #expect(try #require(session.frame).badge.center == returning + Point(x: 0, y: 10))
    #expect(session.presentation == .inOverlay)
  }

  @Test("a cancelled gesture sends the badge home, whatever its distance")
  func cancelledGoesHome() {
    var session = F.session()
    F.hold(&session, at: 120, time: 1)
    _ = session.takeEvents()
    let outcome = F.pan(&session, .cancelled, offset: Point(x: 0, y: 120), time: 1.1)
    #expect(outcome == .returnHome)
    let events = session.takeEvents()
    #expect(events.contains(.released(.returnHome, time: 1.1)))
    #expect(F.haptics(events).isEmpty)
    #expect(session.phase == .returning)
  }

  @Test("while a finger holds the badge, frames are computed for the display link's timestamp")
  func frameTimeFollowsFinger() throws {
    var session = F.session()
    F.hold(&session, at: 30, time: 1)
    session.advance(timestamp: 1.01, targetTimestamp: 1.02)
    #expect(try #require(session.frame).time == 1.01)
    F.pan(&session, .ended, offset: Point(x: 0, y: 30), time: 1.03)
    session.advance(timestamp: 1.04, targetTimestamp: 1.05)
    #expect(try #require(session.frame).time == 1.05)
    #expect(session.frameRateRange?.maximum == 120)
  }

  @Test("configuration and environment apply at the next drag; Reduce Motion fades the burst")
  func environmentApplies() throws {
    var session = F.session()
    session.environment = BadgeEnvironment(reduceMotion: true)
    #expect(session.effectiveConfiguration.reducesMotion)
    F.hold(&session, at: 100, time: 1)
    F.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 1.1)
    session.advance(to: 1.1 + 0.35 / 2)
    let frame = try #require(session.frame)
    #expect(frame.particles.isEmpty)
    #expect(abs(frame.opacity - 0.5) < 1e-9)
  }

  @Test("Increase Contrast darkens the fill to 4.5 : 1 against a white label; otherwise unchanged")
  func contrastFill() {
    let red = BadgeColor.unreadRed
    #expect(BadgeEnvironment().fill(red, label: .white) == red)
    let adjusted = BadgeEnvironment(increaseContrast: true).fill(red, label: .white)
    #expect(adjusted.contrastRatio(with: .white) >= 4.5)
    #expect(red.contrastRatio(with: .white) < 4.5)
  }
}
