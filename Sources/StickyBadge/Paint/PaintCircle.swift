/// A filled disk: one particle of a burst (`BadgeFrame.particles`), or one dot of a paint
/// list (``PaintList/circles``: the particles and the burst image's default drawing).
///
/// ```swift
/// for circle in list.circles where circle.isVisible {
///   let square = circle.bounds
///   context.setAlpha(circle.opacity)
///   context.fillEllipse(in: CGRect(x: square.x, y: square.y, width: square.width, height: square.height))
/// }
/// ```
public struct PaintCircle: Hashable, Sendable {
  /// The centre, in points.
  public var center: Point
  /// The radius, in points. Domain: [0, ∞); 0 draws nothing.
  public var radius: Double
  /// The opacity. Domain: [0, 1]; 0 draws nothing. In a paint list, everything included;
  /// in a frame's particles, relative to the badge (`BadgePainter` multiplies it by the
  /// badge colour's alpha and the frame's opacity).
  public var opacity: Double

  /// Creates a circle.
  public init(center: Point, radius: Double, opacity: Double) {
    self.center = center
    self.radius = radius
    self.opacity = opacity
  }

  /// Whether the circle puts any ink down (positive radius and opacity).
  public var isVisible: Bool { radius > 0 && opacity > 0 }
}
