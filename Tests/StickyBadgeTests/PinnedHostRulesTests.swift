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
}
