/// One thing a host must do, reported by a ``BadgeSession`` in order.
///
/// The session never calls into the host; the host drains these with
/// ``BadgeSession/takeEvents()`` after each input and each frame, and acts on each one.
///
/// ```swift
/// for event in session.takeEvents() {
///   switch event {
///   case .presentation(let presentation): overlay.isHidden = !presentation.showsOverlay
///   case .haptic(let cue): play(cue)
///   case .dismissed: markRead()  // exactly once
///   default: break
///   }
/// }
/// ```
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
