import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Screen placement: what each face reports of a badge, and the clear-all order it gives")
struct ScreenPlacementTests {
  /// A viewport (a window) of 390 × 844 points.
  static let screen = PaintRect(x: 0, y: 0, width: 390, height: 844)

  static func placement(x: Double = 300, y: Double, width: Double = 28, height: Double = 20)
    -> ScreenPlacement
  {
    ScreenPlacement(
      frame: PaintRect(x: x, y: y, width: width, height: height), visibleArea: screen)
  }

  @Test("on screen: overlapping the visible area; touching its top or bottom edge is not")
  func verticalEdges() {
    // Above the top: its bottom edge at -0.5, 0 (touching) and 0.5.
    #expect(!Self.placement(y: -20.5).isOnScreen)
    #expect(!Self.placement(y: -20).isOnScreen)
    #expect(Self.placement(y: -19.5).isOnScreen)
    #expect(Self.placement(y: -19.5).screenOrder == -19.5)
    // Below the bottom: its top edge at 843.5, 844 (touching) and 844.5.
    #expect(Self.placement(y: 843.5).screenOrder == 843.5)
    #expect(Self.placement(y: 844).screenOrder == nil)
    #expect(Self.placement(y: 844.5).screenOrder == nil)
  }

  @Test("on screen: overlapping the visible area; touching its left or right edge is not")
  func horizontalEdges() {
    #expect(!Self.placement(x: -28, y: 100).isOnScreen)
    #expect(Self.placement(x: -27.5, y: 100).isOnScreen)
    #expect(Self.placement(x: 389.5, y: 100).isOnScreen)
    #expect(!Self.placement(x: 390, y: 100).isOnScreen)
  }

  @Test("not on screen: no window (not in the document), or nothing to see")
  func notShown() {
    #expect(ScreenPlacement(frame: nil, visibleArea: Self.screen).screenOrder == nil)
    #expect(!Self.placement(y: 100, width: 0).isOnScreen)
    #expect(!Self.placement(y: 100, height: 0).isOnScreen)
    #expect(Self.placement(y: 100, width: 0.5, height: 0.5).screenOrder == 100)
  }

  @Test("clear all: on screen top to bottom, then off screen and detached in the order given")
  func clearAllOrder() {
    let members = [
      ClearAllMember(id: 1, placement: Self.placement(y: 900)),  // scrolled below
      ClearAllMember(id: 2, placement: Self.placement(y: 300)),
      ClearAllMember(id: 3, placement: ScreenPlacement(frame: nil, visibleArea: Self.screen)),
      ClearAllMember(id: 4, placement: Self.placement(y: 120)),
      ClearAllMember(id: 5, placement: Self.placement(y: 60), isDismissed: true),
      ClearAllMember(id: 6, placement: Self.placement(y: -19.5)),  // half scrolled away above
    ]
    var group = ClearAllGroup(interval: 0.06, burstDuration: 0.35)
    group.start(at: 1, members: members)
    let steps = group.advance(to: 10)
    let dismissed = steps.compactMap { step -> Int? in
      if case .dismiss(let member, _) = step { return member }
      return nil
    }
    #expect(dismissed == [6, 4, 2, 1, 3])
    let lastBurst: Double = 1 + 4 * 0.06
    // The completion never comes in the advance that dismissed members: at the next one.
    #expect(steps.count == 5)
    #expect(group.advance(to: 10.01) == [.completed(time: lastBurst + 0.35)])
  }
}
