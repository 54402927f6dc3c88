/// The decisions a platform host makes from the engine's output, in one tested place:
/// when to run a frame clock, when to draw in the overlay, which haptics to play, what
/// to do when interrupted, which frame rate to ask for.
@_spi(Hosting) public enum HostPolicy {
  /// How many fingers drag a badge: one (UIKit's `maximumNumberOfTouches`).
  public static let panTouchCount = 1

  /// The contrast ratio between label and fill that Increase Contrast guarantees (WCAG AA).
  public static let minimumLabelContrast = 4.5

  /// Whether the host needs per-frame updates (a display link, a timeline) in `phase`.
  ///
  /// At rest and once dismissed nothing moves, so the clock must be stopped.
  public static func needsFrames(in phase: DragPhase) -> Bool {
    switch phase {
    case .stretching, .detached, .returning, .bursting: true
    case .resting, .dismissed: false
    }
  }

  /// Whether the badge is drawn in the window-level overlay (and hidden in place) in `phase`.
  public static func drawsInOverlay(in phase: DragPhase) -> Bool { needsFrames(in: phase) }

  /// The haptics to play for the events of `frame`, in order.
  ///
  /// `released` plays ``HapticCue/burst`` only when the frame is bursting (or already
  /// dismissed), never for a release that springs home.
  public static func hapticCues(for frame: BadgeFrame) -> [HapticCue] {
    hapticCues(for: frame.events, in: frame.phase)
  }

  /// ``hapticCues(for:)`` of a frame's `events` and `phase` (a session reads them where the
  /// engine keeps its frame, rather than copying the frame to pass it).
  static func hapticCues(for events: [DragEvent], in phase: DragPhase) -> [HapticCue] {
    var cues: [HapticCue] = []
    for event in events {
      switch event.kind {
      case .snapped: cues.append(.snap)
      case .reattached: cues.append(.reattach)
      case .released:
        if case .burst = ReleaseOutcome(phaseAfterRelease: phase) { cues.append(.burst) }
      case .began, .restored, .dismissed: break
      }
    }
    return cues
  }

  /// What to do with a badge in `phase` when the host is interrupted.
  ///
  /// A drag or a return ends at home (a cancelled touch returns home); a burst that
  /// started means the user already dismissed the badge, so it is finished at once.
  public static func interruptionOutcome(for phase: DragPhase) -> InterruptionOutcome {
    switch phase {
    case .resting: .none
    case .stretching, .detached, .returning: .restore
    case .bursting: .dismiss
    case .dismissed: .none
    }
  }

  /// The time to compute a frame for, from a display link's `timestamp` (when the last
  /// frame was shown) and `targetTimestamp` (when the next one will be shown).
  ///
  /// While a finger holds the badge the frame is computed for `timestamp`, so that touch
  /// times, read from the same clock when the touches arrive, never fall behind the
  /// engine's clock. Otherwise (springing home, bursting) it is computed for the target,
  /// the moment it will be on screen. A missing or inconsistent target falls back to the
  /// timestamp.
  public static func frameTime(
    timestamp: Double, targetTimestamp: Double, fingerDown: Bool = false
  ) -> Double {
    guard !fingerDown, targetTimestamp.isFinite, targetTimestamp >= timestamp,
      targetTimestamp - timestamp < 1
    else { return timestamp }
    return targetTimestamp
  }

  /// The frame rate range to ask for in `phase`, as (minimum, maximum, preferred) frames
  /// per second: the display's full rate (ProMotion: 120) while the badge moves under a
  /// finger or springs, nothing at rest.
  public static func frameRateRange(in phase: DragPhase) -> FrameRateRange? {
    switch phase {
    case .stretching, .detached, .returning: (80, 120, 120)
    case .bursting: (60, 120, 120)
    case .resting, .dismissed: nil
    }
  }

  /// The configuration a web page's badge starts from: the default, its fill darkened as
  /// Increase Contrast darkens it (keeping its hue) until the label has
  /// ``minimumLabelContrast`` against it. A web page is held to WCAG 2's AA contrast for
  /// text (4.5 : 1 below 18.66 px bold) by the accessibility checkers teams gate pages on
  /// (axe-core), at every size a page draws the label; QQ's exact red
  /// (``BadgeColor/unreadRed``, 3.48 : 1 under white) stays one `color` away.
  public static var webConfiguration: StickyBadgeConfiguration {
    configuration(StickyBadgeConfiguration(), reduceMotion: false, increaseContrast: true)
  }

  /// The configuration adapted to the system's accessibility settings: Reduce Motion
  /// turns the bounce and burst into a fade, Increase Contrast darkens the badge until
  /// its label has at least 4.5 : 1 contrast.
  public static func configuration(
    _ configuration: StickyBadgeConfiguration, reduceMotion: Bool, increaseContrast: Bool
  ) -> StickyBadgeConfiguration {
    var result = configuration
    if reduceMotion { result.reducesMotion = true }
    if increaseContrast {
      result.color = configuration.color.adjustedForContrast(
        with: configuration.labelColor, minimumRatio: minimumLabelContrast)
    }
    return result
  }
}
