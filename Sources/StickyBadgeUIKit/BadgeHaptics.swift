// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import UIKit

  /// The feedback generators of one badge, one per ``HapticCue``: made for the badge's view
  /// where iOS 17.5 allows it (the feedback then belongs to that view and its window's
  /// scene), with the older initialisers before.
  @MainActor
  struct BadgeHaptics {
    private let snap: UIImpactFeedbackGenerator
    private let reattach: UIImpactFeedbackGenerator
    private let burst: UINotificationFeedbackGenerator

    /// The generators for `view`.
    init(view: UIView) {
      if #available(iOS 17.5, *) {
        snap = UIImpactFeedbackGenerator(style: .medium, view: view)
        reattach = UIImpactFeedbackGenerator(style: .light, view: view)
        burst = UINotificationFeedbackGenerator(view: view)
      } else {
        snap = UIImpactFeedbackGenerator(style: .medium)
        reattach = UIImpactFeedbackGenerator(style: .light)
        burst = UINotificationFeedbackGenerator()
      }
    }

    /// Readies every generator (a finger took hold of the badge).
    func prepare() {
      for generator in [snap, reattach, burst] as [UIFeedbackGenerator] { generator.prepare() }
    }

    /// Plays `cue`.
    func play(_ cue: HapticCue) {
      switch cue {
      case .snap: snap.impactOccurred()
      case .reattach: reattach.impactOccurred()
      case .burst: burst.notificationOccurred(.success)
      }
    }
  }
#endif
