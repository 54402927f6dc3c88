// Quarter angles: where a direction lies round the circle, in quarter turns, from the
// tangent of an eighth of its angle, with no trigonometric function either way. The
// capsule connector orders, compares and interpolates directions with them.
//
// For a vector of angle θ in (−π, π], `u = tan(θ/8)` is within ±tan(π/8) and comes from
// three half-angle steps (the vector `(|v| + x, y)` has half the angle of `v`): three
// square roots and a division. The angle in quarter turns is then `u·(a − b·|u|)`, the
// quadratic in |u| that is exactly 1 and 2 where the true angle is a quarter and a half turn
// (`b` is cos(π/8), `a` follows); it is odd in u, monotonic, and within 0.4° of the true
// angle between. Back from an angle, the quadratic gives u (one square root and a
// division), and doubling the angle of `(1, u)` three times gives the unit vector: a
// rational map, no further root. No selection between octants or quadrants is made either
// way, so each direction costs a couple of dozen instructions.
//
// Quarter and half turns are exact up to rounding, but the map is not a rotation: turning a
// vector by a quarter turn adds 1 only at the axes. Where a decision depends on whether an
// arc is at least a half turn, the caller settles the near cases with the vectors themselves.

/// Directions as quarter angles: quarter turns (exact at 0, ±1 and ±2), within 0.4° of the
/// true angle; no trigonometry.
enum QuarterAngle {
  /// A whole turn.
  static let period = 4.0
  /// Half a turn.
  static let halfTurn = 2.0
  /// The linear term: quarter turns per unit of `tan(θ/8)` near 0.
  private static let slope = 5.211_110_557_111_280
  /// The quadratic term, `cos(π/8)`, which makes a quarter and a half turn exactly 1 and 2.
  private static let bend = 0.923_879_532_511_286_8

  /// The angle of the vector `(x, y)` in quarter turns, in [−2, 2]: `atan2(y, x)` in quarter
  /// turns within 0.4°, and ±2 on the negative x axis by the sign of `y` (as the arc tangent
  /// gives ±π). The zero vector has angle 0. Inlined natively; one copy in WebAssembly,
  /// where module size matters more.
  #if arch(wasm32)
    @inline(never)
  #else
    @inline(__always)
  #endif
  static func of(y: Double, x: Double) -> Double {
    // x components of vectors with a half, a quarter and an eighth of the angle.
    let halfX = (x * x + y * y).squareRoot() + x
    let quarterX = (halfX * halfX + y * y).squareRoot() + halfX
    let eighthX = (quarterX * quarterX + y * y).squareRoot() + quarterX
    guard eighthX > 0 else { return x < 0 ? (y.sign == .minus ? -2 : 2) : 0 }
    let tangent = y / eighthX
    return tangent * (slope - bend * abs(tangent))
  }

  /// The angle of the vector `vector`; see ``of(y:x:)``.
  @inline(__always)
  static func of(_ vector: Point) -> Double {
    of(y: vector.y, x: vector.x)
  }

  /// The unit vector whose angle is `angle` quarter turns (any finite value: whole turns are
  /// removed first); the inverse of ``of(y:x:)``. 0 is `(1, 0)` exactly, and ±1 and ±2 are
  /// the axes up to rounding.
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
    // The tangent of an eighth of the angle: the quadratic's smaller root, in the form that
    // is exact at 0 and keeps the sign.
    let tangent =
      2 * reduced / (slope + (slope * slope - 4 * bend * abs(reduced)).squareRoot())
    // (1, u) at an eighth of the angle, as a unit vector (1 − u², 2u)/(1 + u²) at a quarter
    // of it, then doubled twice.
    let squared = tangent * tangent
    let inverse = 1 / (1 + squared)
    let quarterCosine = (1 - squared) * inverse
    let quarterSine = 2 * tangent * inverse
    let halfCosine = quarterCosine * quarterCosine - quarterSine * quarterSine
    let halfSine = 2 * quarterCosine * quarterSine
    return Point(x: halfCosine * halfCosine - halfSine * halfSine, y: 2 * halfCosine * halfSine)
  }
}
