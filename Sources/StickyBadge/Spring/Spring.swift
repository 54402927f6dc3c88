/// A damped spring of unit mass, described the way SwiftUI describes springs.
///
/// `Spring(duration:bounce:)` has stiffness `k = (2π / duration)²` and damping
/// `c = 4π (1 - bounce) / duration` for `bounce >= 0` (`c = 4π / (duration (1 + bounce))`
/// for negative, overdamped bounce), so `Spring(duration: 0.5, bounce: 0.3)` has
/// `k = 157.91` and `c = 17.59`. `bounce` 0 is critically damped.
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

/// A spring pulling a point towards a target, solved in closed form from the moment
/// it was (re)started, so its state at a given time does not depend on the frame rate.
public struct SpringMotion: Hashable, Sendable {
  /// The spring.
  public var spring: Spring {
    didSet { solution = SpringSolution(spring) }
  }
  /// The spring's time-independent terms, worked out once rather than every frame.
  private var solution: SpringSolution
  /// Where the point comes to rest.
  public private(set) var target: Point
  /// Where the point was when the motion started.
  public private(set) var startPosition: Point
  /// The velocity when the motion started, in points per second.
  public private(set) var startVelocity: Point
  /// When the motion started.
  public private(set) var startTime: Double
  /// When the motion comes to rest (its amplitude falls below ``settleTolerance``).
  public private(set) var settleTime: Double

  /// The amplitude, in points, under which the motion counts as settled.
  public static let settleTolerance = 0.01

  /// Starts a motion from `position` with `velocity` at `time` towards `target`.
  public init(
    spring: Spring, from position: Point, velocity: Point, to target: Point, at time: Double
  ) {
    self.spring = spring
    solution = SpringSolution(spring)
    self.target = target
    self.startPosition = position
    self.startVelocity = velocity
    self.startTime = time
    settleTime = time
    computeSettleTime()
  }

  private mutating func computeSettleTime() {
    let dx = startPosition.x - target.x
    let dy = startPosition.y - target.y
    let spring = self.spring
    let solution = self.solution
    let velocity = startVelocity
    let k = spring.stiffness
    // The joint amplitude √(|x|² + |v|²/k) of the two axes never grows either.
    func amplitude(_ t: Double) -> Double {
      if t <= 0 {
        return (dx * dx + dy * dy + (velocity.x * velocity.x + velocity.y * velocity.y) / k)
          .squareRoot()
      }
      let step = solution.coefficients(after: t)
      let sx = step.apply(displacement: dx, velocity: velocity.x)
      let sy = step.apply(displacement: dy, velocity: velocity.y)
      return
        (sx.displacement * sx.displacement + sy.displacement * sy.displacement
        + (sx.velocity * sx.velocity + sy.velocity * sy.velocity) / k).squareRoot()
    }
    guard spring.isValid else {
      settleTime = startTime
      return
    }
    settleTime = startTime + Spring.firstTime(below: SpringMotion.settleTolerance, of: amplitude)
  }

  /// The position and velocity at `time` (the target and zero velocity once settled).
  public func state(at time: Double) -> (position: Point, velocity: Point) {
    if time >= settleTime { return (target, .zero) }
    let t = time - startTime
    if t <= 0 {
      return (
        Point(
          x: target.x + (startPosition.x - target.x), y: target.y + (startPosition.y - target.y)),
        startVelocity
      )
    }
    // One evaluation of the exponential and the oscillation serves both axes.
    let step = solution.coefficients(after: t)
    let sx = step.apply(displacement: startPosition.x - target.x, velocity: startVelocity.x)
    let sy = step.apply(displacement: startPosition.y - target.y, velocity: startVelocity.y)
    return (
      Point(x: target.x + sx.displacement, y: target.y + sy.displacement),
      Point(x: sx.velocity, y: sy.velocity)
    )
  }

  /// The position at `time` alone: ``state(at:)`` without the velocity, for a frame.
  /// Inlined natively, where every returning frame asks for it; one shared call in
  /// WebAssembly, where module size matters more.
  #if !arch(wasm32)
    @inline(__always)
  #endif
  func position(at time: Double) -> Point {
    if time >= settleTime { return target }
    let t = time - startTime
    if t <= 0 {
      return Point(
        x: target.x + (startPosition.x - target.x), y: target.y + (startPosition.y - target.y))
    }
    let step = solution.coefficients(after: t)
    return Point(
      x: target.x + step.displacement(startPosition.x - target.x, velocity: startVelocity.x),
      y: target.y + step.displacement(startPosition.y - target.y, velocity: startVelocity.y))
  }

  /// Whether the motion has come to rest at `time`.
  public func isSettled(at time: Double) -> Bool { time >= settleTime }

  /// Sends the motion to a new target at `time`, keeping position and velocity continuous.
  public mutating func retarget(to newTarget: Point, at time: Double) {
    let now = state(at: time)
    self = SpringMotion(
      spring: spring, from: now.position, velocity: now.velocity, to: newTarget, at: time)
  }
}
