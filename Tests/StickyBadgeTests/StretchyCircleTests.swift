import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Stretchy pull-down circle")
struct StretchyCircleTests {
  @Test("pulling stretches within bounds, the lower circle shrinks, the outline stays smooth")
  func pull() throws {
    var blob = try StretchyCircle(circle: Circle(center: Point(x: 100, y: 60), radius: 30))
    #expect(blob.maximumOffset == 90)
    blob.touchBegan(at: Point(x: 100, y: 60), time: 0)
    var previousRadius = 30.0
    for step in 1...30 {
      let time = Double(step) / 60
      blob.touchMoved(to: Point(x: 100, y: 60 + Double(step) * 5), time: time)
      blob.advance(to: time)
      let frame = blob.frame
      #expect(frame.offset == min(90, Double(step) * 5))
      #expect(frame.bottom.radius <= previousRadius)
      previousRadius = frame.bottom.radius
      let inspection = OutlineInspection(frame.outline)
      #expect(inspection.largestJoinAngle < 0.5)
      let polygon = inspection.polygon()
      #expect(inspection.selfIntersection(polygon: polygon) == nil)
      #expect(abs(inspection.winding(around: frame.bottom.center, polygon: polygon)) == 1)
      #expect(abs(inspection.winding(around: frame.top.center, polygon: polygon)) == 1)
    }
    #expect(abs(previousRadius - 15) < 1e-9)
  }

  @Test("released, it springs back into a circle")
  func springBack() throws {
    var blob = try StretchyCircle(circle: Circle(center: Point(x: 100, y: 60), radius: 30))
    blob.touchBegan(at: Point(x: 100, y: 60), time: 0)
    blob.touchMoved(to: Point(x: 100, y: 120), time: 0.1)
    // Held still, then let go: it springs back from rest.
    blob.touchEnded(time: 0.3)
    blob.advance(to: 0.35)
    #expect(blob.frame.offset > 0 && blob.frame.offset < 60)
    let settle = try #require(blob.settleTime)
    blob.advance(to: settle + 0.01)
    #expect(blob.frame.offset == 0)
    #expect(OutlineInspection(blob.frame.outline).segments.count == 4)
  }
}
