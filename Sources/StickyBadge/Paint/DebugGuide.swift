/// A dashed circle of the debug overlay (the snap or the re-attach distance).
@_spi(Hosting) public struct DebugGuide: Hashable, Sendable {
  /// The circle, in points.
  public var circle: Circle
  /// The stroke colour, opaque.
  public var color: BadgeColor
  /// The stroke width, in points. Domain: (0, ∞).
  public var lineWidth: Double
  /// The length of each dash, in points. Domain: (0, ∞).
  public var dashLength: Double
  /// The length of each gap between dashes, in points. Domain: (0, ∞).
  public var gapLength: Double

  /// Creates a guide; the defaults are the overlay's 0.8-point line of 4-point dashes and
  /// 3-point gaps.
  public init(
    circle: Circle, color: BadgeColor, lineWidth: Double = 0.8, dashLength: Double = 4,
    gapLength: Double = 3
  ) {
    self.circle = circle
    self.color = color
    self.lineWidth = lineWidth
    self.dashLength = dashLength
    self.gapLength = gapLength
  }
}
