extension BadgeSession {
  /// Creates a session for a badge resting at `badge.center`, ready to be dragged: for a
  /// host that knows its badge up front (the command line, a custom view).
  ///
  /// - Throws: ``ConfigurationError`` when the configuration (with `environment` applied)
  ///   or the badge is invalid: a centre that is not finite, a radius outside (0, 10000] or
  ///   a half length outside [0, 100000].
  public init(
    badge: BadgeShape, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
    environment: BadgeEnvironment = BadgeEnvironment(), playsHaptics: Bool = true
  ) throws(ConfigurationError) {
    if let problem = StickyBadgeEngine.problem(
      badge: badge, configuration: environment.adapt(configuration))
    {
      throw problem.error
    }
    self.init(
      configuration: configuration, environment: environment, restingShape: badge,
      playsHaptics: playsHaptics)
    _ = prepareEngine()
  }

  /// Where the badge rests (the centre of the shape its drag started from), or `nil`
  /// without a shape.
  public var home: Point? { engine?.home ?? restingShape?.center }

  /// The latest frame whatever the presentation, for a face that draws every frame itself
  /// (the command line's renders, a benchmark): the badge at rest, in motion, or gone by its
  /// own burst (opacity 0).
  ///
  /// `nil` while the session has no drag state: a session made without a badge before its
  /// first input, after a reset, after a change of shape or configuration at rest, and after
  /// a dismissal at once. Hosts that draw only the badge in motion read ``frame``.
  @_spi(Hosting) public var latestFrame: BadgeFrame? { engine?.frame }

  /// Whether a finger touching down at `location` now would take hold of the badge: on it
  /// (its touch margin included) while at rest or springing home.
  public func accepts(touchAt location: Point) -> Bool {
    var probe = self
    guard probe.prepareEngine() else { return false }
    return probe.engine!.accepts(touchAt: location)
  }

  // MARK: - Raw touches

  /// A finger touched down at `location` (in the input's coordinate space) at `time`: takes
  /// hold of the badge if it is on it (``accepts(touchAt:)``), then advances to `time`.
  /// Returns whether it took hold.
  ///
  /// For hosts that see touches rather than a pan gesture (the command line's scenarios, a
  /// custom view; the web package feeds its pointers as a pan gesture): feed each finger's
  /// touches, or a pan gesture's callbacks, not both.
  @discardableResult
  public mutating func touchBegan(at location: Point, time: Double) -> Bool {
    guard prepareEngine() else { return false }
    // The engine is fed where it is stored (`engine!`), never copied (see `pan`).
    let tookHold = !translator.isTracking && engine!.touchBegan(at: location, time: time)
    if tookHold {
      holdsTouch = true
      if playsHaptics { outbox.append(.prepareHaptics) }
    }
    advance(to: time)
    return tookHold
  }

  /// The finger holding the badge moved to `location` at `time`; advances to `time`.
  public mutating func touchMoved(to location: Point, time: Double) {
    guard holdsTouch, !isDismissed, engine != nil else { return }
    engine!.touchMoved(to: location, time: time)
    advance(to: time)
  }

  /// The finger holding the badge lifted at `location` (a non-finite location counts as
  /// the last known one) at `time`; advances to `time`. Returns the outcome, known now:
  /// ``ReleaseOutcome/burst`` when released detached, else ``ReleaseOutcome/returnHome``;
  /// `nil` when no touch held the badge.
  @discardableResult
  public mutating func touchEnded(at location: Point, time: Double) -> ReleaseOutcome? {
    guard holdsTouch, !isDismissed, engine != nil else { return nil }
    holdsTouch = false
    engine!.touchEnded(at: location, time: time)
    let outcome = ReleaseOutcome(phaseAfterRelease: engine!.phase)
    advance(to: time)
    return outcome
  }

  /// The system took the touch holding the badge away at `time`: the badge goes home
  /// whatever its distance; advances to `time`. Returns ``ReleaseOutcome/returnHome``, or
  /// `nil` when no touch held the badge.
  @discardableResult
  public mutating func touchCancelled(time: Double) -> ReleaseOutcome? {
    guard holdsTouch, !isDismissed, engine != nil else { return nil }
    holdsTouch = false
    engine!.touchCancelled(time: time)
    let outcome = ReleaseOutcome(phaseAfterRelease: engine!.phase)
    advance(to: time)
    return outcome
  }
}
