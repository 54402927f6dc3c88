import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Clear all: the group badge stays gone until the group is done")
struct ClearAllGroupBadgeTests {
  private func member(_ id: Int, at y: Double) -> ClearAllMember {
    ClearAllMember(id: id, screenOrder: y)
  }

  @Test("before, during and after the sequence, and after a reset")
  func groupBadgeShows() {
    var group = ClearAllGroup(interval: 0.1, burstDuration: 0.3)
    #expect(!group.keepsGroupBadgeDismissed)
    #expect(group.groupBadgeShows(isVisible: true))
    group.start(at: 10, members: [member(1, at: 0), member(2, at: 50)])
    #expect(group.keepsGroupBadgeDismissed)
    #expect(!group.groupBadgeShows(isVisible: true))
    #expect(!group.groupBadgeShows(isVisible: false))
    // The last burst starts at 10.1 and lasts 0.3: still running just before 10.4.
    _ = group.advance(to: 10.39)
    #expect(!group.groupBadgeShows(isVisible: true))
    _ = group.advance(to: 10.4)
    #expect(!group.keepsGroupBadgeDismissed)
    #expect(group.groupBadgeShows(isVisible: true))
    group.reset()
    #expect(group.groupBadgeShows(isVisible: true))
    #expect(!group.groupBadgeShows(isVisible: false))
  }
}
