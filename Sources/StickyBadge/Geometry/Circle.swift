/// A circle: a centre and a radius.
public struct Circle: Hashable, Sendable {
  /// The centre of the circle.
  public var center: Point
  /// The radius, never negative.
  public var radius: Double

  /// Creates a circle.
  @inlinable public init(center: Point, radius: Double) {
    self.center = center
    self.radius = radius
  }
}
