/// The pull-down blob of the stretchy-circle write-up (002): a circle whose lower part is
/// pulled down by a drag, the lower circle shrinking, joined by a smooth bridge, and
/// springing back into a circle when released. Hosts drive it through a
/// ``StretchyCircleSession``.
package struct StretchyCircle: Sendable {
  /// The resting circle.
  package let circle: Circle
  /// The configuration.
  package let configuration: StretchyCircleConfiguration
  /// The latest frame.
  package private(set) var frame: StretchyCircleFrame

  private var time = 0.0
  private var offset = 0.0
  private var offsetAtTouch = 0.0
  private var touchStartY = 0.0
  /// Whether a finger holds the circle.
  package private(set) var isDragging = false
  private var motion: SpringMotion?
  private var tracker = VelocityTracker()

  /// Creates a stretchy circle.
  package init(
    circle: Circle, configuration: StretchyCircleConfiguration = StretchyCircleConfiguration()
  )
    throws(ConfigurationError)
  {
    try configuration.validate()
    guard circle.center.isFinite, circle.radius.isFinite, circle.radius > 0, circle.radius <= 10_000
    else {
      throw .invalid(property: "circle", reason: "needs a finite centre and a radius in (0, 10000]")
    }
    self.circle = circle
    self.configuration = configuration
    frame = StretchyCircleFrame(
      time: 0, offset: 0, top: circle, bottom: circle, outline: [], isDragging: false)
    frame.outline.reserveCapacity(24)
    buildFrame()
  }

  /// The latest time the circle has seen.
  package var currentTime: Double { time }

  /// When the released circle comes back to rest, while it is springing back.
  package var settleTime: Double? { motion?.settleTime }

  /// The largest offset.
  package var maximumOffset: Double { circle.radius * configuration.maximumOffsetScale }

  /// A finger touched down (anywhere: the host decides what area starts a pull).
  package mutating func touchBegan(at location: Point, time: Double) {
    let now = catchUp(to: time)
    guard location.isFinite else { return }
    if let motion { offset = motion.state(at: now).position.y }
    motion = nil
    offsetAtTouch = offset
    touchStartY = location.y
    isDragging = true
    tracker.reset()
    tracker.add(Point(x: 0, y: offset), at: now)
  }

  /// The finger moved: the lower circle follows its vertical travel, within bounds.
  package mutating func touchMoved(to location: Point, time: Double) {
    let now = catchUp(to: time)
    guard isDragging, location.isFinite else { return }
    offset = Swift.max(0, Swift.min(maximumOffset, offsetAtTouch + location.y - touchStartY))
    tracker.add(Point(x: 0, y: offset), at: now)
  }

  /// The finger lifted (or the touch was cancelled): spring back.
  package mutating func touchEnded(time: Double) {
    let now = catchUp(to: time)
    guard isDragging else { return }
    isDragging = false
    let velocity = tracker.velocity(at: now) ?? .zero
    motion = SpringMotion(
      spring: configuration.returnSpring, from: Point(x: 0, y: offset), velocity: velocity,
      to: .zero, at: now)
  }

  /// Moves the clock to `time` and recomputes ``frame``.
  package mutating func advance(to time: Double) {
    let now = catchUp(to: time)
    if let motion { offset = motion.state(at: now).position.y }
    buildFrame()
    frame.time = now
  }

  private mutating func catchUp(to requested: Double) -> Double {
    if requested.isFinite && requested > time { time = requested }
    if let motion, motion.isSettled(at: time) {
      offset = 0
      self.motion = nil
    }
    return time
  }

  private mutating func buildFrame() {
    // The spring may overshoot above the rest position; the blob then stays a circle.
    let pulled = Swift.max(0, Swift.min(maximumOffset, offset))
    let fraction = maximumOffset > 0 ? pulled / maximumOffset : 0
    let bottom = Circle(
      center: circle.center + Point(x: 0, y: pulled),
      radius: circle.radius * (1 - fraction * configuration.lowerCircleShrink))
    frame.offset = pulled
    frame.top = circle
    frame.bottom = bottom
    frame.isDragging = isDragging
    frame.outline.removeAll(keepingCapacity: true)
    OutlineBuilder.appendConnected(
      anchor: circle, badge: BadgeShape(center: bottom.center, radius: bottom.radius),
      parameters: ConnectorParameters(
        spread: configuration.connectorSpread, handleFactor: configuration.handleFactor),
      into: &frame.outline)
  }
}
