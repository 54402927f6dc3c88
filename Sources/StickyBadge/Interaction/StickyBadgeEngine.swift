/// The whole sticky-badge effect as a deterministic state machine.
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
public struct StickyBadgeEngine: Sendable {
  /// The configuration, validated.
  public let configuration: StickyBadgeConfiguration
  /// The badge at rest, at home.
  public let restingBadge: BadgeShape
  /// The current phase.
  public private(set) var phase: DragPhase = .resting
  /// The latest frame produced by ``advance(to:)``.
  public private(set) var frame: BadgeFrame

  private var time = 0.0
  private var center: Point
  private var fingerOffset = Point.zero
  private var motion: SpringMotion?
  private var returnIsAttached = true
  private var burst: Burst?
  private var pending: [DragEvent] = []
  private var velocityAtGrab = Point.zero
  private var tracker = VelocityTracker()
  private var trajectories: [Burst.Trajectory] = []
  /// Where a finger touched down while the pull waits for it to move
  /// ``StickyBadgeConfiguration/dragStartDistance``; `nil` otherwise.
  private var pendingTouch: Point?

  /// Creates an engine for a badge resting at `badge.center`.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration or the badge is invalid.
  public init(
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
  @inline(never)
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
  public var home: Point { restingBadge.center }

  /// The farthest the badge follows a finger from home, in points; moves beyond it are
  /// ignored, so a finite but enormous coordinate cannot overflow the arithmetic.
  public static let maximumDragDistance = 1_000_000.0

  /// The latest time the engine has seen.
  public var currentTime: Double { time }

  /// Whether a touch at `location` would take hold of the badge now.
  public func accepts(touchAt location: Point) -> Bool {
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
  public mutating func touchBegan(at location: Point, time: Double) -> Bool {
    let now = catchUp(to: time)
    guard accepts(touchAt: location) else { return false }
    pendingTouch = configuration.dragStartDistance > 0 ? location : nil
    if pendingTouch == nil { beginPull(at: location, now: now) }
    return true
  }

  /// The pull begins with the finger at `location`: the badge follows it from here.
  private mutating func beginPull(at location: Point, now: Double) {
    if phase == .returning, let motion {
      let state = motion.state(at: now)
      center = state.position
      velocityAtGrab = state.velocity
    } else {
      velocityAtGrab = .zero
    }
    self.motion = nil
    fingerOffset = center - location
    tracker.reset()
    tracker.add(location, at: now)
    let wasDetachedReturn = phase == .returning && !returnIsAttached
    emit(.began, at: now)
    if wasDetachedReturn && center.distance(to: home) >= configuration.reattachDistance {
      // Grabbed on its way home after a cancel while detached: still detached.
      phase = .detached
    } else {
      phase = .stretching
      updateAttachment(at: now)
    }
  }

  /// The finger moved.
  public mutating func touchMoved(to location: Point, time: Double) {
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
  public mutating func touchEnded(at location: Point, time: Double) {
    touchMoved(to: location, time: time)
    let now = catchUp(to: time)
    release(at: now, cancelled: false)
  }

  /// The system cancelled the touch: the badge goes home whatever its distance.
  public mutating func touchCancelled(time: Double) {
    let now = catchUp(to: time)
    release(at: now, cancelled: true)
  }

  /// Dismisses the badge from code (keyboard, VoiceOver, "clear all"): it bursts where
  /// it is. Does nothing once bursting or dismissed.
  public mutating func dismiss(time: Double) {
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
  public mutating func advance(to time: Double) {
    let now = catchUp(to: time)
    buildFrame(at: now)
  }

  // MARK: - Transitions

  /// Brings the clock to `time` (never backwards), applying timed transitions on the way.
  /// Inlined natively, where every frame calls it; one shared call in WebAssembly, where
  /// module size matters more.
  #if !arch(wasm32)
    @inline(__always)
  #endif
  private mutating func catchUp(to requested: Double) -> Double {
    // Finite and later: two comparisons (both false for NaN), not a test of the bits.
    if requested > time && requested < .infinity { time = requested }
    let now = time
    if phase == .returning, let motion, motion.isSettled(at: now) {
      center = home
      self.motion = nil
      phase = .resting
      emit(.restored, at: motion.settleTime)
    }
    if phase == .bursting, let burst, now >= burst.endTime {
      phase = .dismissed
      emit(.dismissed, at: burst.endTime)
    }
    return now
  }

  private mutating func updateAttachment(at now: Double) {
    let distance = center.distance(to: home)
    if phase == .stretching && distance > configuration.snapDistance {
      phase = .detached
      emit(.snapped, at: now)
    } else if phase == .detached && distance < configuration.reattachDistance {
      phase = .stretching
      emit(.reattached, at: now)
    }
  }

  private mutating func release(at now: Double, cancelled: Bool) {
    pendingTouch = nil
    guard phase == .stretching || phase == .detached else { return }
    let wasDetached = phase == .detached
    emit(.released, at: now)
    if wasDetached && !cancelled {
      startBurst(at: now)
      return
    }
    guard configuration.isAnimated, center != home else {
      center = home
      phase = .resting
      emit(.restored, at: now)
      return
    }
    var start = center
    if configuration.returnOvershoot > 0 && !configuration.reducesMotion {
      let offset = center - home
      let length = offset.length
      if length > 0 { start = home - offset * (configuration.returnOvershoot / length) }
    }
    let velocity = tracker.velocity(at: now) ?? velocityAtGrab
    let spring = SpringMotion(
      spring: configuration.effectiveReturnSpring, from: start, velocity: velocity, to: home,
      at: now)
    motion = spring
    center = start
    returnIsAttached = !wasDetached
    phase = .returning
    // A release right at home settles at once.
    _ = catchUp(to: now)
  }

  private mutating func startBurst(at now: Double) {
    let distance = center.distance(to: home)
    let scale = configuration.badgeScale(at: distance)
    motion = nil
    guard configuration.isAnimated else {
      phase = .dismissed
      emit(.dismissed, at: now)
      return
    }
    let burst = Burst(
      center: center, radius: restingBadge.radius * scale, startTime: now,
      configuration: configuration.burst)
    self.burst = burst
    trajectories.removeAll(keepingCapacity: true)
    for index in 0..<configuration.burst.particleCount {
      trajectories.append(burst.trajectory(index))
    }
    phase = .bursting
  }

  private mutating func emit(_ kind: DragEventKind, at time: Double) {
    pending.append(DragEvent(kind, at: time))
  }

  // MARK: - Frames

  /// The badge's shape where it is now (scaled for its distance from home).
  private var currentShape: BadgeShape {
    var position = center
    if let motion { position = motion.position(at: time) }
    return shape(at: position, scale: configuration.badgeScale(at: position.distance(to: home)))
  }

  /// The badge's shape centred on `position` at `scale`.
  private func shape(at position: Point, scale: Double) -> BadgeShape {
    var shape = restingBadge.scaled(by: scale)
    shape.center = position
    return shape
  }

  /// Recomputes ``frame`` for the clock's time `now`. Its one caller is ``advance(to:)``,
  /// into which it is inlined natively.
  #if !arch(wasm32)
    @inline(__always)
  #endif
  private mutating func buildFrame(at now: Double) {
    // One copy of the configuration for the whole frame: each method called on the stored
    // property of a mutating `self` otherwise copies all of it (256 bytes) first.
    let configuration = self.configuration
    frame.time = now
    frame.phase = phase
    swap(&frame.events, &pending)
    // Emptying an array is a call into the standard library even when it is already
    // empty, as events and particles are in almost every frame.
    if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
    frame.outline.removeAll(keepingCapacity: true)
    if !frame.particles.isEmpty { frame.particles.removeAll(keepingCapacity: true) }
    frame.burstFrameIndex = nil
    frame.opacity = 1
    frame.anchor = nil

    // The clock is at `now` here, so this is ``currentShape`` without a second spring evaluation.
    if let motion { center = motion.position(at: now) }
    let distance = center.distance(to: home)
    let labelScale = configuration.badgeScale(at: distance)
    let badge = shape(at: center, scale: labelScale)
    frame.badge = badge
    var labelOpacity = 1.0

    switch phase {
    case .resting:
      OutlineBuilder.appendBadge(badge, into: &frame.outline)
    case .stretching, .returning:
      if phase == .stretching && configuration.hidesLabelWhileDragging { labelOpacity = 0 }
      if phase == .returning && !returnIsAttached {
        OutlineBuilder.appendBadge(badge, into: &frame.outline)
      } else {
        let anchor = Circle(
          center: home, radius: restingBadge.radius * configuration.anchorScale(at: distance))
        frame.anchor = anchor
        switch configuration.connectorStyle {
        case .metaball:
          OutlineBuilder.appendConnected(
            anchor: anchor, badge: badge,
            parameters: configuration.connectorParameters(at: distance),
            into: &frame.outline)
        case .classic:
          OutlineBuilder.appendClassic(
            anchor: anchor, badge: badge, waistFactor: configuration.waistFactor(at: distance),
            into: &frame.outline)
        }
      }
    case .detached:
      if configuration.hidesLabelWhileDragging { labelOpacity = 0 }
      OutlineBuilder.appendBadge(badge, into: &frame.outline)
    case .bursting:
      labelOpacity = 0
      if let burst {
        frame.badge = BadgeShape(
          center: burst.center, radius: burst.radius,
          // The ratio first: with a subnormal radius the product `halfLength * radius`
          // underflows to the smallest subnormal, and dividing it back inflates the length.
          halfLength: badge.halfLength * (burst.radius / restingBadge.radius))
        if configuration.reducesMotion {
          let fade = 1 - burst.progress(at: now)
          frame.opacity = fade
          labelOpacity = fade
          OutlineBuilder.appendBadge(frame.badge, into: &frame.outline)
        } else {
          switch configuration.burst.style {
          case .particles:
            // Trajectories were drawn once when the burst started; each frame only moves them.
            if now < burst.endTime {
              for trajectory in trajectories {
                frame.particles.append(burst.particle(following: trajectory, at: now))
              }
            }
          case .frames: frame.burstFrameIndex = burst.frameIndex(at: now)
          }
        }
      }
    case .dismissed:
      labelOpacity = 0
      frame.opacity = 0
      if let burst { frame.badge.center = burst.center }
    }
    frame.label = LabelPlacement(
      center: frame.badge.center, scale: labelScale, opacity: labelOpacity)
  }
}

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
