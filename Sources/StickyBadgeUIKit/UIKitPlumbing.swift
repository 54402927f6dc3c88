// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  // The iOS 18.0 SDK (Xcode 16.0) declares the accessibility notification and trait
  // constants as mutable globals, which Swift 6 rejects unless the import is @preconcurrency.
  @preconcurrency import UIKit

  extension PanGesturePhase {
    /// The phase for a gesture recognizer state; `nil` for states a badge ignores.
    init?(_ state: UIGestureRecognizer.State) {
      switch state {
      case .began: self = .began
      case .changed: self = .changed
      case .ended: self = .ended
      case .cancelled: self = .cancelled
      case .failed: self = .failed
      default: return nil
      }
    }
  }

  extension UIAccessibility {
    /// Has VoiceOver speak `text`.
    @MainActor static func announce(_ text: String) {
      post(notification: .announcement, argument: text)
    }
  }

  extension UIAccessibilityTraits {
    /// A badge's traits: static text whose value changes often.
    static var badge: UIAccessibilityTraits { [.staticText, .updatesFrequently] }
  }

  /// Plays the session's haptic cues with UIKit's feedback generators.
  @MainActor
  final class HapticPlayer {
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let softImpact = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()

    /// Warms the generators up (a finger took hold of the badge).
    func prepare() {
      impact.prepare()
      softImpact.prepare()
      notification.prepare()
    }

    /// Plays `cue`.
    func play(_ cue: HapticCue) {
      switch cue {
      case .snap: impact.impactOccurred()
      case .reattach: softImpact.impactOccurred()
      case .burst: notification.notificationOccurred(.success)
      }
    }
  }
#endif
