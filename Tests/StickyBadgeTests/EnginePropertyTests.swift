import Testing

@_spi(Hosting) @testable import StickyBadge

/// Checks that a stream of events follows the state machine's grammar, exactly once each.
struct EventGrammar {
  enum State { case idle, attached, detached, returning, bursting, dismissed }
  var state = State.idle

  /// Feeds one event; returns a description of the violation, or nil.
  mutating func accept(_ kind: DragEventKind) -> String? {
    switch (state, kind) {
    case (.idle, .began), (.returning, .began): state = .attached
    case (.attached, .snapped): state = .detached
    case (.detached, .reattached): state = .attached
    case (.attached, .released), (.detached, .released): state = .returning
    case (.returning, .restored): state = .idle
    case (.returning, .dismissed), (.idle, .dismissed), (.bursting, .dismissed): state = .dismissed
    default: return "\(kind) in state \(state)"
    }
    return nil
  }
}

@Suite("Drag state machine under random input")
struct EnginePropertyTests {
  static let seeds: [UInt64] = Array(1...40)

  @Test("random, hostile input: finite frames, events in order and exactly once", arguments: seeds)
  func randomSequences(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let home = Point(x: 50, y: 80)
    let configurations = [
      StickyBadgeConfiguration(),
      changed(StickyBadgeConfiguration()) {
        $0.pullMode = .bigCircleStays
        $0.bigCircleShrinkRate = 0.33
        $0.smallCircleShrinkRate = 1
      },
      changed(StickyBadgeConfiguration()) {
        $0.connectorStyle = .classic
        $0.returnOvershoot = 50
        $0.isAnimated = seed % 5 != 0
      },
      changed(StickyBadgeConfiguration()) {
        $0.burst.style = .frames
        $0.reducesMotion = true
      },
    ]
    let configuration = configurations[Int(seed % 4)]
    let badge = BadgeShape(center: home, radius: 9, halfLength: seed % 3 == 0 ? 6 : 0)
    var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
    var grammar = EventGrammar()
    var time = 0.0
    var lastEventTime = -Double.infinity
    var sawDismissed = false
    func value() -> Double {
      let roll = random.nextUnit()
      if roll < 0.03 { return .nan }
      if roll < 0.05 { return .infinity }
      if roll < 0.06 { return -.infinity }
      if roll < 0.08 { return 1e300 }
      return (random.nextUnit() - 0.5) * 400
    }
    for _ in 0..<300 {
      let roll = random.nextUnit()
      // Time mostly moves forward, sometimes backwards, sometimes not at all or non-finite.
      let timeRoll = random.nextUnit()
      if timeRoll < 0.1 {
        time -= random.nextUnit() * 0.2
      } else if timeRoll < 0.13 {
        time = .nan
      } else {
        if !time.isFinite { time = engine.currentTime }
        time += random.nextUnit() * 0.05
      }
      let location =
        random.nextUnit() < 0.5
        ? home + Point(x: value() * 0.3, y: value() * 0.3) : Point(x: value(), y: value())
      switch roll {
      case ..<0.15: engine.touchBegan(at: location, time: time)
      case ..<0.6: engine.touchMoved(to: location, time: time)
      case ..<0.75: engine.touchEnded(at: location, time: time)
      case ..<0.8: engine.touchCancelled(time: time)
      case ..<0.82: engine.dismiss(time: time)
      default: break
      }
      engine.advance(to: time)
      let frame = engine.frame
      #expect(frame.isFinite, "non-finite frame (seed \(seed))")
      for event in frame.events {
        if let violation = grammar.accept(event.kind) {
          Issue.record("seed \(seed): \(violation)")
          return
        }
        #expect(event.time >= lastEventTime, "event out of order (seed \(seed))")
        lastEventTime = event.time
        #expect(!sawDismissed, "event after dismissed (seed \(seed))")
        if event.kind == DragEventKind.dismissed { sawDismissed = true }
      }
      if sawDismissed { #expect(frame.phase == DragPhase.dismissed) }
      if frame.phase == DragPhase.resting {
        #expect(frame.badge.center == home, "resting away from home (seed \(seed))")
      }
      let closed = frame.outline.isEmpty || frame.outline.last == PathElement.close
      #expect(closed)
    }
  }
}
