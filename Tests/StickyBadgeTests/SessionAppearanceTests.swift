import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: what the badge views draw and say, decided by the core")
struct SessionAppearanceTests {
  typealias F = SessionFixture

  @Test("a count's badge is sized from the label font: radius 10 at 13 points, label 2 digits")
  func sizeFromTheLabelFont() {
    let look = BadgeAppearance(count: 12, labelFontSize: 13)
    #expect(look.radius == 10)
    // Two DejaVu Sans Bold digits of 0.696 em at 13 points, plus half a radius each side.
    #expect(abs(look.labelWidth - 18.096) < 1e-9)
    #expect(abs(look.size.width - 28.096) < 1e-9)
    #expect(look.size.height == 20)
    #expect(look.labelText == "12")
    // A dot is a circle; a hidden badge has no size and no shape.
    #expect(BadgeAppearance(count: nil).size == (20, 20))
    let hidden = BadgeAppearance(count: 0)
    #expect(hidden.size == (0, 0) && hidden.shape(center: .zero) == nil)
    #expect(hidden.restingPaintList(center: .zero) == nil)
    // 120 shows "99+" but reads the real count; nothing is read once dismissed.
    let many = BadgeAppearance(count: 120)
    #expect(many.labelText == "99+")
    #expect(many.accessibilityLabel(isDismissed: false) == "120 unread messages")
    #expect(many.accessibilityLabel(isDismissed: true) == nil)
    #expect(hidden.accessibilityLabel(isDismissed: false) == nil)
  }

  @Test("the touch target and the corner offset follow the size")
  func targetAndCorner() {
    let look = BadgeAppearance(count: 12, labelFontSize: 13)
    let target = look.hitTarget(margin: 14)
    #expect(target.width == look.size.width && target.height == 20 && target.margin == 14)
    #expect(look.cornerOffset == Point(x: look.size.width / 3, y: -20.0 / 3))
  }

  @Test("at rest: the capsule and the label at its font size, baseline half a cap height down")
  func restingPaintList() throws {
    let look = BadgeAppearance(count: 7, labelFontSize: 13)
    let list = try #require(look.restingPaintList(center: Point(x: 50, y: 40)))
    #expect(!list.outline.isEmpty && list.outlineOpacity == 1)
    #expect(list.circles.isEmpty && !list.burstImage.isVisible)
    #expect(list.label.isVisible && list.label.text == "7")
    #expect(list.label.fontSize == 13)
    #expect(list.label.centerX == 50 && list.label.centerY == 40)
    #expect(abs(list.label.baselineY - (40 + 13 * 0.729 / 2)) < 1e-12)
    #expect(list.label.opacity == 1)
    #expect(list.fillColor == BadgeColor.unreadRed && list.labelColor == .white)
    // Without a centre: the centre of the badge's own box.
    let boxed = try #require(look.restingPaintList())
    #expect(boxed.label.centerX == look.size.width / 2 && boxed.label.centerY == 10)
    #expect(HostPolicy.panTouchCount == 1)
  }

  @Test("Increase Contrast darkens the fill behind a white label to 4.5 : 1; off, it is kept")
  func increaseContrast() throws {
    let look = BadgeAppearance(count: 3, color: BadgeColor(red: 1, green: 0.4, blue: 0.3))
    let plain = try #require(look.restingPaintList(center: .zero))
    #expect(plain.fillColor == BadgeColor(red: 1, green: 0.4, blue: 0.3))
    #expect(plain.fillColor.contrastRatio(with: .white) < 4.5)
    let darker = try #require(
      look.restingPaintList(
        center: .zero, environment: BadgeEnvironment(increaseContrast: true)))
    #expect(darker.fillColor.contrastRatio(with: .white) >= 4.5)
    #expect(darker.fillColor.red < 1)
  }

  @Test("a host's font: the classes are measured on 0, +, space, i and n")
  func measuredFontMetrics() {
    var asked: [String] = []
    let metrics = LabelFontMetrics(capHeight: 0.7) { text in
      asked.append(text)
      return Double(asked.count) / 10
    }
    #expect(asked == ["0", "+", " ", "i", "n"])
    #expect(metrics.capHeight == 0.7 && metrics.digitAdvance == 0.1 && metrics.plusAdvance == 0.2)
    #expect(metrics.spaceAdvance == 0.3 && metrics.narrowAdvance == 0.4)
    #expect(metrics.otherAdvance == 0.5)
    // The label is sized by it: "99+" is two digits and a plus.
    let look = BadgeAppearance(count: 120, labelFontSize: 10, labelFont: metrics)
    #expect(abs(look.labelWidth - 4) < 1e-12)
  }

  @Test("the session paints frames only in the overlay, with its label and font")
  func sessionPaintsFramesInMotion() throws {
    var session = F.session()
    session.labelText = "5"
    #expect(session.paintFrame() == nil)
    F.hold(&session, at: 30, time: 1)
    let painted = session.paintFrame()
    let list = try #require(painted)
    #expect(list.label.text == "5" && list.label.isVisible)
    #expect(list.label.centerY == 130)
    // Resting radius 9: the label is 1.3 × 9 points at scale 1.
    #expect(abs(list.label.fontSize - 11.7) < 1e-12)
    session.labelFont.capHeight = 0.5
    let repainted = session.paintFrame()
    let taller = try #require(repainted)
    #expect(abs(taller.label.baselineY - (130 + 11.7 * 0.25)) < 1e-9)
  }

  @Test("the session's painter follows its label, its overlay switch and its engine")
  func sessionPainterFollowsItsInputs() throws {
    var session = F.session()
    session.labelText = "5"
    // At rest: no frame, nothing painted.
    #expect(!session.hasFrame && session.paintFrame() == nil && session.paintList == nil)
    F.hold(&session, at: 30, time: 1)
    let painted = session.paintFrame()
    let first = try #require(painted)
    #expect(first.label.text == "5" && !first.debug.isVisible)
    #expect(session.paintList == first)
    // A new label: the painter made for the old one is dropped, the next frame has the new.
    session.labelText = "7"
    #expect(session.paintList == nil)
    #expect(session.paintFrame()?.label.text == "7")
    // The debug overlay is switched for the next frame painted.
    session.showsDebugOverlay = true
    #expect(session.paintFrame()?.debug.isVisible == true)
    // Dismissed without a burst: the engine is dropped, and its painter with it.
    let dismissed = session.dismiss(time: 2, animated: false)
    #expect(dismissed)
    #expect(!session.hasFrame && session.paintFrame() == nil && session.paintList == nil)
  }

  @Test("a paint list seen in the overlay: positions, sizes and fonts scaled, opacities kept")
  func overlayTransformOfAPaintList() throws {
    var list = try #require(BadgeAppearance(count: 4).restingPaintList(center: Point(x: 10, y: 10)))
    list.circles.append(PaintCircle(center: Point(x: 1, y: 2), radius: 3, opacity: 0.5))
    list.burstImage.center = Point(x: 4, y: 5)
    list.burstImage.radius = 6
    let seen = OverlayTransform(scale: 2, translation: Point(x: 100, y: 200)).apply(list)
    #expect(seen.circles[0] == PaintCircle(center: Point(x: 102, y: 204), radius: 6, opacity: 0.5))
    #expect(seen.burstImage.center == Point(x: 108, y: 210) && seen.burstImage.radius == 12)
    #expect(seen.burstImage.imageSide == 48)
    #expect(seen.label.fontSize == 26 && seen.label.width == 2 * list.label.width)
    #expect(seen.label.centerX == 120 && seen.label.centerY == 220)
    #expect(seen.label.baselineY == 200 + 2 * list.label.baselineY)
    #expect(seen.outline.count == list.outline.count && seen.label.opacity == 1)
    #expect(seen.outlineOpacity == list.outlineOpacity && seen.fillColor == list.fillColor)
  }
}

@Suite("Session: an attached view's snapshot in the overlay")
struct SessionContentPlacementTests {
  @Test("the snapshot follows the label, scaled by the overlay, faded by label and badge")
  func contentPlacement() {
    let frame = BadgeFrame(
      time: 0, phase: .returning, anchor: nil, badge: BadgeShape(center: .zero, radius: 9),
      label: LabelPlacement(center: Point(x: 3, y: 4), scale: 0.5, opacity: 0.8), outline: [],
      particles: [], burstFrameIndex: nil, opacity: 0.5, events: [])
    let placement = OverlayTransform(scale: 2, translation: Point(x: 10, y: 20))
      .contentPlacement(of: frame)
    #expect(placement == LabelPlacement(center: Point(x: 16, y: 28), scale: 1, opacity: 0.4))
  }
}
