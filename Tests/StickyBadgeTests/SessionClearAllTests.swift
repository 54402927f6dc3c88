import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: clear all, through the group badge's session")
struct SessionClearAllTests {
  typealias F = SessionFixture

  @Test("released to burst: the group starts at the release, members 60 ms apart, top to bottom")
  func triggeredByRelease() {
    var groupBadge = F.session()
    var group = ClearAllGroup(burstDuration: groupBadge.configuration.burst.duration)
    var members = [3: F.session(), 1: F.session(), 2: F.session(), 4: F.session()]
    F.hold(&groupBadge, at: 100, time: 1)
    F.pan(&groupBadge, .ended, offset: Point(x: 0, y: 100), time: 1.25)
    var trigger: Double?
    for event in groupBadge.takeEvents() {
      if let time = group.trigger(by: event) { trigger = time }
    }
    #expect(trigger == 1.25)
    // Member 4 is off screen (last); member 1 is lowest; member 2 already dismissed itself.
    _ = members[2]!.dismiss(time: 0.5, animated: false)
    group.start(
      at: 1.25,
      members: [
        ClearAllMember(id: 1, screenOrder: 400),
        ClearAllMember(id: 2, screenOrder: 100, isDismissed: true),
        ClearAllMember(id: 3, screenOrder: 200), ClearAllMember(id: 4, screenOrder: nil),
      ])
    #expect(group.needsFrames)
    // A second trigger (the group badge's own dismissal) does nothing.
    groupBadge.advance(to: 1.6)
    #expect(groupBadge.takeEvents().compactMap { group.trigger(by: $0) }.isEmpty)

    var steps: [ClearAllEvent] = []
    var completions = 0
    var time = 1.25
    while group.needsFrames && time < 3 {
      for step in group.advance(to: time) {
        steps.append(step)
        switch step {
        case .dismiss(let member, let at): _ = members[member]!.dismiss(time: at)
        case .completed: completions += 1
        }
      }
      for id in members.keys { members[id]!.advance(to: time) }
      time += 1.0 / 60
    }
    #expect(completions == 1)
    #expect(steps.count == 4)
    #expect(
      steps.prefix(3).map { if case .dismiss(let member, _) = $0 { member } else { -1 } } == [
        3, 1, 4,
      ])
    let times = steps.map(\.time)
    #expect(abs(times[0] - 1.25) < 1e-12)
    #expect(abs(times[1] - 1.31) < 1e-12)
    #expect(abs(times[2] - 1.37) < 1e-12)
    #expect(abs(times[3] - (1.37 + 0.35)) < 1e-12)
    // Every member reported its dismissal once; member 2 only its own.
    for id in [1, 2, 3, 4] {
      #expect(F.dismissals(members[id]!.takeEvents()) == 1)
    }
    #expect(group.advance(to: 10).isEmpty)
  }

  @Test("a release that springs home does not trigger; a dismissal from code does")
  func triggers() {
    var group = ClearAllGroup(burstDuration: 0.35)
    #expect(group.trigger(by: .released(.returnHome, time: 1)) == nil)
    #expect(group.trigger(by: .drag(DragEvent(.released, at: 1))) == nil)
    #expect(group.trigger(by: .dismissed(time: 2)) == 2)
    #expect(group.trigger(by: .released(.burst, time: 3)) == 3)
    group.start(at: 2, members: [])
    // No members: complete at once, at the start.
    #expect(group.advance(to: 2) == [.completed(time: 2)])
    #expect(group.trigger(by: .dismissed(time: 4)) == nil)
    group.reset()
    #expect(group.trigger(by: .dismissed(time: 4)) == 4)
  }

  @Test("the release time comes from the frame (triggerTime), even when the frame is late")
  func releaseTimeFromFrame() {
    var groupBadge = F.session()
    F.hold(&groupBadge, at: 100, time: 1)
    _ = groupBadge.takeEvents()
    F.pan(&groupBadge, .ended, offset: Point(x: 0, y: 100), time: 1.5)
    #expect(groupBadge.takeEvents().contains(.released(.burst, time: 1.5)))
  }

  @Test("a member removed while the sequence runs is skipped, the others keep their times")
  func removedMember() {
    var group = ClearAllGroup(interval: 0.06, burstDuration: 0.35)
    group.start(
      at: 0, members: (0..<3).map { ClearAllMember(id: $0, screenOrder: Double($0)) })
    #expect(group.advance(to: 0) == [.dismiss(member: 0, time: 0)])
    group.remove(member: 1)
    #expect(group.advance(to: 0.13) == [.dismiss(member: 2, time: 0.12)])
    #expect(group.advance(to: 0.469).isEmpty)
    #expect(group.advance(to: 0.47) == [.completed(time: 0.12 + 0.35)])
  }
}
