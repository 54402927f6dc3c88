extension OutlineBuilder {
  /// The metaball handle length per unit radius: `min(spread·h, |p1 − p2|/(r1 + r2))`,
  /// shortened while the shapes overlap deeply.
  static func handleLength(
    from start: Point, to end: Point, limit: Double, factor: Double, total: Double
  ) -> Double {
    Swift.min(limit, start.distance(to: end) / total) * factor
  }

  /// Handle lengths for a bridge from `start` (leaving along unit `leaving`) to `end`
  /// (arriving along unit `arriving`): the metaball lengths, shortened so that neither
  /// control point passes the point where the two tangent lines meet.
  ///
  /// When the tangent lines meet ahead of both ends, the control polygon then stays in
  /// the triangle of the two ends and that meeting point, so the bridge stays on the
  /// outer side of the tangent line at each end: a convex shape, which lies on the inner
  /// side of its own tangent line, can never be cut by the bridge.
  static func fitHandles(
    from start: Point, leaving: Point, _ startLength: Double, to end: Point, arriving: Point,
    _ endLength: Double, minimum: Double
  ) -> (Double, Double) {
    let chordThird = start.distance(to: end) / 3
    var first = Swift.max(startLength, chordThird)
    var second = Swift.max(endLength, chordThird)
    // start + a·leaving = end − b·arriving.
    let determinant = leaving.x * arriving.y - leaving.y * arriving.x
    if abs(determinant) > OutlineTolerance.parallelTangents {
      let chord = end - start
      let a = (chord.x * arriving.y - chord.y * arriving.x) / determinant
      let b = (leaving.x * chord.y - leaving.y * chord.x) / determinant
      if a > 0 && b > 0 {
        first = Swift.min(first, a)
        second = Swift.min(second, b)
      }
    }
    return (Swift.max(first, minimum), Swift.max(second, minimum))
  }

  /// `value` modulo `modulus`, in `[0, modulus)` (a remainder that rounds to `modulus` is 0).
  static func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
    let remainder = value - modulus * (value / modulus).rounded(.down)
    return remainder >= modulus || remainder < 0 ? 0 : remainder
  }
}

/// The handle rules shared by every bridge of a capsule outline.
struct BridgeShaping {
  /// `spread · handleFactor`, the metaball cap on handle length per unit radius.
  let handleLimit: Double
  /// `min(1, 2d/(r1 + r2))`: handles shrink while the shapes overlap deeply.
  let overlapFactor: Double
  /// `r1 + r2`.
  let totalRadius: Double
  /// The shortest handle.
  let minimum: Double
  /// The line control points keep away from.
  let floor: SideFloor

  /// Appends one bridge from `start` (leaving along unit `leaving`, on a shape of radius
  /// `startRadius`) to `end` (arriving along unit `arriving`, radius `endRadius`).
  func append(
    from start: Point, leaving: Point, radius startRadius: Double, to end: Point,
    arriving: Point, radius endRadius: Double, into path: inout [PathElement]
  ) {
    let perRadius = OutlineBuilder.handleLength(
      from: start, to: end, limit: handleLimit, factor: overlapFactor, total: totalRadius)
    let (startLength, endLength) = OutlineBuilder.fitHandles(
      from: start, leaving: leaving, startRadius * perRadius, to: end, arriving: arriving,
      endRadius * perRadius, minimum: minimum)
    let startHandle = Swift.max(minimum, floor.clamp(startLength, from: start, along: leaving))
    let endHandle = Swift.max(minimum, floor.clamp(endLength, from: end, along: -arriving))
    path.append(
      .curve(
        to: end, control1: start + leaving * startHandle, control2: end - arriving * endHandle))
  }
}

/// A line that control points must not approach closer than `floor` from their own side.
struct SideFloor {
  let origin: Point
  let normal: Point
  let floor: Double

  /// A line through `origin` along `direction` (of length `length`); a negative `floor`
  /// disables the clamp.
  init(origin: Point, direction: Point, length: Double, floor: Double) {
    self.origin = origin
    self.normal = length > 0 ? (direction * (1 / length)).perpendicular : Point(x: 0, y: 1)
    self.floor = length > 0 ? floor : -1
  }

  /// The largest length not above `length` for which `point + along·length` stays on
  /// `point`'s side of the line, at least `floor` away.
  func clamp(_ length: Double, from point: Point, along: Point) -> Double {
    guard floor >= 0 else { return length }
    let height = (point - origin).dot(normal)
    let side = height >= 0 ? 1.0 : -1.0
    let sink = -side * along.dot(normal)
    guard sink > 0 else { return length }
    return Swift.min(length, Swift.max(0, side * height - floor) / sink)
  }
}
