import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Stretchy circle session: the one way a host drives the blob")
struct StretchyCircleSessionTests {
  /// A blob of radius 24 resting at (24, 24): it can be pulled 72 points (3 radii).
  func blob() throws -> StretchyCircleSession {
    try StretchyCircleSession(circle: Circle(center: Point(x: 24, y: 24), radius: 24))
  }

  @Test("a touch takes hold at once: stretching, a began event at the touch's time")
  func began() throws {
    var blob = try blob()
    #expect(blob.phase == .resting && !blob.hasEvents)
    blob.touchBegan(at: Point(x: 24, y: 20), time: 1)
    #expect(blob.phase == .stretching && blob.isDragging)
    #expect(blob.takeEvents() == [DragEvent(.began, at: 1)])
    // A second touch while held starts nothing new.
    blob.touchBegan(at: Point(x: 24, y: 30), time: 1.05)
    #expect(!blob.hasEvents)
  }

  @Test("the pull follows the finger's vertical travel, and the lower circle shrinks in proportion")
  func pull() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 1)
    blob.touchMoved(to: Point(x: 60, y: 50), time: 1.1)
    // The frame is made by the touch itself: 30 points down, radius 24 × (1 − 30/72 × 0.5).
    #expect(blob.frame.offset == 30 && blob.frame.time == 1.1)
    #expect(abs(blob.frame.bottom.radius - 19) < 1e-12)
    #expect(blob.frame.bottom.center == Point(x: 24, y: 54))
    // At and beyond the longest pull, 72 points, the lower circle is half the size.
    blob.touchMoved(to: Point(x: 24, y: 92), time: 1.2)
    #expect(blob.frame.offset == 72 && blob.frame.bottom.radius == 12)
    blob.touchMoved(to: Point(x: 24, y: 93), time: 1.3)
    #expect(blob.frame.offset == 72)
    // Above the touch-down point it stays a circle.
    blob.touchMoved(to: Point(x: 24, y: 19), time: 1.4)
    #expect(blob.frame.offset == 0 && blob.frame.bottom.radius == 24)
  }

  @Test("released, it returns, and is restored exactly at the spring's settling time")
  func releaseAndRestore() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 1)
    blob.touchMoved(to: Point(x: 24, y: 50), time: 1.1)
    blob.touchEnded(time: 1.1)
    let settle = try #require(blob.settleTime)
    #expect(settle > 1.1)
    #expect(blob.phase == .returning && !blob.isDragging)
    #expect(
      blob.takeEvents() == [
        DragEvent(.began, at: 1), DragEvent(.released, at: 1.1),
      ])
    blob.advance(to: settle.nextDown)
    #expect(blob.phase == .returning && !blob.hasEvents)
    blob.advance(to: settle)
    #expect(blob.phase == .resting)
    #expect(blob.takeEvents() == [DragEvent(.restored, at: settle)])
    #expect(blob.frame.offset == 0)
    #expect(OutlineInspection(blob.frame.outline).segments.count == 4)
  }

  @Test("a frame long after the settling time reports the restore at that time, not the frame's")
  func lateFrame() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 0)
    blob.touchMoved(to: Point(x: 24, y: 60), time: 0.05)
    blob.touchEnded(time: 0.05)
    let settle = try #require(blob.settleTime)
    _ = blob.takeEvents()
    blob.advance(to: settle + 10)
    #expect(blob.takeEvents() == [DragEvent(.restored, at: settle)])
    #expect(blob.frame.time == settle + 10)
  }

  @Test("caught while returning: no restore, stretching again from where it is")
  func grabbedDuringReturn() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 0)
    blob.touchMoved(to: Point(x: 24, y: 80), time: 0.1)
    blob.touchEnded(time: 0.1)
    let settle = try #require(blob.settleTime)
    _ = blob.takeEvents()
    blob.touchBegan(at: Point(x: 24, y: 30), time: 0.15)
    #expect(blob.phase == .stretching && blob.settleTime == nil)
    let caught = blob.frame.offset
    #expect(caught > 0)
    blob.advance(to: settle + 1)
    #expect(blob.takeEvents() == [DragEvent(.began, at: 0.15)])
    #expect(blob.frame.offset == caught)
  }

  @Test("events at a time that is not finite, or earlier than the latest, carry the latest time")
  func eventTimes() throws {
    var blob = try blob()
    blob.advance(to: 2)
    blob.touchBegan(at: Point(x: 24, y: 20), time: 1)
    blob.touchMoved(to: Point(x: 24, y: 50), time: .nan)
    blob.touchEnded(time: .nan)
    #expect(
      blob.takeEvents() == [
        DragEvent(.began, at: 2), DragEvent(.released, at: 2),
      ])
    #expect(blob.phase == .returning)
  }

  @Test("a frame at an infinite time moves no clock, so the restore waits for its real time")
  func infiniteFrameDuringReturn() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 0)
    blob.touchMoved(to: Point(x: 24, y: 80), time: 0.1)
    blob.touchEnded(time: 0.1)
    let settle = try #require(blob.settleTime)
    _ = blob.takeEvents()
    blob.advance(to: .infinity)
    #expect(!blob.hasEvents && blob.phase == .returning && blob.frame.time == 0.1)
    // Caught again before the settling time: the events stay in time order.
    blob.touchBegan(at: Point(x: 24, y: 30), time: 0.15)
    #expect(blob.takeEvents() == [DragEvent(.began, at: 0.15)])
    blob.touchEnded(time: 0.2)
    let secondSettle = try #require(blob.settleTime)
    #expect(secondSettle > settle - 0.1)
    blob.advance(to: secondSettle)
    #expect(
      blob.takeEvents() == [DragEvent(.released, at: 0.2), DragEvent(.restored, at: secondSettle)])
  }

  @Test("a touch at a non-finite place takes no hold and reports nothing")
  func nonFiniteTouch() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: .nan, y: 20), time: 1)
    #expect(blob.phase == .resting && !blob.hasEvents)
    blob.touchEnded(time: 2)
    #expect(blob.phase == .resting && !blob.hasEvents)
  }

  @Test("the first drag callback begins the pull; the end reports the offset and the settle delay")
  func dragMovedAndEnded() throws {
    var blob = try blob()
    #expect(StretchyCircleSession.dragRecognitionDistance == 0)
    blob.dragMoved(to: Point(x: 24, y: 40), from: Point(x: 24, y: 20), time: 1)
    #expect(blob.isDragging)
    blob.dragMoved(to: Point(x: 24, y: 50), from: Point(x: 24, y: 20), time: 1.1)
    #expect(blob.frame.offset == 30)
    let (offset, delay) = blob.dragEnded(time: 1.1)
    #expect(offset == 30 && !blob.isDragging)
    let settle = try #require(blob.settleTime)
    #expect(delay == settle - 1.1 && delay > 0)
    // Frames are needed while held and until the settle time, not at it.
    #expect(blob.needsFrames(at: settle - 0.001))
    #expect(!blob.needsFrames(at: settle))
    #expect(!blob.needsFrames(at: settle + 0.001))
    blob.dragMoved(to: Point(x: 24, y: 30), from: Point(x: 24, y: 20), time: settle + 1)
    #expect(blob.needsFrames(at: settle + 100))
    // Released again at rest: nothing to wait for.
    var resting = try StretchyCircleSession(circle: Circle(center: .zero, radius: 10))
    #expect(!resting.needsFrames(at: 0))
    #expect(resting.dragEnded(time: 5) == (0, 0))
  }

  @Test("painting reads the latest frame: the outline the frame holds, in the painter's colour")
  func paint() throws {
    var blob = try blob()
    blob.touchBegan(at: Point(x: 24, y: 20), time: 0)
    blob.touchMoved(to: Point(x: 24, y: 50), time: 0.1)
    var painter = StretchyCirclePainter()
    blob.paint(with: &painter)
    #expect(painter.paintList.outline == blob.frame.outline)
    #expect(painter.paintList.fillColor == StretchyCirclePainter.defaultColor.opaque)
  }
}
