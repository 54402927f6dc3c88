/// One badge as a host shows it: every decision between the platform's input and the
/// pixels, in one platform-free value that the tests drive on Linux.
///
/// It is the one way to drive a badge: UIKit, SwiftUI, the web package, the command line's
/// renders, the benchmark and the fuzzers all feed a session. A host only
/// - tells the session the badge's resting shape, its configuration and the system
///   settings (``restingShape``, ``configuration``, ``environment``, or
///   ``init(badge:configuration:environment:playsHaptics:)``);
/// - feeds it time-stamped input: pan gesture callbacks or raw touches, dismissals from
///   code, display link ticks, interruptions (``pan(_:location:translation:time:)``,
///   ``touchBegan(at:time:)``, ``dismiss(time:animated:isVisible:)``,
///   ``advance(timestamp:targetTimestamp:)``, ``interrupt(_:time:)``, ``reset(time:)``);
/// - then drains ``takeEvents()`` and acts on each ``BadgeHostEvent`` (show the overlay,
///   play a haptic, call `onDismiss`), and draws ``paintFrame()`` while the presentation
///   is ``BadgePresentation/inOverlay``.
///
/// The session owns the state machine of the drag, the pan gesture's touch-down point, the once-only
/// dismissal (``BadgeHostEvent/dismissed(time:)`` is reported exactly once until a
/// reset, however dismissals from code, bursts, interruptions and resets interleave),
/// the interruption outcomes, the haptic cues and the outcome of each release.
///
/// ```swift
/// let badge = BadgeShape(center: Point(x: 20, y: 20), radius: 9, text: "12")
/// var session = try BadgeSession(badge: badge)
/// session.labelText = "12"
/// session.touchBegan(at: finger, time: now)
/// session.touchMoved(to: finger2, time: later)
/// session.advance(to: displayTime)
/// for event in session.takeEvents() { ... }
/// if let list = session.paintFrame() { draw(list) }
/// ```
public struct BadgeSession: Sendable {
  /// The feel of the effect, before the system settings are applied. Changing it takes
  /// effect at the next drag (a badge in motion keeps its feel until it is at rest).
  public var configuration: StickyBadgeConfiguration {
    didSet { inputsChanged() }
  }
  /// The system settings, applied to ``configuration`` when a drag starts.
  public var environment: BadgeEnvironment {
    didSet { inputsChanged() }
  }
  /// The badge at rest, in the coordinate space of the input; `nil` when nothing is
  /// shown (a hidden badge cannot be dragged or dismissed).
  public var restingShape: BadgeShape? {
    didSet { inputsChanged() }
  }
  /// Whether haptic events are reported.
  public var playsHaptics: Bool
  /// The label's text for ``paintFrame()``; empty for a dot or a view without a label.
  public var labelText = "" {
    didSet { painter = nil }
  }
  /// The proportions of the host's label font, for ``paintFrame()``.
  public var labelFont = LabelFontMetrics.dejaVuSansBold {
    didSet { painter = nil }
  }
  /// Whether ``paintFrame()`` paints the debug overlay (guides, construction, markers).
  @_spi(Hosting) public var showsDebugOverlay = false

  /// The engine while the badge is in motion (or was made for an input, or by
  /// ``init(badge:configuration:environment:playsHaptics:)``, and nothing changed since);
  /// after a dismissal by the badge's own burst it stays, showing the badge gone.
  /// Set only through ``replaceEngine(with:)``, which drops the painter made for the old one.
  package internal(set) var engine: StickyBadgeEngine?
  /// How the host shows the badge now.
  public private(set) var presentation = BadgePresentation.inPlace
  /// Whether the dismissal has been reported (and not reset since).
  public private(set) var isDismissed = false

  /// The painter of the frames in motion: made for the engine, the label and its font by
  /// ``paintFrame()``, dropped when any of them changes.
  var painter: BadgePainter?
  /// The pan gesture in progress, for hosts that feed ``pan(_:location:translation:time:)``.
  var translator = PanGestureTranslator()
  /// Whether a raw touch (``touchBegan(at:time:)``) holds the badge.
  var holdsTouch = false
  /// Whether ``engine`` was made from the current shape, configuration and settings.
  var engineMatchesInputs = false
  var outbox: [BadgeHostEvent] = []

  /// Creates a session at rest with no shape yet.
  public init(
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
    environment: BadgeEnvironment = BadgeEnvironment(), restingShape: BadgeShape? = nil,
    playsHaptics: Bool = true
  ) {
    self.configuration = configuration
    self.environment = environment
    self.restingShape = restingShape
    self.playsHaptics = playsHaptics
    outbox.reserveCapacity(8)
  }

  // MARK: - What the host reads

  /// The badge's phase: resting when nothing is happening, dismissed once reported.
  public var phase: DragPhase {
    if isDismissed { return .dismissed }
    return enginePhase ?? .resting
  }

  /// Whether a finger holds the badge (a pan gesture, or a raw touch).
  public var isTracking: Bool { translator.isTracking || holdsTouch }

  /// Whether there is a frame in motion (`frame` is not `nil`): the badge is in the
  /// overlay, with an engine.
  public var hasFrame: Bool { presentation == .inOverlay && engine != nil }

  /// The latest frame, in the input's coordinate space; `nil` unless the badge is in
  /// the overlay (``hasFrame``).
  @_spi(Hosting) public var frame: BadgeFrame? {
    guard presentation == .inOverlay else { return nil }
    return engine?.frame
  }

  /// The frame rate range to ask the frame clock for now, or `nil` when no clock is needed
  /// (`HostPolicy.frameRateRange(in:)`).
  public var frameRateRange: FrameRateRange? {
    HostPolicy.frameRateRange(in: phase)
  }

  /// The configuration in effect: ``configuration`` adapted to ``environment``.
  public var effectiveConfiguration: StickyBadgeConfiguration {
    environment.adapt(configuration)
  }

  /// Whether events were reported since the last ``takeEvents()``.
  public var hasEvents: Bool { !outbox.isEmpty }

  /// Returns the events reported since the last call, in order, and forgets them.
  public mutating func takeEvents() -> [BadgeHostEvent] {
    let events = outbox
    outbox.removeAll(keepingCapacity: true)
    return events
  }

  /// Replaces `events` with the events reported since the last call, in order, and forgets
  /// them: ``takeEvents()`` for a frame loop that keeps `events` from frame to frame, which
  /// then allocates nothing (the two arrays trade their storage).
  public mutating func takeEvents(into events: inout [BadgeHostEvent]) {
    // Once: `events` gets the outbox's capacity, so neither grows when they trade.
    if events.capacity < outbox.capacity { events.reserveCapacity(outbox.capacity) }
    events.removeAll(keepingCapacity: true)
    swap(&events, &outbox)
  }

  // MARK: - Input

  /// Whether a pan recognised at `location` after moving by `translation` should begin:
  /// only when it touched down on the badge (its touch margin included) and, with a
  /// ``StickyBadgeConfiguration/dragStartDistance``, is not a swipe the list scrolls with
  /// (``leavesVerticalSwipesToScrolling``): one still under that distance and more vertical
  /// than horizontal.
  ///
  /// Hosts answer `gestureRecognizerShouldBegin(_:)` with it, so a pan beside the badge, or
  /// a vertical swipe that starts on it, is left to the enclosing scroll view. A pan that
  /// begins under the distance holds the badge; its pull starts at the distance.
  public func shouldBeginPan(location: Point, translation: Point) -> Bool {
    let moved = translation.isFinite ? translation.length : 0
    let isMostlyHorizontal = abs(translation.x) >= abs(translation.y)  // false for NaN
    guard moved >= configuration.dragStartDistance || isMostlyHorizontal else { return false }
    var probe = self
    guard probe.prepareEngine(), let engine = probe.engine else { return false }
    return PanGestureTranslator.shouldBegin(
      location: location, translation: translation, engine: engine)
  }

  /// Whether a swipe that starts on the badge more vertically than horizontally, before it
  /// has moved ``StickyBadgeConfiguration/dragStartDistance``, scrolls the list rather than
  /// pulling the badge: true with a drag-start distance, false at 0 (every swipe on the badge
  /// is the badge's). UIKit refuses such a pan (``shouldBeginPan(location:translation:)``); a
  /// web page lets the browser pan vertically on the badge (CSS `touch-action: pan-y`), which
  /// it does once the finger passes its touch slop (about 15 px in Chromium): a distance longer
  /// than that keeps the moves the page sees before it scrolls from beginning the pull.
  public var leavesVerticalSwipesToScrolling: Bool {
    Self.leavesVerticalSwipesToScrolling(with: configuration)
  }

  /// ``leavesVerticalSwipesToScrolling`` of a session with `configuration`, before any is made.
  public static func leavesVerticalSwipesToScrolling(
    with configuration: StickyBadgeConfiguration
  ) -> Bool { configuration.dragStartDistance > 0 }

  /// Feeds one pan gesture callback (locations in the input's coordinate space) and
  /// advances to `time`.
  ///
  /// Returns the outcome when this callback released the badge: ``ReleaseOutcome/burst``
  /// or ``ReleaseOutcome/returnHome``, known now rather than when the animation ends.
  @discardableResult
  public mutating func pan(
    _ gesture: PanGesturePhase, location: Point, translation: Point, time: Double
  ) -> ReleaseOutcome? {
    if gesture == .began { guard prepareEngine() else { return nil } }
    // The engine is fed where it is stored (`engine!`), never copied: its buffers stay
    // uniquely referenced, so feeding and advancing it reuses them (no allocation).
    guard !isDismissed, engine != nil else { return nil }
    let wasTracking = translator.isTracking
    translator.apply(
      gesture, location: location, translation: translation, time: time, to: &engine!)
    let released = wasTracking && !translator.isTracking
    let outcome = released ? ReleaseOutcome(phaseAfterRelease: engine!.phase) : nil
    if gesture == .began && translator.isTracking && playsHaptics { outbox.append(.prepareHaptics) }
    advance(to: time)
    return outcome
  }

  /// Dismisses the badge from code (VoiceOver's Dismiss action, "clear all") at `time`:
  /// it bursts where it is, or, when `animated` is false or the badge is not visible
  /// (a cell scrolled away), is dismissed at once.
  ///
  /// Returns whether this call dismissed it: `false` when it was already bursting or
  /// dismissed, or has no shape.
  @discardableResult
  public mutating func dismiss(time: Double, animated: Bool = true, isVisible: Bool = true)
    -> Bool
  {
    guard !isDismissed, prepareEngine(), enginePhase != .bursting else { return false }
    letGo()
    guard animated && isVisible else {
      finishDismissal(at: time)
      return true
    }
    engine!.dismiss(time: time)  // in place (see pan)
    advance(to: time)
    return true
  }

  /// Advances to a display link's tick: to `timestamp` while a finger holds the badge, to
  /// `targetTimestamp` otherwise (`HostPolicy.frameTime(timestamp:targetTimestamp:fingerDown:)`).
  public mutating func advance(timestamp: Double, targetTimestamp: Double) {
    advance(
      to: HostPolicy.frameTime(
        timestamp: timestamp, targetTimestamp: targetTimestamp,
        fingerDown: isTracking))
  }

  /// Advances the badge to `time` and reports what happened: engine events, haptics,
  /// the release outcome, the dismissal, a change of presentation.
  public mutating func advance(to time: Double) {
    guard engine != nil else {
      updatePresentation()
      return
    }
    engine!.advance(to: time)  // in place (see pan)
    // A badge gone by its own burst keeps its frames (at opacity 0), with nothing to report.
    guard !isDismissed else { return }
    // What the session reports of the frame, read where the engine keeps it (not copied).
    let events = engine!.frame.events
    let phase = engine!.frame.phase
    let frameTime = engine!.frame.time
    var dismissedAt: Double?
    for event in events {
      outbox.append(.drag(event))
      switch event.kind {
      case .released:
        outbox.append(.released(ReleaseOutcome(phaseAfterRelease: phase), time: event.time))
      case .dismissed: dismissedAt = event.time
      case .began, .snapped, .reattached, .restored: break
      }
    }
    if playsHaptics && !events.isEmpty {
      for cue in HostPolicy.hapticCues(for: events, in: phase) { outbox.append(.haptic(cue)) }
    }
    if let dismissedAt {
      reportDismissal(at: dismissedAt, withEvent: false)
    } else if phase == .dismissed {
      finishDismissal(at: frameTime)
    } else {
      updatePresentation()
    }
  }

  /// The host was interrupted (``InterruptionReason``) at `time`: a drag or a return ends
  /// at home, a burst that started counts as the dismissal
  /// (`HostPolicy.interruptionOutcome(for:)`). A reused cell then starts over at rest.
  public mutating func interrupt(_ reason: InterruptionReason, time: Double) {
    if let phase = enginePhase, !isDismissed {
      switch HostPolicy.interruptionOutcome(for: phase) {
      case .none: break
      case .restore:
        replaceEngine(with: nil)
        letGo()
      case .dismiss: finishDismissal(at: time)
      }
    }
    if reason == .cellReused {
      replaceEngine(with: nil)
      letGo()
      isDismissed = false
    }
    updatePresentation()
  }

  /// Shows the badge at rest again, ready to be dragged (a new count, a reused cell): a
  /// burst in progress is first reported as the dismissal it is.
  public mutating func reset(time: Double) { interrupt(.cellReused, time: time) }

  /// The badge's content changed (a new count) and is now visible or hidden: a dismissed
  /// badge that shows something again comes back at rest. A badge the host hides (nothing
  /// to show, or hidden by the page) stops whatever it was doing at once, held, returning
  /// or bursting, and reports no dismissal: the host hid it, the user did not dismiss it.
  public mutating func contentChanged(isVisible: Bool, time: Double) {
    if isVisible {
      if isDismissed { reset(time: time) }
      return
    }
    guard !isDismissed, engine != nil else { return }
    replaceEngine(with: nil)
    letGo()
    updatePresentation()
  }

  // MARK: - Private

  /// The engine's phase, `nil` without an engine.
  package var enginePhase: DragPhase? { engine?.phase }

  /// Stores `newEngine` (or none), dropping the painter made for the old one.
  mutating func replaceEngine(with newEngine: StickyBadgeEngine?) {
    engine = newEngine
    painter = nil
  }

  /// Makes an engine for the resting shape unless one is in motion or the one at rest was
  /// made from the current inputs; false without a shape that can be dragged.
  mutating func prepareEngine() -> Bool {
    guard !isDismissed else { return false }
    if let phase = enginePhase, phase != .resting || engineMatchesInputs { return true }
    guard let restingShape else {
      replaceEngine(with: nil)
      return false
    }
    replaceEngine(
      with: StickyBadgeEngine(checkedBadge: restingShape, configuration: effectiveConfiguration))
    engineMatchesInputs = engine != nil
    return engine != nil
  }

  /// The shape, configuration or settings changed: an engine at rest is dropped (the next
  /// input makes one from the new inputs); one in motion keeps going.
  private mutating func inputsChanged() {
    engineMatchesInputs = false
    if enginePhase == .resting, !isTracking { replaceEngine(with: nil) }
  }

  /// Forgets the finger: no pan gesture or touch holds the badge any more.
  mutating func letGo() {
    translator = PanGestureTranslator()
    holdsTouch = false
  }

  /// Ends in the dismissed state, reporting the dismissal (with its event) if not yet done.
  mutating func finishDismissal(at time: Double) {
    reportDismissal(at: time, withEvent: true)
  }

  /// Reports the dismissal; `withEvent` when the engine did not report it (a dismissal at
  /// once, an interrupted burst): that engine is dropped, its frames do not show it.
  private mutating func reportDismissal(at time: Double, withEvent: Bool) {
    if withEvent { replaceEngine(with: nil) }
    letGo()
    guard !isDismissed else { return }
    isDismissed = true
    if withEvent { outbox.append(.drag(DragEvent(.dismissed, at: time))) }
    updatePresentation()
    // Last, so that a host whose callback resets the badge (a new count) acts on a session
    // that has nothing more to report about this dismissal.
    outbox.append(.dismissed(time: time))
  }

  private mutating func updatePresentation() {
    let target: BadgePresentation
    if isDismissed {
      target = .dismissed
    } else if isTracking || HostPolicy.drawsInOverlay(in: enginePhase ?? .resting) {
      target = .inOverlay
    } else {
      target = .inPlace
    }
    guard target != presentation else { return }
    presentation = target
    outbox.append(.presentation(target))
  }
}
