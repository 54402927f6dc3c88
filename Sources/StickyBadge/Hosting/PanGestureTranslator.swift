/// The states of a platform pan gesture that matter to a badge (UIKit's
/// `UIGestureRecognizer.State`, the web's pointer events).
public enum PanGesturePhase: String, Hashable, Sendable, CaseIterable {
  /// The gesture was recognised: the finger has moved a little since it touched down.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted.
  case ended
  /// The system took the touch away (an incoming call, the view left the window).
  case cancelled
  /// The gesture failed after beginning.
  case failed
}

extension PanGesturePhase {
  /// The phase for the raw value of UIKit's `UIGestureRecognizer.State` (AppKit's
  /// `NSGestureRecognizer.State` numbers its states the same): 1 began, 2 changed, 3 ended,
  /// 4 cancelled, 5 failed; `nil` for 0 (possible) and any other value, which a badge ignores.
  public init?(recognizerState: Int) {
    switch recognizerState {
    case 1: self = .began
    case 2: self = .changed
    case 3: self = .ended
    case 4: self = .cancelled
    case 5: self = .failed
    default: return nil
    }
  }
}

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
public struct PanGestureTranslator: Hashable, Sendable {
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

/// The enlarged touch target of a badge: at least the platform's minimum tappable size
/// (44 × 44 points on iOS) and at least the configuration's touch margin around the badge.
///
/// Coordinates are the badge view's own: the badge occupies `0...width` × `0...height`.
public struct HitTarget: Hashable, Sendable {
  /// The badge's width.
  public var width: Double
  /// The badge's height.
  public var height: Double
  /// The extra margin on every side (``StickyBadgeConfiguration/touchMargin``).
  public var margin: Double
  /// The smallest width and height of the target (Apple's Human Interface Guidelines: 44).
  public var minimumSide: Double

  /// Creates a touch target for a badge of `width` × `height` points.
  public init(width: Double, height: Double, margin: Double, minimumSide: Double = 44) {
    self.width = width
    self.height = height
    self.margin = margin
    self.minimumSide = minimumSide
  }

  /// How far the target reaches beyond the badge on the left and right.
  public var horizontalOutset: Double {
    Self.outset(side: width, margin: margin, minimum: minimumSide)
  }

  /// How far the target reaches beyond the badge at the top and bottom.
  public var verticalOutset: Double {
    Self.outset(side: height, margin: margin, minimum: minimumSide)
  }

  /// Whether a touch at `point` (in the badge's coordinates) hits the badge.
  public func contains(_ point: Point) -> Bool {
    guard point.isFinite else { return false }
    let dx = horizontalOutset
    let dy = verticalOutset
    return point.x >= -dx && point.x <= width + dx && point.y >= -dy && point.y <= height + dy
  }

  private static func outset(side: Double, margin: Double, minimum: Double) -> Double {
    let safeSide = side.isFinite ? Swift.max(0, side) : 0
    let safeMargin = margin.isFinite ? Swift.max(0, margin) : 0
    let safeMinimum = minimum.isFinite ? Swift.max(0, minimum) : 0
    return Swift.max(safeMargin, (safeMinimum - safeSide) / 2)
  }
}
