/// Turns badge frames into paint lists: every paint decision of the package is made here.
///
/// A ``BadgeSession`` keeps one for its badge and paints each frame in motion with it
/// (``BadgeSession/paintFrame()``); a face that draws frames of its own (the command line's
/// renders) makes one and calls ``paint(_:)`` with each frame. Then it rasterizes
/// ``paintList``. The painter reuses the list's storage, so painting a frame does not
/// allocate (read ``paintList`` in place rather than keeping copies of it across frames).
///
/// ```swift
/// var painter = BadgePainter(restingBadge: badge, labelText: "12",
///                            configuration: StickyBadgeConfiguration())
/// painter.paint(frame)
/// draw(painter.paintList)
/// ```
@_spi(Hosting) public struct BadgePainter: Sendable {
  /// The badge at rest, at home (the shape its drag started from).
  public let restingBadge: BadgeShape
  /// The label's text ("7", "12", "99+"), empty for a dot.
  public let labelText: String
  /// The configuration the frames come from: colours, distances, burst style.
  public let configuration: StickyBadgeConfiguration
  /// The label font's proportions: the one paint decision left to the host.
  public let labelFont: LabelFontMetrics
  /// Whether ``paint(_:)`` fills in the debug overlay.
  public var showsDebugOverlay: Bool
  /// The paint list of the latest frame given to ``paint(_:)``.
  public private(set) var paintList: PaintList

  /// The label's advance width in ems, measured once.
  private let labelWidthInEms: Double
  /// Whether there is a label (the text is not empty): not a dot.
  private let isLabelled: Bool

  /// Creates a painter for a badge resting as `restingBadge`, labelled `labelText`.
  ///
  /// - Parameters:
  ///   - restingBadge: the badge at rest, at home (the engine's).
  ///   - labelText: the label's text; empty for a dot.
  ///   - configuration: the configuration the frames come from (the engine's).
  ///   - labelFont: the proportions of the font the host draws the label in; DejaVu Sans
  ///     Bold by default.
  ///   - showsDebugOverlay: whether to paint the debug overlay.
  public init(
    restingBadge: BadgeShape, labelText: String, configuration: StickyBadgeConfiguration,
    labelFont: LabelFontMetrics = .dejaVuSansBold, showsDebugOverlay: Bool = false
  ) {
    paintList = PaintList(
      fillColor: configuration.color.opaque, labelColor: configuration.labelColor.opaque,
      labelText: labelText,
      snapCircle: Circle(center: restingBadge.center, radius: configuration.snapDistance),
      reattachCircle: Circle(center: restingBadge.center, radius: configuration.reattachDistance))
    self.restingBadge = restingBadge
    self.labelText = labelText
    self.configuration = configuration
    self.labelFont = labelFont
    self.showsDebugOverlay = showsDebugOverlay
    self.isLabelled = !labelText.isEmpty
    self.labelWidthInEms = labelFont.advanceWidth(of: labelText)
  }

  /// Rebuilds ``paintList`` for `frame`, reusing its storage.
  public mutating func paint(_ frame: BadgeFrame) {
    let opacity = clampUnit(frame.opacity)
    let badgeOpacity = clampUnit(configuration.color.alpha * opacity)
    paintList.outline.removeAll(keepingCapacity: true)
    paintList.outline.append(contentsOf: frame.outline)
    paintList.outlineOpacity = badgeOpacity

    paintList.circles.removeAll(keepingCapacity: true)
    for particle in frame.particles {
      paintList.circles.append(
        PaintCircle(
          center: particle.center, radius: Swift.max(0, particle.radius),
          opacity: clampUnit(particle.opacity * badgeOpacity)))
    }
    paintList.burstImage.isVisible = frame.burstFrameIndex != nil
    if let index = frame.burstFrameIndex {
      paintList.burstImage.index = index
      paintList.burstImage.count = Swift.max(1, configuration.burst.frameCount)
      paintList.burstImage.center = frame.badge.center
      paintList.burstImage.radius = frame.badge.radius
      paintList.burstImage.opacity = badgeOpacity
      BurstImageDrawing.append(paintList.burstImage, into: &paintList.circles)
    }

    paintLabel(frame, opacity: opacity)
    paintList.debug.isVisible = showsDebugOverlay
    paintList.debug.construction.removeAll(keepingCapacity: true)
    paintList.debug.markers.removeAll(keepingCapacity: true)
    if showsDebugOverlay { DebugOverlayDrawing.append(frame, into: &paintList.debug) }
  }

  /// Rebuilds ``paintList`` for the badge at rest at home: its outline and its label at
  /// full opacity, nothing else (what a view draws in place).
  public mutating func paintResting() {
    var outline: [PathElement] = []
    OutlineBuilder.appendBadge(restingBadge, into: &outline)
    paint(
      BadgeFrame(
        time: 0, phase: .resting, anchor: nil, badge: restingBadge,
        label: LabelPlacement(center: restingBadge.center, scale: 1, opacity: 1),
        outline: outline, particles: [], burstFrameIndex: nil, opacity: 1, events: []))
  }

  /// The label: the nominal size at the badge's scale, fitted into the capsule.
  private mutating func paintLabel(_ frame: BadgeFrame, opacity: Double) {
    let scale = frame.label.scale
    let nominalSize = restingBadge.radius * BadgeShape.labelFontScale * scale
    // Keep wide labels inside the capsule with padding at each rounded end.
    let available =
      restingBadge.width * scale - 2 * LabelPaint.endPadding * restingBadge.radius * scale
    let nominalWidth = labelWidthInEms * nominalSize
    let fontSize =
      nominalWidth > available && nominalWidth > 0
      ? nominalSize * Swift.max(0, available) / nominalWidth : nominalSize
    let isVisible =
      isLabelled && frame.label.opacity > 0 && opacity > 0
      && fontSize > LabelPaint.minimumFontSize
    // Field by field in place: copying the label out and back would copy its text.
    paintList.label.isVisible = isVisible
    paintList.label.fontSize = fontSize
    paintList.label.centerX = frame.label.center.x
    paintList.label.centerY = frame.label.center.y
    paintList.label.baselineY = frame.label.center.y + fontSize * labelFont.capHeight / 2
    paintList.label.width = labelWidthInEms * fontSize
    paintList.label.opacity =
      isVisible ? clampUnit(frame.label.opacity * opacity * configuration.labelColor.alpha) : 0
  }
}
