/// The linear map a ``Spring`` applies to a released state over one stretch of time:
/// `x = x0 C + (v0 + a x0) S` and `v = v0 C − (ω² x0 + a v0) S`, with the envelope
/// `e^{−a t}` folded into `C` and `S`. It depends on the time alone, so both axes of a
/// ``SpringMotion`` share one evaluation of the exponential and the oscillation.
struct SpringCoefficients {
  /// `e^{−a t} C(t)`.
  var c: Double
  /// `e^{−a t} S(t)`.
  var s: Double
  /// Half the damping, `a = ζω`.
  var a: Double
  /// The stiffness `ω²`.
  var omegaSquared: Double

  /// The state reached from `displacement` and `velocity`.
  func apply(displacement x0: Double, velocity v0: Double) -> (
    displacement: Double, velocity: Double
  ) {
    (x0 * c + (v0 + a * x0) * s, v0 * c - (omegaSquared * x0 + a * v0) * s)
  }

  /// The displacement reached from `displacement` and `velocity` (the first half of
  /// ``apply(displacement:velocity:)``).
  func displacement(_ x0: Double, velocity v0: Double) -> Double {
    x0 * c + (v0 + a * x0) * s
  }
}
