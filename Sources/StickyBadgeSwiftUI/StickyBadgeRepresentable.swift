// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import StickyBadgeUIKit
  import SwiftUI
  import UIKit

  /// A `StickyBadgeView` in SwiftUI: its pan gesture, display link, window-level overlay,
  /// accessibility and haptics are UIKit's.
  struct StickyBadgeRepresentable: UIViewRepresentable {
    let count: Int?
    let format: BadgeCountFormat
    let configuration: StickyBadgeConfiguration
    /// Fixed components, or `nil` for ``systemColors``' fill.
    let color: BadgeColor?
    /// The default colours for the environment's dark mode and Increase Contrast.
    var systemColors = BadgeSystemColors()
    let accessibilityText: BadgeAccessibilityText
    /// The clear all the badge takes part in, if any, and how.
    let clearAll: ClearAllRole?
    let onDismiss: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> StickyBadgeView {
      let view = StickyBadgeView()
      // The frame is the touch target, larger than the badge: the badge is drawn centred.
      view.setContentHuggingPriority(.defaultLow, for: .horizontal)
      view.setContentHuggingPriority(.defaultLow, for: .vertical)
      view.onDismiss = { [weak view, coordinator = context.coordinator] in
        view.map(coordinator.dismissed)
      }
      view.controller.onEvent = { [coordinator = context.coordinator] in coordinator.record($0) }
      return view
    }

    func updateUIView(_ view: StickyBadgeView, context: Context) {
      context.coordinator.onDismiss = onDismiss
      context.coordinator.take(clearAll, badge: view.controller)
      (view.configuration, view.accessibilityText) = (configuration, accessibilityText)
      view.badgeColor = (color ?? systemColors.fill).uiColor
      view.labelColor = configuration.labelColor.uiColor
      // The label at the text size the modifier sized the frame for (a subtree's
      // `.dynamicTypeSize`), whether or not SwiftUI gives the view that size as a trait.
      view.contentSizeCategoryOverride = UIContentSizeCategory(context.environment.dynamicTypeSize)
      // SwiftUI updates the view for any change around it; only a new count is news (setting
      // it again would bring a dismissed badge back).
      if (view.count, view.format) != (count, format) {
        let before = view.controller.phase
        (view.count, view.format) = (count, format)
        context.coordinator.countChanged(from: before, to: view.controller.phase)
      }
    }

    /// The badge leaves the screen: it leaves its clear all.
    static func dismantleUIView(_ view: StickyBadgeView, coordinator: Coordinator) {
      coordinator.take(nil, badge: view.controller)
    }

    /// This badge in the default colours `system` (the modifier's environment).
    func colored(_ system: BadgeSystemColors) -> Self {
      var badge = self
      badge.systemColors = system
      return badge
    }
  }
#endif
