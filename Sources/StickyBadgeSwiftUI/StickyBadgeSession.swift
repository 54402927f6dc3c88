// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI

  /// One badge's ``BadgeSession``, fed by the badge view and advanced by the overlay.
  ///
  /// A reference type that SwiftUI does not observe, so advancing it inside a `Canvas`
  /// renderer does not invalidate views; what views must see (the presentation, the
  /// dismissal) is passed on asynchronously, never during a view update.
  @MainActor
  final class StickyBadgeSession {
    /// Every decision about the badge, in the overlay host's coordinates.
    var core = BadgeSession()
    /// Called once per dismissal.
    var onDismiss: (() -> Void)?
    /// What VoiceOver announces once dismissed.
    var dismissedAnnouncement: String?
    /// Told (asynchronously) how the badge is shown from now on.
    var onPresentationChange: ((BadgePresentation) -> Void)?
    private let feedback = PlatformFeedback()

    /// Feeds one input to the session at `time` (a `Date`), then acts on what it reports.
    func feed(_ time: Date, _ input: (inout BadgeSession, Double) -> Void) {
      input(&core, time.timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// Advances to `time` and returns what to draw, or `nil` when the overlay draws nothing.
    func paintList(at time: Double) -> PaintList? {
      core.advance(to: time)
      handleEvents()
      return core.paintFrame()
    }

    private func handleEvents() {
      for event in core.takeEvents() {
        switch event {
        case .haptic(let cue): feedback.play(cue)
        case .prepareHaptics: feedback.prepare()
        case .dismissed:
          let (onDismiss, announcement, feedback) = (onDismiss, dismissedAnnouncement, feedback)
          // Never call out of a view update: the app's callback may change state.
          Task { @MainActor in
            if let announcement { feedback.announce(announcement) }
            onDismiss?()
          }
        case .presentation(let presentation):
          let onPresentationChange = onPresentationChange
          Task { @MainActor in onPresentationChange?(presentation) }
        case .drag, .released: break
        }
      }
    }
  }
#endif
