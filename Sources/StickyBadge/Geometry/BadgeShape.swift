/// The shape of a badge: a circle, or a horizontal capsule when the badge shows text
/// wider than the dot ("12", "99+").
///
/// A capsule is the set of points within `radius` of the horizontal segment from
/// `center - (halfLength, 0)` to `center + (halfLength, 0)`; a circle is a capsule
/// whose `halfLength` is zero.
///
/// ```swift
/// let dot = BadgeShape(center: Point(x: 320, y: 44), radius: 9)
/// let twelve = BadgeShape(center: Point(x: 320, y: 44), radius: 9, text: "12")  // a capsule
/// var session = BadgeSession(restingShape: twelve)
/// ```
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
