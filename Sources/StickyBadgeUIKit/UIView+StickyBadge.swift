// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import UIKit

  extension UIView {
    /// The sticky-badge controller attached to this view, if any (the `attach:` of the
    /// AZMetaBall write-up, 004).
    public var stickyBadge: StickyBadgeController? {
      gestureRecognizers?.compactMap { ($0 as? StickyBadgePanGestureRecognizer)?.controller }.first
    }

    /// Makes this view draggable with the sticky effect: any label, image or custom badge.
    ///
    /// While dragged, the view is drawn in a window-level overlay (a snapshot over the
    /// sticky outline) and the view itself is only made transparent: it keeps its
    /// superview and its constraints, so the layout is exactly as before when it comes
    /// back, and after ``StickyBadgeController/reset()``.
    ///
    /// Calling it again replaces the previous attachment.
    @discardableResult
    public func attachStickyBadge(
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      onDismiss: (() -> Void)? = nil
    ) -> StickyBadgeController {
      detachStickyBadge()
      let controller = StickyBadgeController(view: self, configuration: configuration)
      controller.onDismiss = onDismiss
      if let color = backgroundColor { controller.color = color }
      window.map(TouchTargetRouter.install)
      return controller
    }

    /// Removes the sticky effect and restores the view.
    public func detachStickyBadge() { stickyBadge?.detach() }
  }
#endif
