/// The whole sticky-badge effect as a deterministic state machine, inside every
/// ``BadgeSession`` (internal to the package: hosts, the command line, the benchmark and the
/// fuzzers drive it through the session).
///
/// Feed it time-stamped touches and ask it for the frame at any time; draw what it
/// returns. It decides everything: where the badge is, the outline, when it snaps,
/// re-attaches, springs home or bursts, and which events fire.
///
/// ```swift
/// var engine = try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 9, text: "12"))
/// engine.touchBegan(at: touch, time: t0)
/// engine.touchMoved(to: touch2, time: t1)
/// engine.advance(to: displayLinkTime)
/// draw(engine.frame)
/// ```
///
/// Rules (Docs/Architecture.md, "The drag state machine"):
/// - The badge follows the finger by the finger's offset from where it touched.
/// - Farther than ``StickyBadgeConfiguration/snapDistance`` from home it detaches
///   (`snapped`); back closer than ``StickyBadgeConfiguration/reattachDistance`` it
///   re-attaches (`reattached`). Exactly at either distance nothing changes.
/// - Released attached: springs home (`released`, then `restored` when settled).
///   Released detached: bursts (`released`, then `dismissed` when the burst ends).
/// - A cancelled touch returns home. A touch during the return grabs the badge where
///   it is. Nothing comes back from `dismissed`.
/// - Timestamps earlier than the latest one seen are treated as "now"; non-finite
///   times and locations are ignored, so every frame stays finite.
/// - Event times are exact (touch times, the spring's analytic settling time, the
///   burst's end), so the same input gives the same frames at any frame rate.
///
/// Steady-state frames do not allocate: the outline, particle and event buffers are
/// reused (read ``frame`` in place rather than keeping copies of it across frames).
package struct StickyBadgeEngine: Sendable {
  /// The configuration, validated.
  package let configuration: StickyBadgeConfiguration
  /// The badge at rest, at home.
  package let restingBadge: BadgeShape
  /// The current phase.
  package internal(set) var phase: DragPhase = .resting
  /// The latest frame produced by ``advance(to:)``.
  package internal(set) var frame: BadgeFrame

  var time = 0.0
  var center: Point
  var fingerOffset = Point.zero
  var motion: SpringMotion?
  var returnIsAttached = true
  var burst: Burst?
  var pending: [DragEvent] = []
  var velocityAtGrab = Point.zero
  var tracker = VelocityTracker()
  var trajectories: [Burst.Trajectory] = []
  /// Where a finger touched down while the pull waits for it to move
  /// ``StickyBadgeConfiguration/dragStartDistance``; `nil` otherwise.
  var pendingTouch: Point?

  /// Creates an engine for a badge resting at `badge.center`.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration or the badge is invalid.
  package init(
    badge: BadgeShape, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  )
    throws(ConfigurationError)
  {
    if let problem = Self.problem(badge: badge, configuration: configuration) {
      throw problem.error
    }
    self.init(validBadge: badge, configuration: configuration)
  }

  /// Creates an engine, or `nil` where the throwing initializer would throw; for hosts that
  /// only need to know whether a badge can be dragged, and never make the error's text (in
  /// WebAssembly, a `String` made from bytes brings UTF-8 validation into the module).
  package init?(checkedBadge badge: BadgeShape, configuration: StickyBadgeConfiguration) {
    guard Self.problem(badge: badge, configuration: configuration) == nil else { return nil }
    self.init(validBadge: badge, configuration: configuration)
  }

  /// The first problem with `configuration` or `badge`, as bytes, or `nil` when an engine
  /// can be made: the configuration's own (``StickyBadgeConfiguration/problem()``), then a
  /// centre that is not finite, a radius outside (0, 10000] or a half length outside
  /// [0, 100000].
  static func problem(badge: BadgeShape, configuration: StickyBadgeConfiguration)
    -> ConfigurationProblem?
  {
    if let problem = configuration.problem() { return problem }
    let (property, reason): (StaticString, StaticString)
    if !badge.center.isFinite {
      (property, reason) = ("badge.center", "must be finite")
    } else if !(badge.radius.isFinite && badge.radius > 0 && badge.radius <= 10_000) {
      (property, reason) = ("badge.radius", "must be in (0, 10000]")
    } else if !(badge.halfLength.isFinite && badge.halfLength >= 0
      && badge.halfLength <= 100_000)
    {
      (property, reason) = ("badge.halfLength", "must be in [0, 100000]")
    } else {
      return nil
    }
    return ConfigurationProblem(property: MessageText(property), reason: MessageText(reason))
  }

  /// Creates an engine for a badge and a configuration already checked (by the throwing
  /// initializer): built where it is returned, not copied out of a throwing initializer's
  /// own storage.
  private init(validBadge badge: BadgeShape, configuration: StickyBadgeConfiguration) {
    self.configuration = configuration
    self.restingBadge = badge
    self.center = badge.center
    pending.reserveCapacity(8)
    frame = BadgeFrame(
      time: 0, phase: .resting, anchor: nil, badge: badge,
      label: LabelPlacement(center: badge.center, scale: 1, opacity: 1), outline: [],
      particles: [], burstFrameIndex: nil, opacity: 1, events: [])
    frame.outline.reserveCapacity(24)
    frame.events.reserveCapacity(8)
    frame.particles.reserveCapacity(configuration.burst.particleCount)
    trajectories.reserveCapacity(configuration.burst.particleCount)
    OutlineBuilder.appendBadge(badge, into: &frame.outline)
  }

  /// Where the badge rests.
  package var home: Point { restingBadge.center }

  /// The farthest the badge follows a finger from home, in points; moves beyond it are
  /// ignored, so a finite but enormous coordinate cannot overflow the arithmetic.
  package static let maximumDragDistance = 1_000_000.0

  /// The latest time the engine has seen.
  package var currentTime: Double { time }

  /// Whether a touch at `location` would take hold of the badge now.
  package func accepts(touchAt location: Point) -> Bool {
    guard location.isFinite else { return false }
    switch phase {
    case .resting, .returning:
      return currentShape.contains(location, margin: configuration.touchMargin)
    case .stretching, .detached, .bursting, .dismissed:
      return false
    }
  }

  /// A finger touched down. Takes hold of the badge if the touch is on it (with the
  /// touch margin) while resting or returning; returns whether it did. With a
  /// ``StickyBadgeConfiguration/dragStartDistance``, the pull (and `began`) waits until the
  /// finger has moved that far; a touch that lifts before does nothing.
  @discardableResult
  package mutating func touchBegan(at location: Point, time: Double) -> Bool {
    let now = catchUp(to: time)
    guard accepts(touchAt: location) else { return false }
    pendingTouch = configuration.dragStartDistance > 0 ? location : nil
    if pendingTouch == nil { beginPull(at: location, now: now) }
    return true
  }

  /// The finger moved.
  package mutating func touchMoved(to location: Point, time: Double) {
    let now = catchUp(to: time)
    if let start = pendingTouch, location.isFinite {
      guard location.distance(to: start) >= configuration.dragStartDistance else { return }
      pendingTouch = nil
      if phase == .resting || phase == .returning { beginPull(at: location, now: now) }
      return
    }
    guard phase == .stretching || phase == .detached, location.isFinite else { return }
    // A touch absurdly far away (finite, but enough to overflow the spring's arithmetic)
    // is ignored like a non-finite one.
    let moved = location + fingerOffset
    guard moved.isFinite, moved.distance(to: home) <= Self.maximumDragDistance else { return }
    tracker.add(location, at: now)
    center = moved
    updateAttachment(at: now)
  }

  /// The finger lifted at `location` (a non-finite location counts as the last known one).
  package mutating func touchEnded(at location: Point, time: Double) {
    touchMoved(to: location, time: time)
    let now = catchUp(to: time)
    release(at: now, cancelled: false)
  }

  /// The system cancelled the touch: the badge goes home whatever its distance.
  package mutating func touchCancelled(time: Double) {
    let now = catchUp(to: time)
    release(at: now, cancelled: true)
  }

  /// Dismisses the badge from code (keyboard, VoiceOver, "clear all"): it bursts where
  /// it is. Does nothing once bursting or dismissed.
  package mutating func dismiss(time: Double) {
    let now = catchUp(to: time)
    switch phase {
    case .resting, .stretching, .detached, .returning:
      if let motion { center = motion.position(at: now) }
      motion = nil
      if phase == .stretching || phase == .detached { emit(.released, at: now) }
      startBurst(at: now)
    case .bursting, .dismissed:
      return
    }
  }

  /// Moves the engine's clock to `time` and recomputes ``frame``.
  ///
  /// Times earlier than the latest seen, and non-finite times, produce the frame for
  /// the latest time seen.
  package mutating func advance(to time: Double) {
    let now = catchUp(to: time)
    followReturn(at: now)
    buildFrame(at: now)
  }

  /// Brings the clock to `time` (never backwards, never to a non-finite time), then makes
  /// the transitions the clock makes on its own (``finishTimedPhases(at:)``); returns the
  /// clock's time.
  mutating func catchUp(to requested: Double) -> Double {
    if requested > time && requested < .infinity { time = requested }
    finishTimedPhases(at: time)
    return time
  }
}
