/// What became of a badge released by the finger, known at the moment of release.
public enum ReleaseOutcome: String, Hashable, Sendable, CaseIterable {
  /// Released detached: it bursts (or, without animation, is dismissed at once).
  case burst
  /// Released attached, or cancelled: it springs home (or is home at once).
  case returnHome
}

/// Where a host shows a badge.
public enum BadgePresentation: String, Hashable, Sendable, CaseIterable {
  /// In its own view, at rest: no overlay, no frame clock.
  case inPlace
  /// In the window-level overlay, redrawn every frame; the view itself is hidden.
  case inOverlay
  /// Gone: dismissed, so neither the view nor an overlay shows it until a reset.
  case dismissed

  /// Whether the badge's own view shows nothing (made transparent, or drawn empty): while
  /// the overlay draws the badge, and once dismissed.
  public var hidesView: Bool { self != .inPlace }

  /// Whether the host shows its window-level overlay and runs its frame clock.
  public var showsOverlay: Bool { self == .inOverlay }
}

/// Why a host interrupts a badge that may be in motion.
public enum InterruptionReason: String, Hashable, Sendable, CaseIterable {
  /// The view left its window (a view controller popped, a row deleted).
  case windowRemoved
  /// The view's cell is being reused for other content: the badge starts over at rest.
  case cellReused
  /// The app went to the background.
  case backgrounded
  /// The interface rotated.
  case rotated
}

/// One thing a host must do, reported by a ``BadgeSession`` in order.
///
/// The session never calls into the host; the host drains these with
/// ``BadgeSession/takeEvents()`` after each input and each frame, and acts on each one.
public enum BadgeHostEvent: Hashable, Sendable {
  /// An engine event to hand to the app (`onEvent`, a delegate). A `dismissed` event
  /// appears at most once until a reset.
  case drag(DragEvent)
  /// The badge is gone: tell the app (`onDismiss`) and announce it to VoiceOver.
  /// Reported exactly once until ``BadgeSession/reset(time:)``, after the `dismissed`
  /// ``drag(_:)`` event and the change to ``BadgePresentation/dismissed``, as the last event
  /// of the dismissal, so that the app's callback may reset the badge.
  case dismissed(time: Double)
  /// Play this haptic now.
  case haptic(HapticCue)
  /// A finger took hold of the badge: warm up the haptic generators.
  case prepareHaptics
  /// Show the badge this way from now on (start or stop the overlay and the frame clock).
  case presentation(BadgePresentation)
  /// The finger (or a dismissal from code during a drag) let go of the badge at `time`,
  /// with this outcome.
  case released(ReleaseOutcome, time: Double)
}
