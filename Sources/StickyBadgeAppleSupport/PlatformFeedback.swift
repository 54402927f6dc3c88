// Compiled only where UIKit or SwiftUI exists; not built on Linux. Shared by the UIKit and
// SwiftUI adapters.
#if canImport(UIKit) || canImport(SwiftUI)
  import StickyBadge
  #if canImport(UIKit)
    // The iOS 18.0 SDK (Xcode 16.0) declares the accessibility notification constants as
    // mutable globals, which Swift 6 rejects unless the import is @preconcurrency.
    @preconcurrency import UIKit
  #endif

  /// Haptics and VoiceOver announcements: UIKit's where it exists (iOS, visionOS), nothing
  /// on macOS.
  @MainActor
  package final class PlatformFeedback {
    #if canImport(UIKit)
      private let impact = UIImpactFeedbackGenerator(style: .medium)
      private let softImpact = UIImpactFeedbackGenerator(style: .light)
      private let notification = UINotificationFeedbackGenerator()
    #endif

    /// Creates a player.
    package init() {}

    /// Warms the haptic generators up (a finger took hold of the badge).
    package func prepare() {
      #if canImport(UIKit)
        impact.prepare()
        softImpact.prepare()
        notification.prepare()
      #endif
    }

    /// Plays `cue` (``HapticCue`` names the generator style of each).
    package func play(_ cue: HapticCue) {
      #if canImport(UIKit)
        switch cue {
        case .snap: impact.impactOccurred()
        case .reattach: softImpact.impactOccurred()
        case .burst: notification.notificationOccurred(.success)
        }
      #endif
    }

    /// Has VoiceOver speak `text`, when it is running.
    package func announce(_ text: String) {
      #if canImport(UIKit)
        if UIAccessibility.isVoiceOverRunning {
          UIAccessibility.post(notification: .announcement, argument: text)
        }
      #endif
    }
  }
#endif
