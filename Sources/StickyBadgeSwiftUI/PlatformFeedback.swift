// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  #if canImport(UIKit)
    // The iOS 18.0 SDK (Xcode 16.0) declares the accessibility notification constants as
    // mutable globals, which Swift 6 rejects unless the import is @preconcurrency.
    @preconcurrency import UIKit
  #endif

  /// Haptics and VoiceOver announcements: UIKit's where it exists (iOS, visionOS),
  /// nothing on macOS.
  @MainActor
  final class PlatformFeedback {
    #if canImport(UIKit)
      private let impact = UIImpactFeedbackGenerator(style: .medium)
      private let softImpact = UIImpactFeedbackGenerator(style: .light)
      private let notification = UINotificationFeedbackGenerator()
    #endif

    /// Warms the haptic generators up (a finger took hold of the badge).
    func prepare() {
      #if canImport(UIKit)
        impact.prepare()
        softImpact.prepare()
        notification.prepare()
      #endif
    }

    /// Plays `cue`.
    func play(_ cue: HapticCue) {
      #if canImport(UIKit)
        switch cue {
        case .snap: impact.impactOccurred()
        case .reattach: softImpact.impactOccurred()
        case .burst: notification.notificationOccurred(.success)
        }
      #endif
    }

    /// Has VoiceOver speak `text`, when it is running.
    func announce(_ text: String) {
      #if canImport(UIKit)
        if UIAccessibility.isVoiceOverRunning {
          UIAccessibility.post(notification: .announcement, argument: text)
        }
      #endif
    }
  }
#endif
