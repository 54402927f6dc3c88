import Testing

@_spi(Hosting) @testable import StickyBadge

/// Host rules a face relies on without seeing them: a collapsed view's transform into the
/// overlay, and a clear all asked to start twice.
@Suite("Pinned host rules: overlay scale, clear all started twice")
struct PinnedHostRulesTests {
  @Test("a view scaled to nothing, or a negative scale: the overlay transform keeps scale 1")
  func collapsedScale() {
    // A view whose ancestor is scaled to zero: every point of it lands on one point.
    let collapsed = OverlayTransform { _ in Point(x: 5, y: 7) }
    #expect(collapsed == OverlayTransform(scale: 1, translation: Point(x: 5, y: 7)))
    #expect(OverlayTransform(scale: 0, translation: Point(x: 3, y: 4)).scale == 1)
    #expect(OverlayTransform(scale: -2, translation: Point(x: 3, y: 4)).scale == 1)
    #expect(OverlayTransform(scale: 0.001, translation: .zero).scale == 0.001)
  }

  @Test("start a running clear all again: ignored, every member still bursts on time")
  func startTwice() {
    var group = ClearAllGroup(interval: 0.1, burstDuration: 0.3)
    let members = [1, 2, 3].map { ClearAllMember(id: $0, screenOrder: Double($0) * 50) }
    group.start(at: 10, members: Array(members.prefix(2)))
    #expect(group.advance(to: 10.05) == [.dismiss(member: 1, time: 10)])
    group.start(at: 10.06, members: members)
    #expect(group.advance(to: 10.1) == [.dismiss(member: 2, time: 10.1)])
    #expect(group.advance(to: 10.4) == [.completed(time: 10.4)])
  }

  @Test("a long frame: every member due at once; the completion waits for their bursts")
  func completionWaitsForBursts() {
    var group = ClearAllGroup(interval: 0.1, burstDuration: 0.3)
    let members = [1, 2, 3].map { ClearAllMember(id: $0, screenOrder: Double($0) * 50) }
    group.start(at: 10, members: members)
    var bursting: Set<Int> = []
    let due = group.advance(to: 11) { bursting.contains($0) }
    // All three due, and the schedule's completion (10.5) passed: held, the sessions still
    // have to report their bursts.
    #expect(
      due == [
        .dismiss(member: 1, time: 10), .dismiss(member: 2, time: 10.1),
        .dismiss(member: 3, time: 10.2),
      ])
    bursting = [1, 2, 3]
    #expect(group.needsFrames && group.keepsGroupBadgeDismissed)
    #expect(group.advance(to: 11.02) { bursting.contains($0) }.isEmpty)
    bursting = [3]
    #expect(group.advance(to: 11.03) { bursting.contains($0) }.isEmpty)
    bursting = []
    #expect(group.advance(to: 11.04) { bursting.contains($0) } == [.completed(time: 10.5)])
    #expect(!group.needsFrames && !group.keepsGroupBadgeDismissed)
    #expect(group.advance(to: 12) { bursting.contains($0) }.isEmpty)
  }

  @Test("a member removed while the completion waits for its burst: completed at once")
  func removedMemberIsNotWaitedFor() {
    var group = ClearAllGroup(interval: 0.1, burstDuration: 0.3)
    group.start(at: 10, members: [ClearAllMember(id: 7, screenOrder: 0)])
    #expect(group.advance(to: 11) { _ in true } == [.dismiss(member: 7, time: 10)])
    #expect(group.advance(to: 11.02) { _ in true }.isEmpty)
    group.remove(member: 7)
    #expect(group.advance(to: 11.03) { _ in true } == [.completed(time: 10.3)])
  }
}
