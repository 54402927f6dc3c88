// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import UIKit

  /// Delivers each sticky badge's whole touch target (44 × 44 points at least), which UIKit's
  /// hit testing cuts wherever an ancestor's bounds end (a badge on an avatar's corner) and
  /// skips inside views that take no touches (a `UIImageView`, a `UILabel`). A badge whose
  /// other ancestors, or itself, take no touches (a disabled row) gets none.
  ///
  /// One transparent view at the front of each window holding badges. It never takes a touch
  /// itself: for a press, it finds the view UIKit would hit behind it, and only when a
  /// badge inside that view (or beside the badge it hit) has a target containing the press
  /// does it answer with that badge; when several do, the core's ``TouchTargetChoice``
  /// picks the one whose visible shape is nearest. A press that lands on another view that
  /// takes touches (a button, an alert in front) stays with that view.
  final class TouchTargetRouter: UIView {
    /// Puts the router at the front of `window` (adding it the first time).
    static func install(in window: UIWindow) {
      let router =
        window.subviews.lazy.compactMap { $0 as? TouchTargetRouter }.first
        ?? TouchTargetRouter(frame: window.bounds)
      router.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(router)  // moves it to the front when already there
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let window, let hit = viewBehind(at: point, in: window, with: event) else {
        return nil
      }
      // The press is the hit view's; badges inside it (or beside a badge it hit) compete.
      let scope = hit.stickyBadge != nil ? (hit.superview ?? hit) : hit
      let badges = Self.badges(in: scope)
      var choice = TouchTargetChoice()
      for (index, badge) in badges.enumerated() {
        guard let controller = badge.stickyBadge else { continue }
        let target = HitTarget(
          width: badge.bounds.width, height: badge.bounds.height,
          margin: controller.configuration.touchMargin)
        choice.offer(index, target: target, at: Point(badge.convert(point, from: window)))
        if choice.isSettled { break }  // on this badge's visible shape: none behind takes it
      }
      return choice.chosen.map { badges[$0] }
    }

    /// What UIKit would hit at `point` without this router: the views behind it, front first.
    private func viewBehind(at point: CGPoint, in window: UIWindow, with event: UIEvent?)
      -> UIView?
    {
      for view in window.subviews.reversed().drop(while: { $0 !== self }).dropFirst() {
        if let hit = view.hitTest(view.convert(point, from: window), with: event) { return hit }
      }
      return nil
    }

    /// The views made sticky in `scope`'s subtree that are shown (no hidden or transparent
    /// view between them and `scope`) and take touches, front to back.
    private static func badges(in scope: UIView) -> [UIView] {
      var found: [UIView] = []
      func visit(_ view: UIView) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        for subview in view.subviews.reversed() { visit(subview) }
        if view.stickyBadge != nil, takesTouches(view) { found.append(view) }
      }
      visit(scope)
      return found
    }

    /// Whether UIKit would let `badge` take touches but for the view it sits on: the badge
    /// and every ancestor above that view take touches (a disabled row, list or screen
    /// turns its badges off too). The view the badge sits on is not asked: an image view or a
    /// label takes no touches by default, and a badge on one is the reason for this router.
    private static func takesTouches(_ badge: UIView) -> Bool {
      guard badge.isUserInteractionEnabled else { return false }
      var ancestor = badge.superview?.superview
      while let view = ancestor {
        guard view.isUserInteractionEnabled else { return false }
        ancestor = view.superview
      }
      return true
    }
  }
#endif
