import Testing

@_spi(Hosting) @testable import StickyBadge

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

  @Test("a view's bounds as a rectangle: its centre and the capsule filling it")
  func rectangle() {
    let bounds = PaintRect(x: 10, y: 20, width: 40, height: 18)
    #expect(bounds.center == Point(x: 30, y: 29))
    #expect(
      BadgeMetrics.capsule(filling: bounds)
        == BadgeMetrics.capsule(x: 10, y: 20, width: 40, height: 18))
    #expect(
      PaintRect(center: Point(x: 5, y: 7), side: 4) == PaintRect(x: 3, y: 5, width: 4, height: 4))
    #expect(
      PaintRect(center: Point(x: 5, y: 7), side: 0) == PaintRect(x: 5, y: 7, width: 0, height: 0))
  }

  @Test("where a face lays out circles, burst pictures and the measured label")
  func paintRects() {
    let circle = PaintCircle(center: Point(x: 30, y: 40), radius: 2.5, opacity: 1)
    #expect(circle.bounds == PaintRect(x: 27.5, y: 37.5, width: 5, height: 5))
    var burst = BurstImagePaint()
    (burst.center, burst.radius) = (Point(x: 100, y: 50), 9)
    // Twice the badge's height: 36 points.
    #expect(burst.bounds == PaintRect(x: 82, y: 32, width: 36, height: 36))
    var label = LabelPaint()
    (label.centerX, label.baselineY) = (50, 24.5)
    // 20 × 16 points measured, the baseline 12.5 below the top: top left at (40, 12).
    #expect(
      label.frame(width: 20, height: 16, ascender: 12.5)
        == PaintRect(x: 40, y: 12, width: 20, height: 16))
  }

  @Test("the SwiftUI badge's frame: its touch target, centred on the badge at the corner")
  func cornerFrame() {
    // A dot at 13 points is 20 × 20: the 44-point minimum asks for 12 points all round, so
    // a margin below 12 changes nothing and one above it is the outset.
    let dot = BadgeAppearance(count: nil, labelFontSize: 13)
    for (margin, outset) in [(0.0, 12.0), (11, 12), (12, 12), (13, 13), (20, 20)] {
      let frame = dot.cornerFrame(margin: margin)
      #expect(frame.width == 20 + 2 * outset && frame.height == 20 + 2 * outset)
      // The badge's top trailing corner is a third of its size right of and above the
      // decorated view's; the frame's is one outset farther out.
      #expect(abs(frame.offset.x - (20.0 / 3 + outset)) < 1e-12)
      #expect(abs(frame.offset.y - (-20.0 / 3 - outset)) < 1e-12)
    }
    // A capsule: the outsets differ across and up.
    let look = BadgeAppearance(count: 1, text: "NEW MAIL", labelFontSize: 13)
    let (width, height) = look.size
    let target = look.hitTarget(margin: 0)
    #expect(width > 44 && target.horizontalOutset == 0 && target.verticalOutset == 12)
    let frame = look.cornerFrame(margin: 0)
    #expect(frame.width == width && frame.height == 44)
    #expect(frame.offset == Point(x: width / 3, y: -height / 3 - 12))
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
      StretchyCircleSession.viewHeight(radius: 24, configuration: StretchyCircleConfiguration())
        == 120)
    #expect(StretchyCircleSession.defaultRadius == 24)
  }

  @Test("the stretchy circle a view holds rests at its top, centred across")
  func stretchyCircleInItsView() throws {
    let blob = try StretchyCircleSession(radius: 24)
    #expect(blob.restingCircle == Circle(center: Point(x: 24, y: 24), radius: 24))
    #expect(blob.frame.offset == 0)
    #expect(throws: ConfigurationError.self) { try StretchyCircleSession(radius: 0) }
    #expect(throws: ConfigurationError.self) { try StretchyCircleSession(radius: .nan) }
  }

  @Test("the clear-all interval and the label contrast")
  func constants() {
    #expect(ClearAllSequence.defaultInterval == 0.06)
    #expect(ClearAllSequence(burstDuration: 0.35).interval == 0.06)
    #expect(HostPolicy.minimumLabelContrast == 4.5)
  }
}
