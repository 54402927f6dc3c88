/// A spring pulling a point towards a target, solved in closed form from the moment
/// it was (re)started, so its state at a given time does not depend on the frame rate.
@_spi(Hosting) public struct SpringMotion: Hashable, Sendable {
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
