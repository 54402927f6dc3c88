// Compiled only where UIKit or SwiftUI exists; not built on Linux. Shared by the UIKit and
// SwiftUI adapters.
#if canImport(UIKit) || canImport(SwiftUI)
  import StickyBadge

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
    /// Whether the app's callbacks wait for the next turn of the main actor (SwiftUI: a
    /// callback may change state, which it must not do during a view update).
    private let defersCallbacks: Bool
    private let feedback = PlatformFeedback()

    /// Creates a host; `defersCallbacks` as for SwiftUI.
    package init(defersCallbacks: Bool) { self.defersCallbacks = defersCallbacks }

    /// Feeds the session one input at `time`, then acts on every event it reports, in order.
    package func feed(at time: Double, _ input: (inout BadgeSession, Double) -> Void) {
      input(&session, time)
      for event in session.takeEvents() {
        for observer in observers { observer(event) }
        switch event {
        case .haptic(let cue): feedback.play(cue)
        case .prepareHaptics: feedback.prepare()
        case .drag(let dragEvent): call { $0.onDrag?(dragEvent) }
        case .dismissed:
          call { host in
            if let text = host.dismissedAnnouncement { host.feedback.announce(text) }
            host.onDismiss?()
          }
        case .presentation(let presentation): call { $0.onPresentation?(presentation) }
        case .released: break
        }
      }
    }

    private func call(_ callback: @escaping @MainActor (BadgeSessionHost) -> Void) {
      guard defersCallbacks else { return callback(self) }
      Task { @MainActor [self] in callback(self) }
    }
  }
#endif
