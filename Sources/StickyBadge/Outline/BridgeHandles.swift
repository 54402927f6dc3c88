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
