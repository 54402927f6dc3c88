/// Where and how to draw the badge's label.
@_spi(Hosting) public struct LabelPlacement: Hashable, Sendable {
  /// The centre of the text.
  public var center: Point
  /// The text's scale relative to its resting size.
  public var scale: Double
  /// The text's opacity, 0 when hidden.
  public var opacity: Double

  /// Creates a label placement.
  public init(center: Point, scale: Double, opacity: Double) {
    self.center = center
    self.scale = scale
    self.opacity = opacity
  }
}
