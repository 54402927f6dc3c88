/// The roots of `cosine·cos ψ + sine·sin ψ + constant` (the difference of the anchor's and
/// one cap's supports on that cap's half of the circle of directions), as unit normals.
///
/// The roots are the direction of `(cosine, sine)` turned by ± `acos(ratio)`, found as unit
/// vectors by rotation (cosine `ratio`, sine from a square root): no trigonometry.
struct HalfRoots {
  /// Where the anchor starts winning.
  let rising: Point
  /// Where it stops.
  let falling: Point

  /// The two roots, or nil when the sinusoid has none (its amplitude does not exceed the
  /// constant).
  init?(cosine: Double, sine: Double, constant: Double) {
    let amplitude = (cosine * cosine + sine * sine).squareRoot()
    guard amplitude > 0 else { return nil }
    let ratio = -constant / amplitude
    guard ratio > -1 && ratio < 1 else { return nil }
    let axis = Point(x: cosine, y: sine) * (1 / amplitude)
    let openingSine = PlatformMath.squareRootOfNonNegative(1 - ratio * ratio)
    rising = axis.turned(cosine: ratio, sine: -openingSine)
    falling = axis.turned(cosine: ratio, sine: openingSine)
  }

  /// Whether the rising root lies in its half: normals pointing right for the right cap,
  /// left for the left cap.
  func risingInside(onRightCap: Bool) -> Bool {
    onRightCap ? rising.x >= 0 : rising.x <= 0
  }

  /// Whether the falling root lies in its half.
  func fallingInside(onRightCap: Bool) -> Bool {
    onRightCap ? falling.x >= 0 : falling.x <= 0
  }

  /// The rising root's octant angle in `[halfStart, halfStart + 4)`.
  func risingAngle(halfStart: Double) -> Double {
    Self.angle(of: rising, halfStart: halfStart)
  }

  /// The falling root's octant angle in `[halfStart, halfStart + 4)`.
  func fallingAngle(halfStart: Double) -> Double {
    Self.angle(of: falling, halfStart: halfStart)
  }

  /// The octant angle of `normal` in `[halfStart, halfStart + 4)`: the octant angle is within
  /// [−2, 2].
  private static func angle(of normal: Point, halfStart: Double) -> Double {
    let angle = OctantAngle.of(normal)
    return angle < halfStart ? angle + OctantAngle.period : angle
  }
}
