/// Every knob of the sticky-badge effect.
///
/// The defaults feel like QQ: the badge keeps its size and the dot left behind
/// shrinks to about a third, the bridge snaps at 80 points (about four badge heights,
/// far enough that a casual drag never dismisses), a detached badge re-attaches
/// within 40 points (half the snap distance, so the threshold does not flicker), and
/// the badge springs home with a visible but short bounce.
///
/// Call ``validate()`` before use; ``BadgeSession/init(badge:configuration:environment:playsHaptics:)`` does.
///
/// ```swift
/// // Harder to pull off, and home without a bounce.
/// let configuration = StickyBadgeConfiguration(
///   snapDistance: 120, returnSpring: Spring(duration: 0.35, bounce: 0))
/// badgeView.configuration = configuration                                    // UIKit
/// avatar.stickyBadge(count: 3, configuration: configuration) { markRead() }  // SwiftUI
/// ```
public struct StickyBadgeConfiguration: Hashable, Sendable {
  /// How far the badge's centre may move from home before the bridge snaps, in points.
  ///
  /// The bridge snaps once the centre is farther than this from home; exactly at this
  /// distance it still holds.
  public var snapDistance: Double = 80
  /// How close a detached badge must come back to re-attach; smaller than ``snapDistance``.
  ///
  /// A detached badge re-attaches once its centre is closer than this to home; exactly at
  /// this distance it stays detached.
  public var reattachDistance: Double = 40
  /// Which circle keeps its size while pulling.
  public var pullMode: PullMode = .bigCircleMoves
  /// How fast the big circle shrinks: the fraction of its radius lost at the snap distance.
  public var bigCircleShrinkRate: Double = 0
  /// How fast the small circle shrinks: the fraction of its radius lost at the snap distance.
  public var smallCircleShrinkRate: Double = 0.65
  /// The smallest either circle gets, as a fraction of the badge radius.
  public var minimumScale: Double = 0.35
  /// How the bridge is built.
  public var connectorStyle: ConnectorStyle = .metaball
  /// Where the metaball bridge attaches, from 0 (narrow) to 1 (at the common tangents).
  public var connectorSpread: Double = 0.5
  /// The length of the metaball bridge's handles relative to the radii.
  public var handleFactor: Double = 2.4
  /// Extra waist narrowing (the Swift-badge write-up, 003): the bridge narrows by this
  /// factor every ``waistNarrowingDistance`` points; 1 adds none.
  public var waistNarrowingBase: Double = 1
  /// The distance over which the waist narrows by ``waistNarrowingBase``.
  public var waistNarrowingDistance: Double = 200
  /// The spring that brings a released badge home.
  public var returnSpring: Spring = Spring(duration: 0.4, bounce: 0.55)
  /// How far past home the badge is flung before it springs back (the shake of the Swift-badge
  /// write-up, 003, uses 50); 0 for none.
  public var returnOvershoot: Double = 0
  /// How a dismissed badge disappears.
  public var burst: BurstConfiguration = BurstConfiguration()
  /// Whether anything animates; without animation a released badge jumps home and a
  /// dismissed badge vanishes at once.
  public var isAnimated: Bool = true
  /// Whether the count is hidden while the badge is being dragged.
  public var hidesLabelWhileDragging: Bool = false
  /// Extra touch target around the dot, in points on every side.
  public var touchMargin: Double = 14
  /// How far the finger must move from where it touched down before the pull begins, in
  /// points: a swipe that starts on a badge in a scrolling list still scrolls the list. At
  /// exactly this distance the pull begins; 0 begins it at touch-down.
  public var dragStartDistance: Double = 0
  /// Whether to replace bounce and burst with a fade (the system's Reduce Motion).
  public var reducesMotion: Bool = false
  /// The badge colour.
  public var color: BadgeColor = .unreadRed
  /// The label colour.
  public var labelColor: BadgeColor = .white

  /// Creates the default configuration: every knob at its QQ-like default, the initial value
  /// of its property above. Set a knob by assigning its property
  /// (`var configuration = StickyBadgeConfiguration(); configuration.snapDistance = 120`).
  public init() {}

  /// The scale of the anchor left at home when the badge is `distance` points away.
  public func anchorScale(at distance: Double) -> Double {
    scale(rate: pullMode == .bigCircleStays ? bigCircleShrinkRate : smallCircleShrinkRate, distance)
  }

  /// The scale of the dragged badge when it is `distance` points from home.
  public func badgeScale(at distance: Double) -> Double {
    scale(rate: pullMode == .bigCircleStays ? smallCircleShrinkRate : bigCircleShrinkRate, distance)
  }

  private func scale(rate: Double, _ distance: Double) -> Double {
    let progress = Swift.min(1, Swift.max(0, distance / snapDistance))
    return Swift.max(minimumScale, 1 - rate * progress)
  }

  /// The connector parameters at `distance`, with the waist narrowing applied: the spread
  /// scaled by ``waistFactor(at:)``. How the bridge uses it: <doc:HowTheOutlineIsBuilt>.
  @_spi(Hosting) public func connectorParameters(at distance: Double) -> ConnectorParameters {
    ConnectorParameters(
      spread: connectorSpread * waistFactor(at: distance), handleFactor: handleFactor)
  }

  /// The waist factor of the Swift-badge write-up (003):
  /// `waistNarrowingBase^(distance / waistNarrowingDistance)`.
  public func waistFactor(at distance: Double) -> Double {
    guard waistNarrowingBase < 1, distance > 0 else { return 1 }
    return PlatformMath.power(waistNarrowingBase, distance / waistNarrowingDistance)
  }

  /// The spring actually used to return: critically damped under Reduce Motion.
  public var effectiveReturnSpring: Spring {
    reducesMotion ? Spring(duration: returnSpring.duration, bounce: 0) : returnSpring
  }

  /// Checks every value and throws the first problem found; nothing is clamped.
  ///
  /// Each row of the configuration table (`knobs`) must be finite and
  /// in its valid range, in table order; then the re-attach distance must stay at least
  /// 0.001 below the snap distance, so that a valid configuration written out as JSON
  /// (numbers rounded to four decimals) always reads back valid.
  public func validate() throws(ConfigurationError) {
    if let problem = problem() { throw problem.error }
  }

  /// The first problem ``validate()`` finds, or `nil`; as bytes (``ConfigurationProblem``).
  package func problem() -> ConfigurationProblem? {
    if let problem = knobProblem() { return problem }
    guard reattachDistance > snapDistance - 0.001 else { return nil }
    var reason = MessageText("must be smaller than snapDistance (")
    reason.append(reattachDistance)
    reason.append(" >= ")
    reason.append(snapDistance)
    reason.append(")")
    return ConfigurationProblem(property: MessageText("reattachDistance"), reason: reason)
  }
}
