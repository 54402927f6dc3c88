/// The knobs of the stretchy pull-down circle (from the stretchy-circle write-up, 002).
public struct StretchyCircleConfiguration: Hashable, Sendable {
  /// How far the lower circle can be pulled, as a multiple of the radius (the write-up: 3).
  public var maximumOffsetScale: Double
  /// How much the lower circle shrinks at the maximum offset (the write-up: 0.5, to half).
  public var lowerCircleShrink: Double
  /// The spring that pulls the blob back into a circle when released.
  public var returnSpring: Spring
  /// The metaball connector's spread.
  public var connectorSpread: Double
  /// The metaball connector's handle factor.
  public var handleFactor: Double

  /// Creates a configuration with the proportions of the stretchy-circle write-up (002).
  public init(
    maximumOffsetScale: Double = 3, lowerCircleShrink: Double = 0.5,
    returnSpring: Spring = Spring(duration: 0.5, bounce: 0.3), connectorSpread: Double = 0.5,
    handleFactor: Double = 2.4
  ) {
    self.maximumOffsetScale = maximumOffsetScale
    self.lowerCircleShrink = lowerCircleShrink
    self.returnSpring = returnSpring
    self.connectorSpread = connectorSpread
    self.handleFactor = handleFactor
  }

  /// Checks every value, throwing the first problem found: each row of the configuration
  /// table (``knobs``) must be finite and in its valid range.
  public func validate() throws(ConfigurationError) {
    if let problem = problem() { throw problem.error }
  }

  /// The first problem ``validate()`` finds, or `nil`; as bytes (``ConfigurationProblem``).
  package func problem() -> ConfigurationProblem? { knobProblem() }
}

/// One frame of the stretchy circle.
public struct StretchyCircleFrame: Hashable, Sendable {
  /// The time of the frame.
  public var time: Double
  /// How far the lower circle is pulled down.
  public var offset: Double
  /// The circle that stays put.
  public var top: Circle
  /// The circle being pulled down.
  public var bottom: Circle
  /// The silhouette to fill.
  public var outline: [PathElement]
  /// Whether a finger holds it.
  public var isDragging: Bool
}

/// The pull-down blob of the stretchy-circle write-up (002): a circle whose lower part is
/// pulled down by a drag, the lower circle shrinking, joined by a smooth bridge, and
/// springing back into a circle when released.
public struct StretchyCircle: Sendable {
  /// The resting circle.
  public let circle: Circle
  /// The configuration.
  public let configuration: StretchyCircleConfiguration
  /// The latest frame.
  public private(set) var frame: StretchyCircleFrame

  private var time = 0.0
  private var offset = 0.0
  private var offsetAtTouch = 0.0
  private var touchStartY = 0.0
  /// Whether a finger holds the circle.
  public private(set) var isDragging = false
  private var motion: SpringMotion?
  private var tracker = VelocityTracker()

  /// Creates a stretchy circle.
  public init(
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

  /// Creates a stretchy circle of `radius` resting at the top of its view: `2 × radius`
  /// wide and ``viewHeight(radius:configuration:)`` tall (SwiftUI's `StretchyCircleView`).
  public init(
    radius: Double, configuration: StretchyCircleConfiguration = StretchyCircleConfiguration()
  ) throws(ConfigurationError) {
    try self.init(
      circle: Circle(center: Point(x: radius, y: radius), radius: radius),
      configuration: configuration)
  }

  /// The radius a host uses when the app does not choose one, in points.
  public static let defaultRadius = 24.0

  /// The height of a view that holds a circle of `radius` at rest at its top and the
  /// longest pull below it: `radius × (2 + maximumOffsetScale)`.
  public static func viewHeight(radius: Double, configuration: StretchyCircleConfiguration)
    -> Double
  {
    radius * (2 + configuration.maximumOffsetScale)
  }

  /// When the released circle comes back to rest, while it is springing back.
  public var settleTime: Double? { motion?.settleTime }

  /// The largest offset.
  public var maximumOffset: Double { circle.radius * configuration.maximumOffsetScale }

  /// A finger touched down (anywhere: the host decides what area starts a pull).
  public mutating func touchBegan(at location: Point, time: Double) {
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
  public mutating func touchMoved(to location: Point, time: Double) {
    let now = catchUp(to: time)
    guard isDragging, location.isFinite else { return }
    offset = Swift.max(0, Swift.min(maximumOffset, offsetAtTouch + location.y - touchStartY))
    tracker.add(Point(x: 0, y: offset), at: now)
  }

  /// The finger lifted (or the touch was cancelled): spring back.
  public mutating func touchEnded(time: Double) {
    let now = catchUp(to: time)
    guard isDragging else { return }
    isDragging = false
    let velocity = tracker.velocity(at: now) ?? .zero
    motion = SpringMotion(
      spring: configuration.returnSpring, from: Point(x: 0, y: offset), velocity: velocity,
      to: .zero, at: now)
  }

  /// Moves the clock to `time` and recomputes ``frame``.
  public mutating func advance(to time: Double) {
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
