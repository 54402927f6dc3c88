// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import UIKit

  extension UIView {
    /// Where this view is on screen, as every face reports it to the core: its frame in its
    /// window's coordinates, and the area where it can really be seen: the window's bounds
    /// narrowed to each enclosing scroll view's unobscured region (its bounds inside its
    /// adjusted content inset, so not under a translucent navigation or tab bar). No frame
    /// outside a window.
    var screenPlacement: ScreenPlacement {
      guard let window else {
        return ScreenPlacement(frame: nil, visibleArea: PaintRect(x: 0, y: 0, width: 0, height: 0))
      }
      var visible = window.bounds
      var ancestor = superview
      while let view = ancestor {
        if let scrollView = view as? UIScrollView {
          let unobscured = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
          visible = visible.intersection(scrollView.convert(unobscured, to: window))
        }
        ancestor = view.superview
      }
      return ScreenPlacement(
        frame: PaintRect(convert(bounds, to: window)),
        visibleArea: PaintRect(visible.isNull ? .zero : visible))
    }
  }
#endif
