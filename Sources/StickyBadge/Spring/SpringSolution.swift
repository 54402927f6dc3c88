/// The parts of a ``Spring``'s closed-form solution that do not depend on time, worked out
/// once when a motion starts so that each frame evaluates only the time-dependent factors.
struct SpringSolution: Hashable, Sendable {
  /// Half the damping, `a = ζω`.
  let a: Double
  /// The stiffness `ω²`.
  let omegaSquared: Double
  /// `σ = a² − ω²`: negative below critical damping, positive above.
  let sigma: Double
  /// `√|σ|`: the damped angular frequency below critical damping, the spread of the two
  /// decay rates above it.
  let rate: Double

  /// The solution of `spring`.
  init(_ spring: Spring) {
    omegaSquared = spring.stiffness
    a = spring.damping / 2
    sigma = a * a - omegaSquared
    rate = abs(sigma).squareRoot()
  }

  /// The factors that take any released state to its state `t` seconds later (more than
  /// zero).
  func coefficients(after t: Double) -> SpringCoefficients {
    // One formula for every regime: x = e^{-a t} (x0 C + (v0 + a x0) S) and
    // v = e^{-a t} (v0 C - (ω² x0 + a v0) S), where C, S solve C' = σ S, S' = C:
    // cos/sin below critical damping, cosh/sinh above, 1/t at it.
    // Series near σ t² = 0 keep nearly critical springs exact, with no cancellation.
    let phase = rate * t
    // The envelope is folded into C and S: e^{-a t} C and e^{-a t} S.
    let c: Double
    let s: Double
    if phase < 1e-3 {
      let z = sigma * t * t
      let envelope = PlatformMath.exponential(-a * t)
      c = envelope * (1 + z / 2 * (1 + z / 12))
      s = envelope * t * (1 + z / 6 * (1 + z / 20))
    } else if sigma < 0 {
      let envelope = PlatformMath.exponential(-a * t)
      let oscillation = PlatformMath.sineCosine(phase)
      c = envelope * oscillation.cosine
      s = envelope * oscillation.sine / rate
    } else {
      // Overdamped: both exponents a - μ and a + μ are positive (μ < a), so neither
      // factor overflows however stiff or long the motion (cosh and sinh alone would).
      let slow = PlatformMath.exponential((rate - a) * t)
      let fast = PlatformMath.exponential((-rate - a) * t)
      c = (slow + fast) / 2
      s = (slow - fast) / (2 * rate)
    }
    return SpringCoefficients(c: c, s: s, a: a, omegaSquared: omegaSquared)
  }
}
