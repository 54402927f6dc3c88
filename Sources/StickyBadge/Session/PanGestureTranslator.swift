/// Feeds a platform pan gesture into the drag state machine (for ``BadgeSession``).
///
/// A pan gesture is recognised only after the finger has moved a few points, and it
/// reports where the finger is *now*. The engine must see the touch where it started,
/// so that the badge follows the finger by its offset instead of jumping: the
/// translator starts the touch at `location - translation` and then moves it to
/// `location`. It remembers whether the engine took hold of the badge, so a gesture
/// that started beside the badge never moves it.
///
/// Locations and translations are in the session's coordinate space.
@_spi(Hosting) public struct PanGestureTranslator: Hashable, Sendable {
  /// Whether the current gesture holds the badge.
  public private(set) var isTracking = false

  /// Creates a translator with no gesture in progress.
  public init() {}

  /// Where the finger touched down for a gesture recognised at `location` after moving
  /// by `translation`.
  public static func touchDownLocation(location: Point, translation: Point) -> Point {
    translation.isFinite ? location - translation : location
  }

  /// Whether a gesture recognised at `location` after moving by `translation` should
  /// begin at all: only when it touched down on the badge (its touch margin included).
  ///
  /// Hosts answer `gestureRecognizerShouldBegin(_:)` with it, so a pan that starts
  /// beside the badge is left to the enclosing scroll view.
  package static func shouldBegin(
    location: Point, translation: Point, engine: StickyBadgeEngine
  ) -> Bool {
    engine.accepts(touchAt: touchDownLocation(location: location, translation: translation))
  }

  /// Applies one gesture callback to `engine` and returns whether the gesture holds the badge.
  ///
  /// - `began` starts the touch at the touch-down point and moves it to `location`.
  /// - `changed` moves it; `ended` releases it at `location`.
  /// - `cancelled` and `failed` cancel it: the badge goes home.
  ///
  /// Callbacks for a gesture that does not hold the badge are ignored.
  @discardableResult
  package mutating func apply(
    _ phase: PanGesturePhase, location: Point, translation: Point, time: Double,
    to engine: inout StickyBadgeEngine
  ) -> Bool {
    switch phase {
    case .began:
      if isTracking { engine.touchCancelled(time: time) }
      let start = Self.touchDownLocation(location: location, translation: translation)
      isTracking = engine.touchBegan(at: start, time: time)
      if isTracking { engine.touchMoved(to: location, time: time) }
    case .changed:
      if isTracking { engine.touchMoved(to: location, time: time) }
    case .ended:
      if isTracking { engine.touchEnded(at: location, time: time) }
      isTracking = false
      return false
    case .cancelled, .failed:
      if isTracking { engine.touchCancelled(time: time) }
      isTracking = false
      return false
    }
    return isTracking
  }

}
