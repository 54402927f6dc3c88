import Testing

@_spi(Hosting) @testable import StickyBadge

/// The stretchy blob's paint list: its colour, outline and debug overlay, decided by the core.
@Suite("Stretchy circle paint list")
struct StretchyCirclePainterTests {
  /// A 16-point blob at (100, 60), pulled down by `pull` points (held).
  func pulledBlob(_ pull: Double) throws -> StretchyCircle {
    var blob = try StretchyCircle(circle: Circle(center: Point(x: 100, y: 60), radius: 16))
    blob.touchBegan(at: Point(x: 100, y: 60), time: 0)
    blob.touchMoved(to: Point(x: 100, y: 60 + pull), time: 0.1)
    blob.advance(to: 0.1)
    return blob
  }

  @Test("at rest: the blob's outline in opaque #0A84FF, nothing else")
  func resting() throws {
    let blob = try pulledBlob(0)
    var painter = StretchyCirclePainter()
    painter.paint(blob.frame)
    let list = painter.paintList
    #expect(StretchyCirclePainter.defaultColor == BadgeColor(rgb: 0x0A84FF))
    #expect(list.fillColor.red == 10.0 / 255)
    #expect(list.fillColor.green == 132.0 / 255)
    #expect(list.fillColor.blue == 1)
    #expect(list.outlineOpacity == 1)
    #expect(list.outline == blob.frame.outline)
    #expect(OutlineInspection(list.outline).segments.count == 4)
    #expect(list.circles.isEmpty)
    #expect(!list.label.isVisible && !list.burstImage.isVisible)
    #expect(!list.debug.isVisible && list.debug.construction.isEmpty && list.debug.markers.isEmpty)
  }

  @Test("a translucent colour: the outline's opacity is its alpha, the fill colour opaque")
  func translucent() throws {
    var painter = StretchyCirclePainter(color: BadgeColor(red: 1, green: 0.5, blue: 0, alpha: 0.4))
    painter.paint(try pulledBlob(20).frame)
    #expect(painter.paintList.outlineOpacity == 0.4)
    #expect(painter.paintList.fillColor == BadgeColor(red: 1, green: 0.5, blue: 0))
  }

  @Test(
    "pulled 30 of 48 points, with the debug overlay: both circles, handles, crosses on both centres"
  )
  func debugOverlay() throws {
    let blob = try pulledBlob(30)
    // The lower circle shrinks by 0.5 × 30/48 of its radius: 16 → 11, centred 30 lower.
    #expect(blob.frame.bottom == Circle(center: Point(x: 100, y: 90), radius: 11))
    var painter = StretchyCirclePainter(showsDebugOverlay: true)
    painter.paint(blob.frame)
    let debug = painter.paintList.debug
    #expect(debug.isVisible)
    #expect(debug.snapGuide.circle.radius == 0 && debug.reattachGuide.circle.radius == 0)
    let outline = blob.frame.outline
    let curves = outline.filter {
      if case .curve = $0 { return true }
      return false
    }.count
    let quads = outline.filter {
      if case .quadCurve = $0 { return true }
      return false
    }.count
    let joins = outline.filter { $0 != .close }.count
    // Construction: two circles (6 elements each: move, 4 curves, close) and two segments
    // (move, line) per curve.
    #expect(debug.construction.count == 6 + 6 + 4 * (curves + quads))
    // Markers: a square (5 elements) per control point, a disk (6) per join, two crosses
    // (two rectangles of 5 each).
    #expect(debug.markers.count == 5 * (2 * curves + quads) + 6 * joins + 20)
    // The last cross is the lower circle's: bars 3 points long each side, 0.4 thick.
    let crossStart = debug.markers.count - 10
    #expect(debug.markers[crossStart] == .move(to: Point(x: 97, y: 89.6)))
    #expect(debug.markers[crossStart + 2] == .line(to: Point(x: 103, y: 90.4)))
    #expect(debug.markers[crossStart - 10] == .move(to: Point(x: 97, y: 59.6)))
    // Switched off again, the overlay is empty and the outline unchanged.
    painter.showsDebugOverlay = false
    painter.paint(blob.frame)
    #expect(!painter.paintList.debug.isVisible && painter.paintList.debug.markers.isEmpty)
    #expect(painter.paintList.outline == outline)
  }

  @Test("a pull down to the maximum and back, with the debug overlay: no capacity grows")
  func capacities() throws {
    var blob = try StretchyCircle(circle: Circle(center: Point(x: 100, y: 60), radius: 16))
    var painter = StretchyCirclePainter(showsDebugOverlay: true)
    painter.paint(blob.frame)
    func capacities(_ list: PaintList) -> [Int] {
      [list.outline.capacity, list.debug.construction.capacity, list.debug.markers.capacity]
    }
    let reserved = capacities(painter.paintList)
    #expect(reserved[0] >= PaintList.outlineCapacity)
    blob.touchBegan(at: Point(x: 100, y: 60), time: 0)
    for step in 1...120 {
      let time = Double(step) / 60
      // Down past the maximum (48 points) and back up.
      blob.touchMoved(to: Point(x: 100, y: 60 + Double(60 - abs(60 - step))), time: time)
      blob.advance(to: time)
      painter.paint(blob.frame)
      #expect(capacities(painter.paintList) == reserved)
    }
    #expect(painter.paintList.debug.markers.count > 0)
  }

  @Test("the resting circle of a pull area: centred across, the margin below its top edge")
  func restingCircle() {
    let circle = StretchyCircleSession.restingCircle(
      minX: 20, minY: 100, width: 360, radius: 16, topMargin: 6)
    #expect(circle == Circle(center: Point(x: 200, y: 122), radius: 16))
    let other = StretchyCircleSession.restingCircle(
      minX: 0, minY: 0, width: 100, radius: 24, topMargin: 0)
    #expect(other == Circle(center: Point(x: 50, y: 24), radius: 24))
  }

  @Test("a pull area's blob by default: 16 points, 6 below the top edge (the web playground's)")
  func pullAreaDefaults() {
    #expect(StretchyCircleSession.pullAreaRadius == 16)
    #expect(StretchyCircleSession.pullAreaTopMargin == 6)
    let circle = StretchyCircleSession.restingCircle(minX: 20, minY: 100, width: 360)
    #expect(circle == Circle(center: Point(x: 200, y: 122), radius: 16))
  }
}
