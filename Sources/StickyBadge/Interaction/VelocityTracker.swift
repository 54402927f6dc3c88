/// Estimates the finger's velocity from its last few positions, without allocating.
struct VelocityTracker: Sendable {
  private var positions: (Point, Point, Point, Point) = (.zero, .zero, .zero, .zero)
  private var times: (Double, Double, Double, Double) = (0, 0, 0, 0)
  private var count = 0

  /// The samples older than this are ignored.
  static let window = 0.1
  /// Speeds are capped here, in points per second.
  static let maximumSpeed = 8000.0

  mutating func reset() { count = 0 }

  mutating func add(_ position: Point, at time: Double) {
    positions = (positions.1, positions.2, positions.3, position)
    times = (times.1, times.2, times.3, time)
    count = Swift.min(count + 1, 4)
  }

  /// The velocity at `time` from samples within the window, or nil without enough of them.
  func velocity(at time: Double) -> Point? {
    guard count >= 2, time - times.3 <= VelocityTracker.window else { return nil }
    for index in (4 - count)..<3 {
      let position = index == 0 ? positions.0 : index == 1 ? positions.1 : positions.2
      let sampleTime = index == 0 ? times.0 : index == 1 ? times.1 : times.2
      let dt = times.3 - sampleTime
      if dt >= 0.004 && dt <= VelocityTracker.window {
        var velocity = (positions.3 - position) * (1 / dt)
        let speed = velocity.length
        if speed > VelocityTracker.maximumSpeed {
          velocity = velocity * (VelocityTracker.maximumSpeed / speed)
        }
        return velocity
      }
    }
    return nil
  }
}
