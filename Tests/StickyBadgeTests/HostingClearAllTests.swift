import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosting: clear-all group sequencing")
struct HostingClearAllTests {
  @Test("members burst top to bottom at a fixed interval, then one completion")
  func sequence() {
    var group = ClearAllSequence(interval: 0.05, burstDuration: 0.35)
    group.register(member: 30, order: 300)
    group.register(member: 10, order: 100)
    group.register(member: 20, order: 200)
    #expect(group.members == [10, 20, 30])
    group.start(at: 2)
    #expect(group.isRunning)
    #expect(group.expectedCompletionTime == 2.45)
    #expect(group.advance(to: 1.9).isEmpty)
    #expect(group.advance(to: 2) == [.dismiss(member: 10, time: 2)])
    // A late frame gets every step that came due, each at its exact time.
    #expect(
      group.advance(to: 2.2) == [.dismiss(member: 20, time: 2.05), .dismiss(member: 30, time: 2.1)])
    #expect(group.advance(to: 2.44).isEmpty)
    #expect(group.advance(to: 3) == [.completed(time: 2.45)])
    #expect(group.isCompleted && !group.isRunning)
    // Exactly once.
    #expect(group.advance(to: 4).isEmpty)
    group.start(at: 5)
    #expect(group.advance(to: 6).isEmpty)
  }

  @Test("the same schedule whatever the frame rate", arguments: [30.0, 60.0, 120.0, 7.0])
  func frameRateIndependent(fps: Double) {
    var group = ClearAllSequence(interval: 0.08, burstDuration: 0.3)
    for member in 0..<5 { group.register(member: member, order: Double(member)) }
    group.start(at: 0.01)
    var events: [ClearAllEvent] = []
    var frame = 0
    while !group.isCompleted && frame < 1000 {
      events += group.advance(to: Double(frame) / fps)
      frame += 1
    }
    let times = events.map(\.time)
    #expect(times.count == 6)
    for (index, time) in times.prefix(5).enumerated() {
      #expect(abs(time - (0.01 + 0.08 * Double(index))) < 1e-12)
    }
    #expect(abs(times[5] - (0.01 + 0.32 + 0.3)) < 1e-12)
  }

  @Test("a member removed mid-sequence is skipped; the completion follows the last burst")
  func unregisterWhileRunning() {
    var group = ClearAllSequence(interval: 0.1, burstDuration: 0.2)
    group.register(member: 1, order: 0)
    group.register(member: 2, order: 1)
    group.register(member: 3, order: 2)
    group.start(at: 0)
    #expect(group.advance(to: 0) == [.dismiss(member: 1, time: 0)])
    group.unregister(member: 3)
    #expect(abs((group.expectedCompletionTime ?? 0) - 0.3) < 1e-12)
    let events = group.advance(to: 1)
    #expect(events.count == 2)
    #expect(events.first == .dismiss(member: 2, time: 0.1))
    #expect(abs((events.last?.time ?? 0) - 0.3) < 1e-12)
    if case .completed = events.last {
    } else {
      Issue.record("the last event is not the completion")
    }
  }

  @Test("a member removed after its burst leaves the next member's time as it was")
  func unregisterAfterBurst() {
    var group = ClearAllSequence(interval: 0.1, burstDuration: 0.2)
    for member in 1...3 { group.register(member: member, order: Double(member)) }
    group.start(at: 0)
    #expect(group.advance(to: 0) == [.dismiss(member: 1, time: 0)])
    // Its row goes away once it has burst (the app removes the read conversation).
    group.unregister(member: 1)
    #expect(group.advance(to: 0.09).isEmpty)
    #expect(group.advance(to: 0.1) == [.dismiss(member: 2, time: 0.1)])
    #expect(group.advance(to: 0.2) == [.dismiss(member: 3, time: 0.2)])
    #expect(abs((group.expectedCompletionTime ?? 0) - 0.4) < 1e-12)
  }

  @Test("an empty group completes at once; registration is idempotent")
  func emptyAndReregister() {
    var group = ClearAllSequence()
    group.register(member: 7, order: 5)
    group.register(member: 7, order: 1)
    #expect(group.members == [7])
    group.unregister(member: 7)
    group.start(at: 3)
    #expect(group.advance(to: 3) == [.completed(time: 3)])
    group.reset()
    group.register(member: 8)
    group.start(at: 4)
    #expect(group.advance(to: 4) == [.dismiss(member: 8, time: 4)])
  }

  @Test("ties keep registration order")
  func ties() {
    var group = ClearAllSequence()
    group.register(member: 5, order: 0)
    group.register(member: 4, order: 0)
    group.register(member: 3, order: -1)
    #expect(group.members == [3, 5, 4])
  }

  @Test("driving real engines: every member bursts and is dismissed")
  func withEngines() throws {
    let configuration = StickyBadgeConfiguration()
    var groupBadge = try StickyBadgeEngine(
      badge: BadgeShape(center: Point(x: 40, y: 40), radius: 9))
    var members = try (0..<3).map { index in
      try StickyBadgeEngine(
        badge: BadgeShape(center: Point(x: 300, y: 30 + 60 * Double(index)), radius: 9))
    }
    var group = ClearAllSequence(interval: 0.06, burstDuration: configuration.burst.duration)
    for index in members.indices { group.register(member: index, order: members[index].home.y) }

    // Drag the group badge off and let go.
    groupBadge.touchBegan(at: Point(x: 40, y: 40), time: 0)
    groupBadge.touchMoved(to: Point(x: 40, y: 200), time: 0.1)
    groupBadge.touchEnded(at: Point(x: 40, y: 200), time: 0.2)
    groupBadge.advance(to: 0.2)
    let trigger = try #require(ClearAllSequence.triggerTime(in: groupBadge.frame))
    #expect(trigger == 0.2)
    group.start(at: trigger)

    var dismissedTimes: [Double] = []
    var completions: [Double] = []
    for step in 0...120 {
      let now = 0.2 + Double(step) / 120
      for event in group.advance(to: now) {
        switch event {
        case .dismiss(let member, let time): members[member].dismiss(time: time)
        case .completed(let time): completions.append(time)
        }
      }
      for index in members.indices {
        members[index].advance(to: now)
        for event in members[index].frame.events where event.kind == .dismissed {
          dismissedTimes.append(event.time)
        }
      }
    }
    #expect(members.allSatisfy { $0.phase == .dismissed })
    #expect(dismissedTimes.count == 3)
    #expect(abs(dismissedTimes[2] - (0.2 + 0.12 + 0.35)) < 1e-9)
    #expect(completions.count == 1)
    #expect(abs(completions[0] - dismissedTimes[2]) < 1e-9)
  }

  @Test("a release that springs home does not trigger the group")
  func noTriggerOnReturn() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: 40, y: 40), radius: 9))
    engine.touchBegan(at: Point(x: 40, y: 40), time: 0)
    engine.touchMoved(to: Point(x: 40, y: 70), time: 0.1)
    engine.touchEnded(at: Point(x: 40, y: 70), time: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.phase == .returning)
    #expect(ClearAllSequence.triggerTime(in: engine.frame) == nil)
  }
}
