import Testing

@_spi(Hosting) @testable import StickyBadge

/// The touch target's reach on each axis, at its edges.
@Suite("Pinned: a touch target reaches its own outset on each axis")
struct PinnedTouchTargetTests {
  @Test(
    "a 28 × 20 badge with no margin: the 44-point target reaches 8 left and right, 12 above and below, edges included"
  )
  func outsetsByAxis() {
    let target = HitTarget(width: 28, height: 20, margin: 0)
    #expect(target.horizontalOutset == 8 && target.verticalOutset == 12)
    #expect(target.contains(Point(x: -8, y: 10)) && target.contains(Point(x: 36, y: 10)))
    #expect(!target.contains(Point(x: -8.001, y: 10)) && !target.contains(Point(x: 36.001, y: 10)))
    #expect(target.contains(Point(x: 14, y: -12)) && target.contains(Point(x: 14, y: 32)))
    #expect(!target.contains(Point(x: 14, y: -12.001)) && !target.contains(Point(x: 14, y: 32.001)))
  }
}
