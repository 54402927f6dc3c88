extension BadgeSession {
  /// Tells the session the badge at rest as a badge view shows it: `appearance` centred at
  /// `center` (the view's centre in the input's coordinate space), with its colours, label
  /// and label font, `configuration` and the system settings `environment`.
  ///
  /// The badge view (UIKit's `StickyBadgeView`, which SwiftUI's `.stickyBadge` wraps) calls
  /// it before every input, so a badge at rest always starts a drag with what is shown.
  @_spi(Hosting) public mutating func show(
    _ appearance: BadgeAppearance, center: Point, configuration: StickyBadgeConfiguration,
    environment: BadgeEnvironment
  ) {
    self.configuration = appearance.configuration(configuration)
    self.environment = environment
    restingShape = appearance.shape(center: center)
    labelText = appearance.labelText
    labelFont = appearance.labelFont
  }

  /// Tells the session the badge at rest as a view made draggable shows it: `shape` (`nil`
  /// when hidden) filled with `color`, `configuration` and the system settings
  /// `environment`. The label is left as it is: such a view's own content is drawn over the
  /// outline (UIKit's `StickyBadgeController` for any view).
  public mutating func show(
    _ shape: BadgeShape?, color: BadgeColor, configuration: StickyBadgeConfiguration,
    environment: BadgeEnvironment
  ) {
    self.configuration = configuration
    self.configuration.color = color
    self.environment = environment
    restingShape = shape
  }

  /// Advances to a display link's tick (``advance(timestamp:targetTimestamp:)``), unless the
  /// view has left its window without the host being told (a view made draggable does not
  /// report it): then the tick is the ``InterruptionReason/windowRemoved`` interruption.
  public mutating func advance(timestamp: Double, targetTimestamp: Double, isInWindow: Bool) {
    guard isInWindow else { return interrupt(.windowRemoved, time: timestamp) }
    advance(timestamp: timestamp, targetTimestamp: targetTimestamp)
  }
}
