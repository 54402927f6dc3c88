// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  import StickyBadgeUIKit

  /// A SwiftUI badge's part in a ``StickyBadgeClearAll``: its total, or one of its members.
  @MainActor
  struct ClearAllRole {
    let clearAll: StickyBadgeClearAll
    /// Whether the badge is the total, whose dismissal clears all, rather than a member.
    let isTotal: Bool
    /// The app's callback for the end of the clear all (the total's).
    var onComplete: () -> Void = {}

    /// Gives `badge` this part.
    func join(_ badge: StickyBadgeController) {
      if isTotal { clearAll.setTotal(badge) } else { clearAll.register(badge) }
    }

    /// Takes this part from `badge`.
    func leave(_ badge: StickyBadgeController) {
      if isTotal { clearAll.removeTotal(badge) } else { clearAll.unregister(badge) }
    }
  }
#endif
