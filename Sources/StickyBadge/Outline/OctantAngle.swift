// Octant angles: where a direction lies round the circle, in quarter turns, from one division
// and a few multiplications instead of an arc tangent, and back to a unit vector with two
// square roots instead of a sine and cosine. The capsule connector orders, compares and
// interpolates directions with them, so it evaluates no trigonometric function.
//
// Within each eighth of a turn, the tangent `t` of the angle from the nearer axis (the
// smaller coordinate over the larger, in [0, 1]) gives the angle in eighths as
// `t + c·t·(1 − t)`, with `c` = 0.3477 chosen to make the largest error smallest: within
// 0.0038 radians (0.22°) of the true angle everywhere, exact on the axes and the diagonals,
// monotonic (its slope is at least `1 − c`), and inverted in closed form: one square root
// for the quadratic, one to normalise. Turning a vector a quarter turn adds 1 and
// reversing it adds 2, as for true angles, so "at least a half turn" means the same.

/// Directions as octant angles: quarter turns, within 0.22° of the true angle.
enum OctantAngle {
  /// A whole turn.
  static let period = 4.0
  /// Half a turn.
  static let halfTurn = 2.0
  /// The quadratic term of the angle (in eighths) within an eighth of a turn.
  private static let bend = 0.3477

  /// The angle of the vector `(x, y)` in quarter turns, in [−2, 2]: `atan2(y, x)` in quarter
  /// turns within 0.0038 radians, exactly on the axes and diagonals (and −2 for `(−1, −0)`,
  /// as the arc tangent gives −π there). The zero vector has angle 0.
  static func of(y: Double, x: Double) -> Double {
    let ax = abs(x)
    let ay = abs(y)
    // The larger magnitude.
    let larger = ax > ay ? ax : ay
    guard larger > 0 else { return 0 }
    let tangent = Swift.min(ax, ay) / larger
    // Quarter turns from the nearer axis, then from the x axis in the upper half.
    let fromAxis = tangent * (0.5 + 0.5 * bend * (1 - tangent))
    let upper = ay > ax ? 1 - fromAxis : fromAxis
    // `upper` for x ≥ 0, `2 − upper` for x < 0; then the sign of y .
    let unsigned = 1 - Double(signOf: x, magnitudeOf: 1 - upper)
    return Double(signOf: y, magnitudeOf: unsigned)
  }

  /// The angle of the vector `vector`; see ``of(y:x:)``.
  static func of(_ vector: Point) -> Double {
    of(y: vector.y, x: vector.x)
  }

  /// The unit vector whose angle is `angle` quarter turns (any finite value: whole turns are
  /// removed first); the inverse of ``of(y:x:)``. Exact on the axes: 0 is `(1, 0)`, 1 is
  /// `(0, 1)`, ±2 is `(−1, 0)`.
  static func unit(_ angle: Double) -> Point {
    var reduced = angle
    if reduced > 2 {
      reduced -= period
    } else if reduced < -2 {
      reduced += period
    }
    if !(abs(reduced) <= 2) {
      reduced = OutlineBuilder.positiveRemainder(angle + 2, period) - 2
    }
    // Eighths from the x axis folded into the right half, then from the nearer axis.
    let turns = abs(reduced)
    let (along, across) = folded(eighthsFromX: 2 * Swift.min(turns, 2 - turns))
    return Point(
      x: Double(signOf: 1 - turns, magnitudeOf: along),
      y: Double(signOf: reduced, magnitudeOf: across))
  }

  /// ``unit(_:)`` of an angle in [−1, 1], the right half of the circle, where no whole turn
  /// is removed and no half is folded: the same bits (but for the sign of a zero x at ±1,
  /// which is +0 here as there).
  static func rightUnit(_ angle: Double) -> Point {
    let (along, across) = folded(eighthsFromX: 2 * abs(angle))
    return Point(x: along, y: Double(signOf: angle, magnitudeOf: across))
  }

  /// The magnitudes of the x and y components of the unit vector `eighthsFromX` eighths of a
  /// turn (0 to 2) from the x axis, shared by ``unit(_:)`` and ``rightUnit(_:)``.
  private static func folded(eighthsFromX fromX: Double) -> (Double, Double) {
    let steep = fromX > 1
    let eighths = Swift.min(fromX, 2 - fromX)
    // The tangent whose eighths are `eighths`: the smaller root of the quadratic, in the
    // form that is exact at 0.
    let tangent =
      2 * eighths
      / ((1 + bend)
        + PlatformMath.squareRootOfNonNegative((1 + bend) * (1 + bend) - 4 * bend * eighths))
    let scale = 1 / (1 + tangent * tangent).squareRoot()
    let along = steep ? tangent * scale : scale
    let across = steep ? scale : tangent * scale
    return (along, across)
  }
}
