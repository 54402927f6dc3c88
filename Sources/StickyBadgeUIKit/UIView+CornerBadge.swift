// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import UIKit

  extension UIView {
    /// Adds a sticky unread badge on this view's corner (an avatar, an icon): the `rt_setBadge:`
    /// of the RTDraggableBadge write-up.
    ///
    /// The badge is centred on `placement`'s corner, the trailing one by default (the left
    /// in a right-to-left layout), follows the view's size and reading direction, and takes
    /// touches in its whole 44-point target even where it overhangs the view, or when the
    /// view takes no touches itself (an image view, a label). A view that clips its content
    /// (`clipsToBounds`, a round avatar) clips the badge too: put both in a container.
    ///
    /// - Parameters:
    ///   - count: The unread count; `nil` shows a dot, 0 hides the badge.
    ///   - placement: The corner and the offset from it.
    ///   - onDismiss: Called once when the user (or VoiceOver's Dismiss action) dismissed it.
    /// - Returns: The badge, to change its count, colours or configuration later.
    @discardableResult
    public func addStickyBadge(
      count: Int?, placement: BadgeCornerPlacement = BadgeCornerPlacement(),
      onDismiss: (() -> Void)? = nil
    ) -> StickyBadgeView {
      let badge = StickyBadgeView()
      (badge.count, badge.onDismiss) = (count, onDismiss)
      badge.cornerPlacement = placement
      addSubview(badge)
      return badge
    }
  }
#endif
