/// What a badge view shows at rest and how it is laid out, decided from what the app set:
/// every size, colour and VoiceOver text of the UIKit and SwiftUI badge views.
///
/// A host fills it in from its properties (count, format, font size after Dynamic Type,
/// colours, texts) and reads back the badge's size, its shape, its touch target, its
/// paint list at rest and its spoken label; it decides nothing itself.
///
/// ```swift
/// let look = BadgeAppearance(count: 12, labelFontSize: 13)
/// look.size                                   // (width: 20.7, height: 20), the intrinsic size
/// look.restingPaintList(center: Point(x: 10.35, y: 10))   // draw this in place
/// ```
@_spi(Hosting) public struct BadgeAppearance: Sendable {
  /// What the badge shows: hidden, a dot or a label.
  public var content: BadgeContent
  /// The real count behind ``content`` (VoiceOver reads 120 behind `"99+"`).
  public var count: Int?
  /// The label's font size in points, after the host's text-size scaling.
  public var labelFontSize: Double
  /// The proportions of the font the host draws the label in (``LabelFontMetrics``).
  public var labelFont: LabelFontMetrics
  /// The colour the app asked for, before Increase Contrast.
  public var color: BadgeColor
  /// The label's colour.
  public var labelColor: BadgeColor
  /// The words VoiceOver speaks.
  public var accessibilityText: BadgeAccessibilityText

  /// Creates the appearance of a badge showing `count` (or `text`, when given) in `format`.
  public init(
    count: Int?, text: String? = nil, format: BadgeCountFormat = BadgeCountFormat(),
    labelFontSize: Double = BadgeMetrics.defaultLabelFontSize,
    labelFont: LabelFontMetrics = .dejaVuSansBold, color: BadgeColor = .unreadRed,
    labelColor: BadgeColor = .white, accessibilityText: BadgeAccessibilityText = .english
  ) {
    self.content = format.content(for: count, text: text)
    self.count = count
    self.labelFontSize = labelFontSize
    self.labelFont = labelFont
    self.color = color
    self.labelColor = labelColor
    self.accessibilityText = accessibilityText
  }

  /// The label's text; empty for a dot or a hidden badge.
  public var labelText: String { content.label ?? "" }

  /// The dot radius that fits the label's font size (``BadgeMetrics/radius(forLabelFontSize:)``).
  public var radius: Double { BadgeMetrics.radius(forLabelFontSize: labelFontSize) }

  /// The label's advance width in points, by ``labelFont``.
  public var labelWidth: Double { labelFont.advanceWidth(of: labelText) * labelFontSize }

  /// The badge at rest centred at `center`; `nil` when hidden.
  public func shape(center: Point) -> BadgeShape? {
    content.shape(center: center, radius: radius, labelWidth: labelWidth)
  }

  /// The badge's width and height: a view's intrinsic size; zero when hidden.
  public var size: (width: Double, height: Double) {
    BadgeMetrics.size(of: content, radius: radius, labelWidth: labelWidth)
  }

  /// The touch target around the badge with the configuration's `margin`.
  public func hitTarget(margin: Double) -> HitTarget {
    HitTarget(width: size.width, height: size.height, margin: margin)
  }

  /// How far the badge's centre sits from the top trailing corner of the view it
  /// decorates (``BadgeMetrics/cornerOffset(width:height:)``).
  public var cornerOffset: Point {
    BadgeMetrics.cornerOffset(width: size.width, height: size.height)
  }

  /// The frame a host gives the badge view over a corner of the view it decorates: the
  /// whole touch target with `margin` (``hitTarget(margin:)``), centred on the badge.
  ///
  /// The badge overlaps the view by two thirds of its size (``cornerOffset``, mirrored for
  /// each corner), then moves by `placement`'s offset. `offset` is how far on screen (`x`
  /// to the right) the frame sits from where aligning it to the corner puts it (SwiftUI: an
  /// overlay aligned to the corner, which swaps leading and trailing right to left, then
  /// `.offset`).
  public func cornerFrame(
    margin: Double, placement: BadgeCornerPlacement = BadgeCornerPlacement(),
    isRightToLeft: Bool = false
  ) -> (width: Double, height: Double, offset: Point) {
    let target = hitTarget(margin: margin)
    let width = size.width + 2 * target.horizontalOutset
    let height = size.height + 2 * target.verticalOutset
    let corner = placement.corner
    // The badge's centre from the corner, towards the trailing side and down: inside the
    // view by a sixth of its size, so it sticks out by a third.
    let inwards = Point(
      x: (corner.isTrailing ? -1 : 1) * (size.width / 2 - cornerOffset.x),
      y: (corner.isTop ? 1 : -1) * (size.height / 2 + cornerOffset.y))
    let badge = BadgeCornerPlacement(corner: corner, offset: inwards + placement.offset)
      .screenOffset(isRightToLeft: isRightToLeft)
    // Aligned to the corner, the frame's centre is half its size inside the view.
    let onRight = placement.isOnRightEdge(isRightToLeft: isRightToLeft)
    let aligned = Point(
      x: onRight ? -width / 2 : width / 2, y: corner.isTop ? height / 2 : -height / 2)
    return (width, height, badge - aligned)
  }

  /// `configuration` with this appearance's colours: what a ``BadgeSession`` is given.
  public func configuration(_ configuration: StickyBadgeConfiguration)
    -> StickyBadgeConfiguration
  {
    var result = configuration
    result.color = color
    result.labelColor = labelColor
    return result
  }

  /// The paint list of the badge at rest centred at `center` (by default, the centre of a
  /// box of ``size``), in this appearance's colours adapted to `environment` (Increase
  /// Contrast darkens the fill); `nil` when hidden.
  public func restingPaintList(
    center: Point? = nil, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
    environment: BadgeEnvironment = BadgeEnvironment()
  ) -> PaintList? {
    let center = center ?? Point(x: size.width / 2, y: size.height / 2)
    guard let shape = shape(center: center) else { return nil }
    var painter = BadgePainter(
      restingBadge: shape, labelText: labelText,
      configuration: environment.adapt(self.configuration(configuration)), labelFont: labelFont)
    painter.paintResting()
    return painter.paintList
  }

  /// What VoiceOver reads; `nil` when the badge is hidden or dismissed, so it is not an
  /// accessibility element at all.
  public func accessibilityLabel(isDismissed: Bool) -> String? {
    isDismissed ? nil : accessibilityText.label(for: content, count: count)
  }
}
