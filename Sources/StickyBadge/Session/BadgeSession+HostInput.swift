extension BadgeSession {
  /// Tells the session the badge at rest as a badge view shows it: `appearance` centred at
  /// `center` (the view's centre in the input's coordinate space), with its colours, label
  /// and label font, `configuration` and the system settings `environment`.
  ///
  /// Both badge views (UIKit's `StickyBadgeView`, SwiftUI's `.stickyBadge`) call it before
  /// every input, so a badge at rest always starts a drag with what is shown.
  public mutating func show(
    _ appearance: BadgeAppearance, center: Point, configuration: StickyBadgeConfiguration,
    environment: BadgeEnvironment
  ) {
    self.configuration = appearance.configuration(configuration)
    self.environment = environment
    restingShape = appearance.shape(center: center)
    labelText = appearance.labelText
    labelFont = appearance.labelFont
  }

  /// The platform reset its drag gesture without reporting an end (SwiftUI resets a
  /// `GestureState` but skips `onEnded` when the system cancels the gesture): a badge still
  /// held is cancelled and springs home; after a normal end it is no longer held, and this
  /// does nothing.
  public mutating func dragReset(time: Double) {
    guard isTracking else { return }
    pan(.cancelled, location: .zero, translation: .zero, time: time)
  }

  /// Advances to a display link's tick (``advance(timestamp:targetTimestamp:)``), unless the
  /// view has left its window without the host being told (a view made draggable does not
  /// report it): then the tick is the ``InterruptionReason/windowRemoved`` interruption.
  public mutating func advance(timestamp: Double, targetTimestamp: Double, isInWindow: Bool) {
    guard isInWindow else { return interrupt(.windowRemoved, time: timestamp) }
    advance(timestamp: timestamp, targetTimestamp: targetTimestamp)
  }
}
