/// A point or a vector in the plane, in points, y pointing down (as in UIKit and Canvas 2D).
///
/// ```swift
/// let home = Point(x: 320, y: 44)  // in points, y down, as UIKit and the web count
/// home.distance(to: Point(x: 320, y: 124))  // 80
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The Euclidean length of the vector from the origin to this point.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  /// Whether both coordinates are finite numbers.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The distance from this point to `other`.
  @inlinable public func distance(to other: Point) -> Double { (other - self).length }

  /// The dot product of two vectors.
  @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

  /// This vector rotated by a quarter turn towards increasing angles: `(-y, x)`.
  @inlinable public var perpendicular: Point { Point(x: -y, y: x) }

  /// This vector rotated by the angle whose cosine is `cosine` and sine `sine`, towards
  /// increasing angles for a positive sine: `self · cosine + perpendicular · sine`.
  func turned(cosine: Double, sine: Double) -> Point {
    self * cosine + perpendicular * sine
  }

  /// The point `fraction` of the way from this point to `other`.
  @inlinable public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
  }

  /// The unit vector at `angle` radians from the positive x axis.
  public static func unit(angle: Double) -> Point {
    let (sine, cosine) = PlatformMath.sineCosine(angle)
    return Point(x: cosine, y: sine)
  }

  /// The sum of two vectors.
  @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The difference of two vectors.
  @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The vector scaled by a factor.
  @inlinable public static func * (lhs: Point, rhs: Double) -> Point {
    Point(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// The vector scaled by a factor.
  @inlinable public static func * (lhs: Double, rhs: Point) -> Point { rhs * lhs }

  /// The negated vector.
  @inlinable public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
}
