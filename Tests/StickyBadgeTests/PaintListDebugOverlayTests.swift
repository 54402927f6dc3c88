import Testing

@_spi(Hosting) @testable import StickyBadge

/// The core's debug overlay in the paint list: its guides, handles, markers and cross, and
/// nothing when it is off.
extension PaintListTests {
  @Test(
    "debug overlay of a resting dot: guides at 80 and 40, handles, squares, disks and one cross")
  func debugOverlay() throws {
    let badge = BadgeShape(center: Self.home, radius: 10)
    var engine = try StickyBadgeEngine(badge: badge)
    engine.advance(to: 0)
    var painter = BadgePainter(
      restingBadge: badge, labelText: "", configuration: StickyBadgeConfiguration(),
      showsDebugOverlay: true)
    painter.paint(engine.frame)
    let debug = painter.paintList.debug
    #expect(debug.isVisible)
    #expect(debug.snapGuide.circle == Circle(center: Self.home, radius: 80))
    #expect(debug.reattachGuide.circle == Circle(center: Self.home, radius: 40))
    #expect(debug.snapGuide.color == BadgeColor(rgb: 0x2F6FEB))
    #expect(debug.reattachGuide.color == BadgeColor(rgb: 0x1A9E55))
    #expect(debug.snapGuide.lineWidth == 0.8)
    #expect(debug.snapGuide.dashLength == 4)
    #expect(debug.snapGuide.gapLength == 3)
    #expect(debug.constructionColor == BadgeColor(rgb: 0x222222))
    #expect(debug.constructionLineWidth == 0.6)
    #expect(debug.constructionOpacity == 0.7)
    #expect(debug.markerOpacity == 1)

    let outline = engine.frame.outline
    let curves = outline.filter { $0.command == "C" }.count
    #expect(curves >= 4)
    // The circle again, then a handle (move + line) at each end of every curve.
    var circle: [PathElement] = []
    OutlineBuilder.appendCircle(Circle(center: Self.home, radius: 10), into: &circle)
    #expect(Array(debug.construction.prefix(circle.count)) == circle)
    #expect(debug.construction.count == circle.count + 4 * curves)
    guard case .curve(_, let control1, _) = outline[1] else {
      Issue.record("the circle should start with a cubic")
      return
    }
    #expect(debug.construction[circle.count] == .move(to: Point(x: 50, y: 40)))
    #expect(debug.construction[circle.count + 1] == .line(to: control1))
    // A 2.2-point square per control point, a disk per join, a cross on the centre.
    #expect(debug.markers[0] == .move(to: Point(x: control1.x - 1.1, y: control1.y - 1.1)))
    #expect(debug.markers[2] == .line(to: Point(x: control1.x + 1.1, y: control1.y + 1.1)))
    let joins = outline.filter { $0.command != "Z" }.count
    #expect(debug.markers.count == 5 * 2 * curves + 6 * joins + 10)
    #expect(
      Array(debug.markers.suffix(10)) == [
        .move(to: Point(x: 37, y: 39.6)), .line(to: Point(x: 43, y: 39.6)),
        .line(to: Point(x: 43, y: 40.4)), .line(to: Point(x: 37, y: 40.4)), .close,
        .move(to: Point(x: 39.6, y: 37)), .line(to: Point(x: 40.4, y: 37)),
        .line(to: Point(x: 40.4, y: 43)), .line(to: Point(x: 39.6, y: 43)), .close,
      ])
  }

  @Test("without the overlay the debug paths stay empty")
  func debugOverlayOff() throws {
    let list = try restingPaint(radius: 10, text: "3")
    #expect(list.debug.isVisible == false)
    #expect(list.debug.construction.isEmpty)
    #expect(list.debug.markers.isEmpty)
  }
}
