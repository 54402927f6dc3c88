import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: the dismissal is reported exactly once")
struct SessionDismissalTests {
  typealias F = SessionFixture

  @Test("dismissed from code: bursts where it is, reported once when the burst ends")
  func dismissFromCode() {
    var session = F.session()
    let first = session.dismiss(time: 2)
    #expect(first)
    #expect(session.phase == .bursting)
    #expect(session.takeEvents() == [.presentation(.inOverlay)])
    // Again from code, and VoiceOver's action, while it bursts: nothing new.
    let second = session.dismiss(time: 2.1)
    let third = session.dismiss(time: 2.2, animated: false)
    #expect(!second && !third)
    #expect(session.takeEvents().isEmpty)
    session.advance(to: 2.35)
    #expect(
      session.takeEvents() == [
        .drag(DragEvent(.dismissed, at: 2.35)), .presentation(.dismissed), .dismissed(time: 2.35),
      ])
    let fourth = session.dismiss(time: 3)
    #expect(!fourth)
    session.advance(to: 4)
    #expect(session.takeEvents().isEmpty)
    #expect(session.phase == .dismissed)
    #expect(session.frame == nil)
  }

  @Test(
    "without animation, or off screen, the dismissal is reported at once",
    arguments: [
      (false, true), (true, false), (false, false),
    ])
  func dismissAtOnce(animated: Bool, isVisible: Bool) {
    var session = F.session()
    let done = session.dismiss(time: 5, animated: animated, isVisible: isVisible)
    #expect(done)
    #expect(
      session.takeEvents() == [
        .drag(DragEvent(.dismissed, at: 5)), .presentation(.dismissed), .dismissed(time: 5),
      ])
  }

  @Test("dismissed from code during a drag: released to burst, the finger's later moves ignored")
  func dismissDuringDrag() {
    var session = F.session()
    F.hold(&session, at: 30, time: 1)
    _ = session.takeEvents()
    let done = session.dismiss(time: 1.1)
    #expect(done)
    let events = session.takeEvents()
    #expect(F.dragKinds(events) == [.released])
    #expect(events.contains(.released(.burst, time: 1.1)))
    #expect(!session.isTracking)
    // The finger keeps moving and lifts: the burst is not disturbed.
    F.pan(&session, .changed, offset: Point(x: 0, y: 200), time: 1.2)
    let outcome = F.pan(&session, .ended, offset: Point(x: 0, y: 200), time: 1.3)
    #expect(outcome == nil)
    #expect(session.takeEvents().isEmpty)
    // The burst started at 1.1 and lasts 0.35 s.
    session.advance(to: 1.1 + 0.35)
    #expect(F.dismissals(session.takeEvents()) == 1)
  }

  @Test("released to burst, then dismissed from code and by VoiceOver before the burst ends")
  func burstRacingDismiss() {
    var session = F.session()
    F.hold(&session, at: 100, time: 1)
    F.pan(&session, .ended, offset: Point(x: 0, y: 100), time: 1.1)
    let fromCode = session.dismiss(time: 1.2)
    let fromVoiceOver = session.dismiss(time: 1.3, animated: false)
    #expect(!fromCode && !fromVoiceOver)
    var events = session.takeEvents()
    for tick in 1...40 { session.advance(to: 1.1 + Double(tick) / 60) }
    events += session.takeEvents()
    #expect(F.dismissals(events) == 1)
    #expect(F.dragKinds(events).filter { $0 == .dismissed }.count == 1)
    #expect(events.contains(.dismissed(time: 1.1 + 0.35)))
  }

  @Test("reset during a burst reports that dismissal, then a new one can follow")
  func resetDuringBurst() {
    var session = F.session()
    _ = session.dismiss(time: 1)
    session.reset(time: 1.1)
    let events = session.takeEvents()
    #expect(F.dismissals(events) == 1)
    #expect(events.contains(.dismissed(time: 1.1)))
    #expect(session.phase == .resting)
    #expect(session.presentation == .inPlace)
    #expect(F.presentations(events) == [.inOverlay, .dismissed, .inPlace])
    // The burst that was cut short never reports again.
    session.advance(to: 2)
    #expect(session.takeEvents().isEmpty)
    let again = session.dismiss(time: 3, animated: false)
    #expect(again)
    #expect(F.dismissals(session.takeEvents()) == 1)
  }

  @Test("a host that resets the badge from its dismissal callback ends in place, at rest")
  func resetFromCallback() {
    var session = F.session()
    _ = session.dismiss(time: 1)
    session.advance(to: 1.35)
    var presentation = BadgePresentation.inOverlay
    var callbacks = 0
    // The host acts on each event in order; the callback (a new count) resets the badge.
    var pending = session.takeEvents()
    while !pending.isEmpty {
      let event = pending.removeFirst()
      switch event {
      case .presentation(let value): presentation = value
      case .dismissed:
        callbacks += 1
        session.contentChanged(isVisible: true, time: 1.36)
        pending += session.takeEvents()
      default: break
      }
    }
    #expect(callbacks == 1)
    #expect(presentation == .inPlace)
    #expect(session.presentation == .inPlace)
    #expect(session.phase == .resting)
  }

  @Test("a new count that shows nothing leaves a dismissed badge dismissed")
  func hiddenContentStaysDismissed() {
    var session = F.session()
    _ = session.dismiss(time: 1, animated: false)
    _ = session.takeEvents()
    session.contentChanged(isVisible: false, time: 2)
    #expect(session.takeEvents().isEmpty)
    #expect(session.isDismissed)
    session.contentChanged(isVisible: true, time: 3)
    #expect(session.takeEvents() == [.presentation(.inPlace)])
    #expect(!session.isDismissed)
  }

  @Test(
    "hidden by the host while held, stretching, snapped, returning or bursting: it stops at once, undismissed",
    arguments: ["held", "stretching", "snapped", "returning", "bursting"])
  func hiddenMidGesture(phase: String) {
    var session = F.session()
    switch phase {
    case "held": F.pan(&session, .began, offset: .zero, time: 1)
    case "stretching": F.hold(&session, at: 30, time: 1)
    case "snapped": F.hold(&session, at: 120, time: 1)
    case "returning":
      F.hold(&session, at: 30, time: 1)
      F.pan(&session, .ended, offset: Point(x: 0, y: 30), time: 1.05)
    default:
      F.hold(&session, at: 120, time: 1)
      F.pan(&session, .ended, offset: Point(x: 0, y: 120), time: 1.05)
    }
    #expect(session.presentation == .inOverlay)
    _ = session.takeEvents()
    session.contentChanged(isVisible: false, time: 1.1)
    #expect(session.takeEvents() == [.presentation(.inPlace)])
    #expect(!session.isTracking && !session.isDismissed && session.frame == nil)
    // The finger goes on and lets go; the clock runs: nothing moves, nothing is dismissed.
    F.pan(&session, .changed, offset: Point(x: 0, y: 200), time: 1.2)
    F.pan(&session, .ended, offset: Point(x: 0, y: 200), time: 1.3)
    session.advance(to: 3)
    #expect(session.takeEvents().isEmpty)
    #expect(session.presentation == .inPlace && session.phase == .resting)
  }

  @Test("reset at rest or after the dismissal reports nothing more")
  func resetQuiet() {
    var session = F.session()
    session.reset(time: 1)
    #expect(session.takeEvents().isEmpty)
    _ = session.dismiss(time: 2, animated: false)
    _ = session.takeEvents()
    session.reset(time: 3)
    #expect(session.takeEvents() == [.presentation(.inPlace)])
    session.reset(time: 4)
    #expect(session.takeEvents().isEmpty)
  }

  /// A random host: racing pans, dismissals from code (animated or not, on or off screen),
  /// frames, interruptions and resets, in a seeded order.
  @Test(
    "random input: each dismissal reported once, with its event, between resets", arguments: 0..<40)
  func randomSequences(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var session = F.session()
    var time = 0.0
    var events: [BadgeHostEvent] = []
    var resets = 0
    var dismissalsSinceReset = 0
    for _ in 0..<300 {
      time += Double(random.next() % 40) / 1000
      let offset = Point(x: Double(random.next() % 200) - 100, y: Double(random.next() % 200) - 100)
      var resetsNow = false
      switch random.next() % 12 {
      case 0: F.pan(&session, .began, offset: offset * 0.05, time: time)
      case 1, 2, 3: F.pan(&session, .changed, offset: offset, time: time)
      case 4: F.pan(&session, .ended, offset: offset, time: time)
      case 5: F.pan(&session, .cancelled, offset: offset, time: time)
      case 6:
        _ = session.dismiss(
          time: time, animated: random.next() % 4 != 0, isVisible: random.next() % 4 != 0)
      case 7:
        let reason = InterruptionReason.allCases[Int(random.next() % 4)]
        session.interrupt(reason, time: time)
        resetsNow = reason == .cellReused
      case 8:
        if random.next() % 4 == 0 {
          session.reset(time: time)
          resetsNow = true
        }
      default: session.advance(to: time)
      }
      let step = session.takeEvents()
      // A reset first reports a burst it cuts short, so that dismissal counts before it.
      dismissalsSinceReset += F.dismissals(step)
      #expect(dismissalsSinceReset <= 1)
      if resetsNow {
        resets += 1
        dismissalsSinceReset = 0
        #expect(!session.isDismissed)
      }
      events += step
      // Each dismissal comes after its `dismissed` drag event, at the same time, and the
      // change to the dismissed presentation, as the last event of its step.
      for (index, event) in step.enumerated() {
        if case .dismissed(let at) = event {
          #expect(index == step.count - 1 || resetsNow)
          #expect(
            index > 1 && step[index - 1] == .presentation(.dismissed)
              && step[index - 2] == .drag(DragEvent(.dismissed, at: at)))
        }
      }
      #expect(session.isDismissed == (session.presentation == .dismissed))
    }
    let dismissedDrags = F.dragKinds(events).filter { $0 == .dismissed }.count
    #expect(dismissedDrags == F.dismissals(events))
    #expect(F.dismissals(events) <= resets + 1)
    // The sequence is long enough to dismiss at least once, so the checks above bite.
    #expect(F.dismissals(events) >= 1)
  }
}

/// A small deterministic random number generator for the property tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
