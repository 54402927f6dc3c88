import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("The SwiftUI badge's frame on any corner, in both reading directions")
struct BadgeCornerFrameTests {
  /// A dot at 13 points: 20 × 20, in a 44 × 44 touch target (12 points all round).
  let dot = BadgeAppearance(count: nil, labelFontSize: 13)
  /// How far the target's centre is from the corner across and down once aligned to it
  /// (22), less the third of the badge's size by which it overlaps the view (20 / 6 each).
  static let shift = 22 - 20.0 / 6

  @Test(
    "aligned to each corner, the frame moves out so the badge overlaps the view by two thirds",
    arguments: [
      (BadgeCornerPlacement.Corner.topTrailing, false, shift, -shift),
      (.topTrailing, true, -shift, -shift), (.topLeading, false, -shift, -shift),
      (.topLeading, true, shift, -shift), (.bottomTrailing, false, shift, shift),
      (.bottomTrailing, true, -shift, shift), (.bottomLeading, false, -shift, shift),
      (.bottomLeading, true, shift, shift),
    ])
  func corners(corner: BadgeCornerPlacement.Corner, rtl: Bool, x: Double, y: Double) {
    let frame = dot.cornerFrame(
      margin: 0, placement: BadgeCornerPlacement(corner: corner), isRightToLeft: rtl)
    #expect(frame.width == 44 && frame.height == 44)
    #expect(abs(frame.offset.x - x) < 1e-12 && abs(frame.offset.y - y) < 1e-12)
  }

  @Test("the app's offset runs towards the trailing side: 6 outwards and 4 up, mirrored on screen")
  func offset() {
    let placement = BadgeCornerPlacement(corner: .topTrailing, offset: Point(x: 6, y: -4))
    let ltr = dot.cornerFrame(margin: 0, placement: placement, isRightToLeft: false)
    let rtl = dot.cornerFrame(margin: 0, placement: placement, isRightToLeft: true)
    #expect(abs(ltr.offset.x - (Self.shift + 6)) < 1e-12)
    #expect(abs(ltr.offset.y - (-Self.shift - 4)) < 1e-12)
    #expect(abs(rtl.offset.x - (-Self.shift - 6)) < 1e-12)
    #expect(abs(rtl.offset.y - (-Self.shift - 4)) < 1e-12)
  }

  @Test("by default the frame is the top trailing one, left to right")
  func defaults() {
    let frame = dot.cornerFrame(margin: 0)
    #expect(abs(frame.offset.x - Self.shift) < 1e-12 && abs(frame.offset.y + Self.shift) < 1e-12)
  }
}
