import Testing

@testable import StickyBadge

@Suite("Session: sizes and content the adapters take from the core")
struct SessionHostMetricsTests {
  @Test("a view's default shape is the capsule filling its bounds, at least 1 point in radius")
  func capsuleFillingBounds() {
    let capsule = BadgeMetrics.capsule(x: 10, y: 20, width: 40, height: 18)
    #expect(capsule.center == Point(x: 30, y: 29))
    #expect(capsule.radius == 9)
    #expect(capsule.halfLength == 11)
    // Taller than wide: a circle of the width.
    let tall = BadgeMetrics.capsule(x: 0, y: 0, width: 10, height: 30)
    #expect(tall.radius == 5 && tall.halfLength == 0)
    // The radius floor, at 2 points wide and either side of it.
    #expect(BadgeMetrics.capsule(x: 0, y: 0, width: 2, height: 2).radius == 1)
    #expect(BadgeMetrics.capsule(x: 0, y: 0, width: 1, height: 1).radius == 1)
    #expect(BadgeMetrics.capsule(x: 0, y: 0, width: 3, height: 3).radius == 1.5)
  }

  @Test("the SwiftUI badge sits a third of its size right of and above the corner")
  func cornerOffset() {
    #expect(BadgeMetrics.cornerOffset(width: 30, height: 18) == Point(x: 10, y: -6))
  }

  @Test("an image-frame burst is drawn in a square twice the badge's height")
  func burstImageSide() {
    #expect(BadgeMetrics.burstImageSide(for: BadgeShape(center: .zero, radius: 9)) == 36)
    #expect(
      BadgeMetrics.burstImageSide(for: BadgeShape(center: .zero, radius: 9, halfLength: 20)) == 36)
  }

  @Test("the estimated label width is the badge's width less one radius of padding")
  func estimatedLabelWidth() {
    let radius = BadgeMetrics.radius(forLabelFontSize: BadgeMetrics.defaultLabelFontSize)
    let shape = BadgeShape(center: .zero, radius: radius, text: "99+")
    #expect(BadgeMetrics.estimatedLabelWidth(of: "99+", radius: radius) == shape.width - radius)
    #expect(BadgeMetrics.estimatedLabelWidth(of: "", radius: radius) >= 0)
    #expect(BadgeMetrics.defaultLabelFontSize == 13)
  }

  @Test("a text wins over the count; an empty text is a dot")
  func contentWithText() {
    let format = BadgeCountFormat()
    #expect(format.content(for: 12, text: "NEW") == .text("NEW"))
    #expect(format.content(for: 12, text: "") == .dot)
    #expect(format.content(for: 12, text: nil) == .text("12"))
    #expect(format.content(for: 0, text: nil) == .hidden)
  }

  @Test("the stretchy circle's view is two radii plus the longest pull tall")
  func stretchyCircleHeight() {
    #expect(
      StretchyCircle.viewHeight(radius: 24, configuration: StretchyCircleConfiguration()) == 120)
    #expect(StretchyCircle.defaultRadius == 24)
  }

  @Test("the clear-all interval and the label contrast")
  func constants() {
    #expect(ClearAllSequence.defaultInterval == 0.06)
    #expect(ClearAllSequence(burstDuration: 0.35).interval == 0.06)
    #expect(HostPolicy.minimumLabelContrast == 4.5)
  }
}
