/// Sizes a badge from its label font, so that hosts scale it with Dynamic Type.
///
/// The core's label is ``BadgeShape/labelFontScale`` times the dot radius; a host that
/// picks its font size (scaled for the user's text size) derives the radius from it.
@_spi(Hosting) public enum BadgeMetrics {
  /// The label's font size before Dynamic Type scaling, in points (scaled like `.footnote`).
  public static let defaultLabelFontSize = 13.0

  /// The label width the core estimates for `label` at a dot radius `radius`, for hosts
  /// that cannot measure text before laying it out (``BadgeShape/init(center:radius:text:)``).
  public static func estimatedLabelWidth(of label: String, radius: Double) -> Double {
    let shape = BadgeShape(center: .zero, radius: radius, text: label)
    return Swift.max(0, shape.width - radius)
  }

  /// The capsule filling a rectangle (a view's bounds): as tall as the rectangle, as wide
  /// as it, at least 1 point in radius; the default shape of a view made draggable.
  public static func capsule(x: Double, y: Double, width: Double, height: Double) -> BadgeShape {
    let radius = Swift.min(width, height) / 2
    return BadgeShape(
      center: Point(x: x + width / 2, y: y + height / 2), radius: Swift.max(radius, 1),
      halfLength: Swift.max(0, width / 2 - radius))
  }

  /// How far a badge of `width` × `height` sits from its anchor at the top trailing corner
  /// of the view it decorates: a third of its size right and up, so it overlaps the corner.
  public static func cornerOffset(width: Double, height: Double) -> Point {
    Point(x: width / 3, y: -height / 3)
  }

  /// The side of the square in which an image-frame burst (``BurstStyle/frames``) is drawn
  /// around the badge `badge`: twice its height.
  public static func burstImageSide(for badge: BadgeShape) -> Double { badge.height * 2 }

  /// The dot radius that fits a label of `fontSize` points.
  public static func radius(forLabelFontSize fontSize: Double) -> Double {
    guard fontSize.isFinite, fontSize > 0 else { return 0 }
    return fontSize / BadgeShape.labelFontScale
  }

  /// The width and height of a badge with `content`, a dot radius `radius` and a label
  /// measured as `labelWidth` points wide; zero for a hidden badge.
  ///
  /// Hosts return it as their intrinsic content size.
  public static func size(
    of content: BadgeContent, radius: Double, labelWidth: Double
  ) -> (width: Double, height: Double) {
    guard let shape = content.shape(center: .zero, radius: radius, labelWidth: labelWidth) else {
      return (0, 0)
    }
    return (shape.width, shape.height)
  }
}
