import Testing

@_spi(Hosting) @testable import StickyBadge

/// The core's paint list for known frames, with the numbers every face draws.
@Suite("Paint list")
struct PaintListTests {
  static let home = Point(x: 40, y: 40)

  /// The paint list of a badge resting at home, labelled `text`.
  func restingPaint(
    radius: Double, text: String, labelFont: LabelFontMetrics = .dejaVuSansBold,
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) throws -> PaintList {
    let badge = BadgeShape(center: Self.home, radius: radius, text: text)
    var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
    engine.advance(to: 0)
    var painter = BadgePainter(
      restingBadge: badge, labelText: text, configuration: configuration, labelFont: labelFont)
    painter.paint(engine.frame)
    return painter.paintList
  }

  // MARK: - Label

  @Test(
    "\"7\" on a 10-point dot: 13-point text (1.3 × radius), unfitted, baseline 4.7385 below the centre"
  )
  func labelSeven() throws {
    let label = try restingPaint(radius: 10, text: "7").label
    #expect(label.isVisible)
    #expect(label.text == "7")
    #expect(label.fontSize == 13)
    #expect(label.centerX == 40)
    #expect(label.centerY == 40)
    // Half of DejaVu Sans Bold's 0.729-em cap height below the centre.
    #expect(abs(label.baselineY - 44.7385) < 1e-12)
    #expect(abs(label.width - 9.048) < 1e-12)  // one digit, 0.696 em
    #expect(label.opacity == 1)
  }

  @Test("\"12\" on a 10-point capsule: fitted to 17.6 points (capsule 25.6 minus 2 × 0.4 radius)")
  func labelTwelve() throws {
    let label = try restingPaint(radius: 10, text: "12").label
    // 1.392 em at 13 points is 18.096 points, wider than the 17.6 available.
    #expect(abs(label.fontSize - 12.643678160919540) < 1e-9)
    #expect(abs(label.width - 17.6) < 1e-9)
    #expect(abs(label.baselineY - 44.608620689655170) < 1e-9)
    #expect(label.centerX == 40)
  }

  @Test("\"99+\" on an 11-point capsule: fitted to 27.94 points, font size 12.529")
  func labelNinetyNinePlus() throws {
    let label = try restingPaint(radius: 11, text: "99+").label
    // Two digits and a plus are 2.23 em: 31.889 points at the nominal 14.3.
    #expect(abs(label.fontSize - 12.529147982062776) < 1e-9)
    #expect(abs(label.width - 27.94) < 1e-9)
    #expect(abs(label.baselineY - 44.566874439461884) < 1e-9)
  }

  @Test(
    "width fit: text exactly as wide as the room keeps its nominal size; wider shrinks, narrower does not",
    arguments: [-1, 0, 1])
  func widthFitThreshold(step: Int) throws {
    // On a 10-point dot the room is 20 − 8 = 12 points and the nominal size 13 points, so a
    // digit of 12/13 em is exactly as wide as the room.
    var advance = 12.0 / 13.0
    if step < 0 { advance = advance.nextDown }
    if step > 0 { advance = advance.nextUp }
    var font = LabelFontMetrics.dejaVuSansBold
    font.digitAdvance = advance
    let label = try restingPaint(radius: 10, text: "7", labelFont: font).label
    if step > 0 {
      #expect(label.fontSize < 13)
      #expect(abs(label.width - 12) < 1e-12)
    } else {
      #expect(label.fontSize == 13)
    }
  }

  @Test("the font hook: another font's cap height and advances move the baseline and the fit")
  func labelFontHook() throws {
    let narrow = LabelFontMetrics(
      capHeight: 0.7, digitAdvance: 0.5, plusAdvance: 0.6, spaceAdvance: 0.25, narrowAdvance: 0.3,
      otherAdvance: 0.6)
    let label = try restingPaint(radius: 10, text: "12", labelFont: narrow).label
    // One em of digits at 13 points fits the 17.6 points of room: no shrinking.
    #expect(label.fontSize == 13)
    #expect(label.width == 13)
    #expect(abs(label.baselineY - 44.55) < 1e-12)
  }

  @Test("advance widths in ems: digits, plus, space, narrow and other characters")
  func advanceWidths() {
    let font = LabelFontMetrics.dejaVuSansBold
    #expect(abs(font.advanceWidth(of: "99+") - 2.23) < 1e-12)
    #expect(abs(font.advanceWidth(of: "1 i") - (0.696 + 0.348 + 0.4)) < 1e-12)
    #expect(font.advanceWidth(of: "W") == 0.75)
    #expect(font.advanceWidth(of: "") == 0)
  }

  @Test("no text, a hidden label and a label colour's alpha")
  func labelVisibility() throws {
    #expect(try restingPaint(radius: 10, text: "").label.isVisible == false)
    var hidden = StickyBadgeConfiguration()
    hidden.hidesLabelWhileDragging = true
    let badge = BadgeShape(center: Self.home, radius: 10, text: "3")
    var engine = try StickyBadgeEngine(badge: badge, configuration: hidden)
    engine.touchBegan(at: Self.home, time: 0)
    engine.touchMoved(to: Point(x: 60, y: 40), time: 0.1)
    engine.advance(to: 0.1)
    var painter = BadgePainter(restingBadge: badge, labelText: "3", configuration: hidden)
    painter.paint(engine.frame)
    #expect(painter.paintList.label.isVisible == false)
    #expect(painter.paintList.label.opacity == 0)

    var translucent = StickyBadgeConfiguration()
    translucent.labelColor = BadgeColor(red: 1, green: 1, blue: 1, alpha: 0.25)
    let list = try restingPaint(radius: 10, text: "3", configuration: translucent)
    #expect(list.label.opacity == 0.25)
    #expect(list.labelColor == BadgeColor(red: 1, green: 1, blue: 1, alpha: 1))
  }

  @Test("a label below 0.01 points is left out; exactly 0.01 too; just above is drawn")
  func minimumFontSize() throws {
    let badge = BadgeShape(center: Self.home, radius: 10)
    var painter = BadgePainter(
      restingBadge: badge, labelText: "7", configuration: StickyBadgeConfiguration())
    let engine = try StickyBadgeEngine(badge: badge)
    // 13 points × 0.01/13 is exactly 0.01.
    for (scale, visible) in [
      ((0.01 / 13).nextDown, false), (0.01 / 13, false), ((0.01 / 13).nextUp, true),
    ] {
      var frame = engine.frame
      frame.label.scale = scale
      painter.paint(frame)
      #expect(painter.paintList.label.isVisible == visible, "scale \(scale)")
    }
  }

  // MARK: - Outline, colours, particles

  @Test("the outline is the frame's, filled with the opaque badge colour at its alpha")
  func outlineAndColours() throws {
    let red = BadgeColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.5)
    let list = try restingPaint(
      radius: 10, text: "12", configuration: changed(StickyBadgeConfiguration()) { $0.color = red })
    var expected: [PathElement] = []
    OutlineBuilder.appendBadge(
      BadgeShape(center: Self.home, radius: 10, text: "12"), into: &expected)
    #expect(list.outline == expected)
    #expect(list.outlineOpacity == 0.5)
    #expect(list.fillColor == BadgeColor(red: 0.9, green: 0.2, blue: 0.1))
    #expect(list.circles.isEmpty)
    #expect(list.burstImage.isVisible == false)
  }

  /// An engine whose badge was flung past the snap distance and let go at 0.25 s, with a
  /// burst of `duration` seconds.
  func burstEngine(_ configuration: StickyBadgeConfiguration) throws -> StickyBadgeEngine {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Self.home, radius: 10), configuration: configuration)
    engine.touchBegan(at: Self.home, time: 0)
    engine.touchMoved(to: Point(x: 140, y: 40), time: 0.1)
    engine.touchEnded(at: Point(x: 140, y: 40), time: 0.25)
    return engine
  }

  @Test(
    "particles half-way through a burst are at opacity 1 − 0.5² = 0.75, times the colour's alpha")
  func particleOpacities() throws {
    for (alpha, expected) in [(1.0, 0.75), (0.5, 0.375)] {
      var configuration = StickyBadgeConfiguration()
      configuration.color = BadgeColor(red: 1, green: 0, blue: 0, alpha: alpha)
      configuration.burst.duration = 0.5
      var engine = try burstEngine(configuration)
      engine.advance(to: 0.5)
      #expect(engine.frame.phase == .bursting)
      var painter = BadgePainter(
        restingBadge: engine.restingBadge, labelText: "3", configuration: configuration)
      painter.paint(engine.frame)
      let list = painter.paintList
      #expect(list.circles.count == 14)
      #expect(list.circles.allSatisfy { $0.opacity == expected })
      #expect(list.outline.isEmpty)
      #expect(list.label.isVisible == false)
      for (circle, particle) in zip(list.circles, engine.frame.particles) {
        #expect(circle.center == particle.center)
        #expect(circle.radius == particle.radius)
      }
      // At the end of the burst nothing is left.
      engine.advance(to: 0.75)
      painter.paint(engine.frame)
      #expect(painter.paintList.circles.isEmpty)
    }
  }

  @Test(
    "burst image 2 of 8: eight dots at progress 0.3125, 9 points out, radius 3.516, opacity 0.902")
  func burstImageDrawing() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    var engine = try burstEngine(configuration)
    engine.advance(to: 0.55)  // 0.3 s into a 1-second burst: image 2
    #expect(engine.frame.burstFrameIndex == 2)
    var painter = BadgePainter(
      restingBadge: engine.restingBadge, labelText: "3", configuration: configuration)
    painter.paint(engine.frame)
    let list = painter.paintList
    #expect(list.burstImage.isVisible)
    #expect(list.burstImage.index == 2)
    #expect(list.burstImage.count == 8)
    #expect(list.burstImage.center == Point(x: 140, y: 40))
    #expect(list.burstImage.radius == 10)
    #expect(list.circles.count == BurstImageDrawing.dotCount)
    // Progress (2 + 0.5) / 8 = 0.3125: 10 × (0.4 + 1.6 × 0.3125) = 9 points from the centre.
    let first = list.circles[0]
    #expect(abs(first.center.x - 148.31491579260158) < 1e-9)  // 140 + 9 cos(π/8)
    #expect(abs(first.center.y - (40 + 9 * 0.38268343236508984)) < 1e-9)  // sin(π/8)
    for circle in list.circles {
      #expect(abs(circle.center.distance(to: Point(x: 140, y: 40)) - 9) < 1e-9)
      #expect(circle.radius == 3.515625)  // 10 × 0.45 × (1 − 0.7 × 0.3125)
      #expect(circle.opacity == 0.90234375)  // 1 − 0.3125²
    }
  }

  @Test(
    "a host with its own burst pictures: picture 2 needs 3 of them, and then the default drawing goes"
  )
  func hostBurstPictures() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    var engine = try burstEngine(configuration)
    engine.advance(to: 0.55)  // picture 2 of 8
    var painter = BadgePainter(
      restingBadge: engine.restingBadge, labelText: "3", configuration: configuration)
    painter.paint(engine.frame)
    let list = painter.paintList
    for count in [0, 2] {  // no pictures, or none for index 2: the core's eight dots
      let burst = list.burst(hostPictureCount: count)
      #expect(burst.picture == nil)
      #expect(Array(burst.circles) == list.circles)
      #expect(burst.circles.count == 8)
    }
    for count in [3, 8] {  // picture 2 exists: drawn instead of the dots
      let burst = list.burst(hostPictureCount: count)
      #expect(burst.picture == 2)
      #expect(burst.circles.isEmpty)
    }
  }

  @Test("a particle burst has no picture: every particle is filled whatever the host has")
  func hostBurstPicturesWithParticles() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.particleCount = 12
    var engine = try burstEngine(configuration)
    engine.advance(to: 0.3)
    var painter = BadgePainter(
      restingBadge: engine.restingBadge, labelText: "3", configuration: configuration)
    painter.paint(engine.frame)
    let burst = painter.paintList.burst(hostPictureCount: 8)
    #expect(burst.picture == nil)
    #expect(burst.circles.count == 12)
  }

  @Test("the burst-image progress is the middle of each picture's share: 0 → 1/16, 7 → 15/16")
  func burstImageProgress() {
    #expect(BurstImageDrawing.progress(index: 0, count: 8) == 0.0625)
    #expect(BurstImageDrawing.progress(index: 7, count: 8) == 0.9375)
    #expect(BurstImageDrawing.progress(index: 0, count: 1) == 0.5)
  }

  @Test("Reduce Motion: half-way through the fade the badge is at 0.5 and its label at 0.25")
  func reduceMotionFade() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.reducesMotion = true
    configuration.burst.duration = 0.5
    var engine = try burstEngine(configuration)
    engine.advance(to: 0.5)
    var painter = BadgePainter(
      restingBadge: engine.restingBadge, labelText: "3", configuration: configuration)
    painter.paint(engine.frame)
    #expect(painter.paintList.outlineOpacity == 0.5)
    #expect(!painter.paintList.outline.isEmpty)
    // The label fades with its own opacity and with the badge's.
    #expect(painter.paintList.label.opacity == 0.25)
  }

  // MARK: - Capacities

  @Test("capacities hold for every shape, pull mode and connector over a sweep, and never grow")
  func capacities() throws {
    let badge = BadgeShape(center: Self.home, radius: 11, text: "99+")
    for configuration in [
      StickyBadgeConfiguration(),
      changed(StickyBadgeConfiguration()) {
        $0.pullMode = .bigCircleStays
        $0.bigCircleShrinkRate = 0.333
      },
      changed(StickyBadgeConfiguration()) { $0.connectorStyle = .classic },
      changed(StickyBadgeConfiguration()) { $0.waistNarrowingBase = 0.1 },
    ] {
      var painter = BadgePainter(
        restingBadge: badge, labelText: "99+", configuration: configuration,
        showsDebugOverlay: true)
      let capacities = (
        painter.paintList.outline.capacity, painter.paintList.circles.capacity,
        painter.paintList.debug.construction.capacity, painter.paintList.debug.markers.capacity
      )
      #expect(capacities.0 >= PaintList.outlineCapacity)
      #expect(capacities.1 >= PaintList.circleCapacity)
      var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
      engine.touchBegan(at: Self.home, time: 0)
      var time = 0.0
      for direction in 0..<16 {
        for step in 0...40 {
          time += 0.01
          let angle = Double(direction) * Double.pi / 8
          let distance = Double(step) * 2
          engine.touchMoved(to: Self.home + Point.unit(angle: angle) * distance, time: time)
          engine.advance(to: time)
          painter.paint(engine.frame)
          let list = painter.paintList
          #expect(list.outline.count <= PaintList.outlineCapacity)
          #expect(list.debug.construction.count <= DebugOverlayPaint.constructionCapacity)
          #expect(list.debug.markers.count <= DebugOverlayPaint.markerCapacity)
        }
      }
      #expect(painter.paintList.outline.capacity == capacities.0)
      #expect(painter.paintList.circles.capacity == capacities.1)
      #expect(painter.paintList.debug.construction.capacity == capacities.2)
      #expect(painter.paintList.debug.markers.capacity == capacities.3)
    }
  }
}
