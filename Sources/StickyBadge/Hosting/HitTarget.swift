/// The enlarged touch target of a badge: at least the platform's minimum tappable size
/// (44 × 44 points on iOS) and at least the configuration's touch margin around the badge.
///
/// Coordinates are the badge view's own: the badge occupies `0...width` × `0...height`.
@_spi(Hosting) public struct HitTarget: Hashable, Sendable {
  /// The badge's width.
  public var width: Double
  /// The badge's height.
  public var height: Double
  /// The extra margin on every side (``StickyBadgeConfiguration/touchMargin``).
  public var margin: Double
  /// The smallest width and height of the target (Apple's Human Interface Guidelines: 44).
  public var minimumSide: Double

  /// Creates a touch target for a badge of `width` × `height` points.
  public init(width: Double, height: Double, margin: Double, minimumSide: Double = 44) {
    self.width = width
    self.height = height
    self.margin = margin
    self.minimumSide = minimumSide
  }

  /// How far the target reaches beyond the badge on the left and right.
  public var horizontalOutset: Double {
    Self.outset(side: width, margin: margin, minimum: minimumSide)
  }

  /// How far the target reaches beyond the badge at the top and bottom.
  public var verticalOutset: Double {
    Self.outset(side: height, margin: margin, minimum: minimumSide)
  }

  /// Whether a touch at `point` (in the badge's coordinates) hits the badge.
  public func contains(_ point: Point) -> Bool {
    guard point.isFinite else { return false }
    let dx = horizontalOutset
    let dy = verticalOutset
    return point.x >= -dx && point.x <= width + dx && point.y >= -dy && point.y <= height + dy
  }

  /// How far `point` (in the badge's coordinates) lies from the badge's visible shape: 0 on
  /// or inside it, growing with the distance outside.
  ///
  /// The visible shape is the capsule that fills `0...width` × `0...height`: a circle for a
  /// square badge, a pill with round ends for a wider or taller one. A non-finite point, or a
  /// badge with a non-finite or negative side, is infinitely far.
  public func distanceToBadge(_ point: Point) -> Double {
    guard point.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      return .infinity
    }
    let radius = Swift.min(width, height) / 2
    // The capsule is every point within `radius` of the segment between its end centres.
    let nearestX = Swift.min(Swift.max(point.x, radius), width - radius)
    let nearestY = Swift.min(Swift.max(point.y, radius), height - radius)
    let fromSegment = point.distance(to: Point(x: nearestX, y: nearestY))
    return Swift.max(0, fromSegment - radius)
  }

  private static func outset(side: Double, margin: Double, minimum: Double) -> Double {
    let safeSide = side.isFinite ? Swift.max(0, side) : 0
    let safeMargin = margin.isFinite ? Swift.max(0, margin) : 0
    let safeMinimum = minimum.isFinite ? Swift.max(0, minimum) : 0
    return Swift.max(safeMargin, (safeMinimum - safeSide) / 2)
  }
}
