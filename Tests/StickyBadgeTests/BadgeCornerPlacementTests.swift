import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("A badge on a view's corner, in both reading directions")
struct BadgeCornerPlacementTests {
  @Test(
    "each corner's centre on a 40 × 30 view, left to right and right to left",
    arguments: [
      (BadgeCornerPlacement.Corner.topLeading, false, 0.0, 0.0),
      (.topTrailing, false, 40, 0), (.bottomLeading, false, 0, 30),
      (.bottomTrailing, false, 40, 30),
      (.topLeading, true, 40, 0), (.topTrailing, true, 0, 0), (.bottomLeading, true, 40, 30),
      (.bottomTrailing, true, 0, 30),
    ])
  func corners(corner: BadgeCornerPlacement.Corner, rtl: Bool, x: Double, y: Double) {
    let placement = BadgeCornerPlacement(corner: corner)
    #expect(placement.center(width: 40, height: 30, isRightToLeft: rtl) == Point(x: x, y: y))
  }

  @Test("the offset runs towards the trailing side: inwards by 4 and down by 3 in both directions")
  func offsetMirrors() {
    let placement = BadgeCornerPlacement(corner: .topTrailing, offset: Point(x: -4, y: 3))
    #expect(placement.center(width: 40, height: 30, isRightToLeft: false) == Point(x: 36, y: 3))
    #expect(placement.center(width: 40, height: 30, isRightToLeft: true) == Point(x: 4, y: 3))
  }

  @Test("on screen, the offset points outwards on both sides")
  func screenOffset() {
    let placement = BadgeCornerPlacement(offset: Point(x: 6, y: -4))
    #expect(placement.screenOffset(isRightToLeft: false) == Point(x: 6, y: -4))
    #expect(placement.screenOffset(isRightToLeft: true) == Point(x: -6, y: -4))
  }

  @Test("the frame centres a 20 × 16 badge on the corner")
  func frame() {
    let placement = BadgeCornerPlacement()
    let frame = placement.frame(of: (20, 16), inWidth: 40, height: 30, isRightToLeft: false)
    #expect(frame == PaintRect(x: 30, y: -8, width: 20, height: 16))
    let mirrored = placement.frame(of: (20, 16), inWidth: 40, height: 30, isRightToLeft: true)
    #expect(mirrored == PaintRect(x: -10, y: -8, width: 20, height: 16))
  }
}
