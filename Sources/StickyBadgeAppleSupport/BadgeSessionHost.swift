// Compiled only where UIKit exists; not built on Linux or macOS. The UIKit adapter's (and
// so, on iOS, the SwiftUI adapter's) badge session host.
#if canImport(UIKit)
  import StickyBadge
  // The iOS 18.0 SDK (Xcode 16.0) declares the accessibility notification constants as
  // mutable globals, which Swift 6 rejects unless the import is @preconcurrency.
  @preconcurrency import UIKit

  /// One badge's ``BadgeSession`` and what a host does with the events it reports: plays
  /// haptics, announces the dismissal to VoiceOver and calls the app back.
  @MainActor
  package final class BadgeSessionHost {
    /// Every decision about the badge.
    package var session = BadgeSession()
    /// Told about every drag event.
    package var onDrag: ((DragEvent) -> Void)?
    /// Called once per dismissal, after the announcement.
    package var onDismiss: (() -> Void)?
    /// What VoiceOver announces once dismissed; `nil` for nothing.
    package var dismissedAnnouncement: String?
    /// Told how the badge is shown from now on.
    package var onPresentation: ((BadgePresentation) -> Void)?
    /// Told about every event first (a clear-all group watching its badge).
    package var observers: [(BadgeHostEvent) -> Void] = []
    // The generator style of each ``HapticCue``.
    private let snap = UIImpactFeedbackGenerator(style: .medium)
    private let reattach = UIImpactFeedbackGenerator(style: .light)
    private let burst = UINotificationFeedbackGenerator()

    /// Creates a host with no callbacks.
    package init() {}

    /// Feeds the session one input at `time`, then acts on every event it reports, in order;
    /// returns what the input returned.
    @discardableResult
    package func feed<Result>(at time: Double, _ input: (inout BadgeSession, Double) -> Result)
      -> Result
    {
      let result = input(&session, time)
      for event in session.takeEvents() {
        for observer in observers { observer(event) }
        switch event {
        case .haptic(let cue): play(cue)
        case .prepareHaptics: play(nil)
        case .drag(let dragEvent): onDrag?(dragEvent)
        case .dismissed:
          if let text = dismissedAnnouncement { announce(text) }
          onDismiss?()
        case .presentation(let presentation): onPresentation?(presentation)
        case .released: break
        }
      }
      return result
    }

    /// Plays `cue`, or warms every generator up for `nil` (a finger took hold of the badge).
    private func play(_ cue: HapticCue?) {
      switch cue {
      case .snap: snap.impactOccurred()
      case .reattach: reattach.impactOccurred()
      case .burst: burst.notificationOccurred(.success)
      case nil:
        snap.prepare()
        reattach.prepare()
        burst.prepare()
      }
    }

    /// Has VoiceOver speak `text`, when it is running.
    private func announce(_ text: String) {
      if UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .announcement, argument: text)
      }
    }
  }
#endif
