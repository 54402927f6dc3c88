/// A point or a vector in the plane, in points, y pointing down (as in UIKit and Canvas 2D).
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

/// The shape of a badge: a circle, or a horizontal capsule when the badge shows text
/// wider than the dot ("12", "99+").
///
/// A capsule is the set of points within `radius` of the horizontal segment from
/// `center - (halfLength, 0)` to `center + (halfLength, 0)`; a circle is a capsule
/// whose `halfLength` is zero.
public struct BadgeShape: Hashable, Sendable {
  /// The centre of the badge.
  public var center: Point
  /// Half the height of the badge, the radius of its rounded ends.
  public var radius: Double
  /// Half the length of the straight part; zero for a round dot.
  public var halfLength: Double

  /// Creates a badge shape.
  @inlinable public init(center: Point, radius: Double, halfLength: Double = 0) {
    self.center = center
    self.radius = radius
    self.halfLength = halfLength
  }

  /// The full width of the badge.
  @inlinable public var width: Double { 2 * (radius + halfLength) }

  /// The full height of the badge.
  @inlinable public var height: Double { 2 * radius }

  /// Whether the badge is a plain circle.
  @inlinable public var isCircle: Bool { halfLength <= 0 }

  /// The left end of the capsule's core segment.
  @inlinable public var leadingEnd: Point { Point(x: center.x - halfLength, y: center.y) }

  /// The right end of the capsule's core segment.
  @inlinable public var trailingEnd: Point { Point(x: center.x + halfLength, y: center.y) }

  /// The point of the core segment closest to `point`.
  @inlinable public func nearestCorePoint(to point: Point) -> Point {
    let x = Swift.min(Swift.max(point.x, center.x - halfLength), center.x + halfLength)
    return Point(x: x, y: center.y)
  }

  /// The distance from `point` to the badge's outline, negative inside.
  @inlinable public func signedDistance(to point: Point) -> Double {
    point.distance(to: nearestCorePoint(to: point)) - radius
  }

  /// Whether `point` lies inside the badge grown by `margin` on every side.
  @inlinable public func contains(_ point: Point, margin: Double = 0) -> Bool {
    signedDistance(to: point) <= margin
  }

  /// The same shape with its size scaled by `scale` about its centre.
  @inlinable public func scaled(by scale: Double) -> BadgeShape {
    BadgeShape(center: center, radius: radius * scale, halfLength: halfLength * scale)
  }

  /// The shape of a badge of dot radius `radius` that shows `text`.
  ///
  /// The label's width is estimated from the number of characters (digits and
  /// `+` are about 0.6 em wide in the system fonts at the default label size of
  /// 1.3 × radius); a host that measures its text should use
  /// ``init(center:radius:labelWidth:)`` instead.
  public init(center: Point, radius: Double, text: String) {
    var shape = BadgeShape(center: center, radius: radius, labelWidth: 0)
    UTF8Bytes.withBytes(of: text) {
      shape = BadgeShape(center: center, radius: radius, utf8Text: $0)
    }
    self = shape
  }

  /// The shape of a badge of dot radius `radius` that shows the UTF-8 encoded `utf8Text`,
  /// estimated as ``init(center:radius:text:)`` does (for hosts that hold bytes, not a
  /// `String`).
  public init<UTF8Text: Sequence<UInt8>>(center: Point, radius: Double, utf8Text: UTF8Text) {
    // Count characters cheaply: UTF-8 continuation bytes do not start one.
    var characters = 0
    for byte in utf8Text where byte & 0xC0 != 0x80 { characters += 1 }
    let fontSize = radius * BadgeShape.labelFontScale
    self.init(center: center, radius: radius, labelWidth: Double(characters) * 0.6 * fontSize)
  }

  /// The shape of a badge of dot radius `radius` around a label `labelWidth` points wide.
  ///
  /// The label gets half a radius of padding on each side; a label that fits in the
  /// dot leaves it a circle.
  public init(center: Point, radius: Double, labelWidth: Double) {
    let width = labelWidth + radius
    self.init(center: center, radius: radius, halfLength: Swift.max(0, width / 2 - radius))
  }

  /// The label's font size as a multiple of the badge radius.
  public static let labelFontScale = 1.3
}
