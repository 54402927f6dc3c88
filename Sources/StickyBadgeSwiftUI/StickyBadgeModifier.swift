// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS): the
// SwiftUI badge is UIKit's StickyBadgeView. On Linux, against the models the tests run it in.
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import StickyBadgeUIKit
  import SwiftUI
  import UIKit

  extension View {
    /// Adds a sticky unread badge on a corner (the top trailing one by default): drag it away
    /// to dismiss it.
    ///
    /// The badge is UIKit's `StickyBadgeView`: while dragged it is drawn in a window-level
    /// overlay, so no row, bar or scroll view clips it (no overlay host is needed). Its text,
    /// capsule and touch target follow the environment's text size (`.dynamicTypeSize(_:)`
    /// on a subtree too).
    ///
    /// - Parameters:
    ///   - count: The unread count; `nil` shows a dot, 0 hides the badge.
    ///   - alignment: The corner the badge sits on, in reading-direction terms: trailing is
    ///     the left in a right-to-left layout.
    ///   - offset: How far the badge moves from its place on the corner (overlapping the
    ///     view by two thirds), `x` towards the trailing side, `y` down, in points.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour as components, darkened under Increase Contrast; `nil`
    ///     for the system red of the environment's `colorScheme` and `colorSchemeContrast`
    ///     (the core's ``BadgeSystemColors``, as UIKit's badge; the configuration's colour
    ///     is not used).
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - clearAll: The list's "clear all": dragging its total off bursts this badge in
    ///     its turn, which dismisses it as a drag would.
    ///   - onDismiss: Called once when the user (or VoiceOver's Dismiss action, or a clear
    ///     all) dismissed it.
    public func stickyBadge(
      count: Int?, alignment: BadgeCornerPlacement.Corner = .topTrailing,
      offset: Point = Point(x: 0, y: 0), format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      clearAll: StickyBadgeClearAll? = nil, onDismiss: @escaping () -> Void
    ) -> some View {
      modifier(
        StickyBadgeModifier(
          badge: StickyBadgeRepresentable(
            count: count, format: format, configuration: configuration,
            color: color, accessibilityText: accessibilityText,
            clearAll: clearAll.map { ClearAllRole(clearAll: $0, isTotal: false) },
            onDismiss: onDismiss),
          placement: BadgeCornerPlacement(corner: alignment, offset: offset)))
    }

    /// Adds the total badge of a "clear all": drag it off and every badge given `clearAll`
    /// bursts in turn, top to bottom.
    ///
    /// The total stays gone while the members' dismissals count it down; it shows again
    /// when its count changes after the last burst (the next batch of unread messages).
    ///
    /// - Parameters:
    ///   - count: The total unread count; `nil` shows a dot, 0 hides the badge.
    ///   - clearAll: The clear all this total starts.
    ///   - alignment: The corner the badge sits on, in reading-direction terms.
    ///   - offset: How far the badge moves from its place on the corner, `x` towards the
    ///     trailing side, `y` down, in points.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour; `nil` for the system red, which follows dark mode.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - onComplete: Called once, on the turn after the last member's burst has finished.
    public func stickyBadge(
      count: Int?, clearingAll clearAll: StickyBadgeClearAll,
      alignment: BadgeCornerPlacement.Corner = .topTrailing,
      offset: Point = Point(x: 0, y: 0), format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      onComplete: @escaping () -> Void = {}
    ) -> some View {
      modifier(
        StickyBadgeModifier(
          badge: StickyBadgeRepresentable(
            count: count, format: format, configuration: configuration,
            color: color, accessibilityText: accessibilityText,
            clearAll: ClearAllRole(clearAll: clearAll, isTotal: true, onComplete: onComplete),
            onDismiss: {}),
          placement: BadgeCornerPlacement(corner: alignment, offset: offset)))
    }

    /// Adds a sticky unread badge bound to a count: dismissing it sets the count to 0.
    ///
    /// - Parameters:
    ///   - count: The unread count; the badge hides at 0 and comes back when it grows.
    ///   - alignment: The corner the badge sits on, in reading-direction terms.
    ///   - offset: How far the badge moves from its place on the corner, `x` towards the
    ///     trailing side, `y` down, in points.
    ///   - format: How counts turn into text (`"99+"`).
    ///   - configuration: The feel of the drag.
    ///   - color: The badge colour; `nil` for the system red, which follows dark mode.
    ///   - accessibilityText: The words VoiceOver speaks; replace it to localise.
    ///   - clearAll: The list's "clear all": dragging its total off bursts this badge in
    ///     its turn, which sets the count to 0 as a drag would.
    ///   - onDismiss: Called once after the count was set to 0 by a dismissal.
    public func stickyBadge(
      count: Binding<Int>, alignment: BadgeCornerPlacement.Corner = .topTrailing,
      offset: Point = Point(x: 0, y: 0), format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      clearAll: StickyBadgeClearAll? = nil, onDismiss: @escaping () -> Void = {}
    ) -> some View {
      stickyBadge(
        count: count.wrappedValue, alignment: alignment, offset: offset, format: format,
        configuration: configuration, color: color, accessibilityText: accessibilityText,
        clearAll: clearAll
      ) {
        count.wrappedValue = BadgeCountFormat.dismissedCount
        onDismiss()
      }
    }
  }

  /// The modifier behind `.stickyBadge(count:onDismiss:)`: lays the badge view out over a
  /// corner in the core's ``BadgeAppearance``, its frame being the touch target.
  struct StickyBadgeModifier: ViewModifier {
    let badge: StickyBadgeRepresentable
    /// The corner, in reading-direction terms, and the app's offset from it.
    let placement: BadgeCornerPlacement
    /// The label size after Dynamic Type, scaled as `StickyBadgeView` scales its font.
    @ScaledMetric(relativeTo: .footnote) private var fontSize = BadgeMetrics.defaultLabelFontSize
    /// Right to left, the trailing corner is the left one and the offset outwards mirrors.
    @Environment(\.layoutDirection) private var layoutDirection
    /// Dark mode and Increase Contrast pick the default colours, as a UIKit badge's traits do.
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast

    func body(content: Content) -> some View {
      let look = BadgeAppearance(
        count: badge.count, format: badge.format, labelFontSize: fontSize,
        labelFont: LabelFontMetrics(StickyBadgeView.defaultBaseFont.withSize(fontSize)))
      // UIKit hit-tests only inside the frame SwiftUI gives the view: the whole touch target.
      let frame = look.cornerFrame(
        margin: badge.configuration.touchMargin, placement: placement,
        isRightToLeft: layoutDirection == .rightToLeft)
      let system = BadgeSystemColors(
        isDark: colorScheme == .dark, increaseContrast: colorSchemeContrast == .increased)
      // The overlay puts the frame on the corner (leading and trailing swap right to left);
      // the core's offset is on screen, x to the right. Whether SwiftUI mirrors an offset's x
      // right to left Apple does not say, so it is applied left to right, where it is not.
      return content.overlay(alignment: placement.corner.alignment) {
        badge.colored(system).frame(width: frame.width, height: frame.height)
          .offset(x: frame.offset.x, y: frame.offset.y)
          .environment(\.layoutDirection, .leftToRight)
          .allowsHitTesting(look.content.isVisible)
      }
    }
  }

  extension BadgeCornerPlacement.Corner {
    /// The same corner as SwiftUI names it (which, too, swaps leading and trailing right to
    /// left).
    var alignment: Alignment {
      switch self {
      case .topLeading: .topLeading
      case .topTrailing: .topTrailing
      case .bottomLeading: .bottomLeading
      case .bottomTrailing: .bottomTrailing
      }
    }
  }

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
