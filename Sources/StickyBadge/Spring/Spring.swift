/// A damped spring of unit mass, described the way SwiftUI describes springs.
///
/// `Spring(duration:bounce:)` has stiffness `k = (2π / duration)²` and damping
/// `c = 4π (1 - bounce) / duration` for `bounce >= 0` (`c = 4π / (duration (1 + bounce))`
/// for negative, overdamped bounce), so `Spring(duration: 0.5, bounce: 0.3)` has
/// `k = 157.91` and `c = 17.59`. `bounce` 0 is critically damped.
///
/// ```swift
/// let snappy = Spring(duration: 0.3, bounce: 0.2)          // as SwiftUI's .spring(duration:bounce:)
/// let damped = Spring(response: 0.4, dampingRatio: 0.7)    // as UIKit's usingSpringWithDamping
/// let configuration = StickyBadgeConfiguration(returnSpring: snappy)
/// ```
public struct Spring: Hashable, Sendable {
  /// The stiffness `k`, in 1/s².
  public var stiffness: Double
  /// The damping coefficient `c`, in 1/s.
  public var damping: Double

  /// The durations (and responses), in seconds, that a spring in JSON may give: every spring
  /// knob's, so JSON writes a spring outside them by its stiffness and damping instead.
  public static let writtenDurations: ClosedRange<Double> = 0.01...10
  /// The bounces that a spring in JSON may give (its damping ratio's range follows from them).
  public static let writtenBounces: ClosedRange<Double> = -0.95...0.95

  /// The stiffnesses, in 1/s², a configuration's spring may have (every spring knob's valid range).
  public static let validStiffnesses: ClosedRange<Double> = 0.01...10_000_000
  /// The damping coefficients, in 1/s, a configuration's spring may have.
  public static let validDampings: ClosedRange<Double> = 0.01...100_000

  /// Creates a spring from its perceptual duration and bounce (-1 < bounce < 1).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let omega = 2 * Double.pi / duration
    stiffness = omega * omega
    if bounce >= 0 {
      damping = 4 * Double.pi * (1 - bounce) / duration
    } else {
      damping = 4 * Double.pi / (duration * (1 + bounce))
    }
  }

  /// Creates a spring from its response (the period of the undamped spring) and its
  /// damping ratio (1 is critical; UIKit's `usingSpringWithDamping` is the same ratio).
  public init(response: Double, dampingRatio: Double) {
    let omega = 2 * Double.pi / response
    stiffness = omega * omega
    damping = 2 * dampingRatio * omega
  }

  /// Creates a spring from its physical coefficients (mass 1).
  public init(stiffness: Double, damping: Double) {
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The undamped angular frequency `√k`.
  public var angularFrequency: Double { stiffness.squareRoot() }

  /// The damping ratio `c / (2√k)`: below 1 it oscillates, 1 is critical, above 1 it creeps.
  public var dampingRatio: Double { damping / (2 * angularFrequency) }

  /// The perceptual duration `2π / √k`.
  public var duration: Double { 2 * Double.pi / angularFrequency }

  /// The response, the same as ``duration``.
  public var response: Double { duration }

  /// The bounce: `1 - dampingRatio` for underdamped and critical springs, `1/dampingRatio - 1` otherwise.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// Whether every coefficient is a finite, positive number.
  public var isValid: Bool {
    stiffness.isFinite && damping.isFinite && stiffness > 0 && damping > 0
  }

  /// The displacement and velocity after `time` seconds of a spring released at
  /// `displacement` (from its rest position) with `velocity`, in closed form.
  ///
  /// Exact in all three regimes, so the result does not depend on how time is cut up:
  /// `state(after: a + b)` equals stepping `a` then `b`, up to rounding.
  public func state(displacement x0: Double, velocity v0: Double, after time: Double) -> (
    displacement: Double, velocity: Double
  ) {
    if time <= 0 { return (x0, v0) }
    return coefficients(after: time).apply(displacement: x0, velocity: v0)
  }

  /// The factors that take any released state to its state `time` seconds later (more
  /// than zero): they depend on the time alone, so the two axes of a motion share them.
  func coefficients(after time: Double) -> SpringCoefficients {
    SpringSolution(self).coefficients(after: time)
  }

  /// The time after which a spring released at `displacement` with `velocity` stays
  /// within `tolerance` of rest, measured as the amplitude `√(x² + v²/k)`.
  ///
  /// That amplitude never grows for a damped spring (it is the square root of twice
  /// the energy over k), so the first time it falls below `tolerance` is final and the
  /// answer is found by bisection to a microsecond.
  public func settlingTime(displacement x0: Double, velocity v0: Double, tolerance: Double)
    -> Double
  {
    func amplitude(_ t: Double) -> Double {
      let s = state(displacement: x0, velocity: v0, after: t)
      return (s.displacement * s.displacement + s.velocity * s.velocity / stiffness).squareRoot()
    }
    guard isValid, tolerance > 0 else { return 0 }
    return Spring.firstTime(below: tolerance, of: amplitude)
  }

  /// The first time at which a non-increasing function of time falls to `tolerance`
  /// or below, to a microsecond, by doubling then bisection.
  static func firstTime(below tolerance: Double, of amplitude: (Double) -> Double) -> Double {
    guard amplitude(0) > tolerance else { return 0 }
    var high = 0.05
    var count = 0
    while amplitude(high) > tolerance && count < 40 {
      high *= 2
      count += 1
    }
    var low = 0.0
    while high - low > 1e-6 {
      let mid = (low + high) / 2
      if amplitude(mid) > tolerance { low = mid } else { high = mid }
    }
    return high
  }
}
