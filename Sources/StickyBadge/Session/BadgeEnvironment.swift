/// The system settings a host reads and passes to a ``BadgeSession``.
///
/// ```swift
/// session.environment = BadgeEnvironment(
///   reduceMotion: UIAccessibility.isReduceMotionEnabled,
///   increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
/// ```
public struct BadgeEnvironment: Hashable, Sendable {
  /// Reduce Motion is on: the bounce and the burst become a fade.
  public var reduceMotion: Bool
  /// Increase Contrast (or Darker System Colors) is on: the fill is darkened until the
  /// label has `HostPolicy.minimumLabelContrast` contrast.
  public var increaseContrast: Bool

  /// Creates an environment; by default neither setting is on.
  public init(reduceMotion: Bool = false, increaseContrast: Bool = false) {
    self.reduceMotion = reduceMotion
    self.increaseContrast = increaseContrast
  }

  /// `configuration` adapted to these settings (`HostPolicy.configuration(_:reduceMotion:increaseContrast:)`).
  public func adapt(_ configuration: StickyBadgeConfiguration) -> StickyBadgeConfiguration {
    HostPolicy.configuration(
      configuration, reduceMotion: reduceMotion, increaseContrast: increaseContrast)
  }

  /// The badge fill to draw for `color` behind a label of `label`: unchanged, or darkened
  /// (lightened behind a dark label) for contrast under Increase Contrast.
  public func fill(_ color: BadgeColor, label: BadgeColor) -> BadgeColor {
    guard increaseContrast else { return color }
    return color.adjustedForContrast(with: label, minimumRatio: HostPolicy.minimumLabelContrast)
  }
}
