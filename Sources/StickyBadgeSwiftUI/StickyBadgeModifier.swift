// Compiled only where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS): the
// SwiftUI badge is UIKit's StickyBadgeView. Not built on Linux or macOS.
#if canImport(SwiftUI) && canImport(UIKit)
  import StickyBadge
  import StickyBadgeAppleSupport
  import StickyBadgeUIKit
  import SwiftUI
  import UIKit

  extension View {
    /// Adds a sticky unread badge on a corner (the top trailing one by default): drag it away
    /// to dismiss it.
    ///
    /// The badge is UIKit's `StickyBadgeView`: while dragged it is drawn in a window-level
    /// overlay, so no row, bar or scroll view clips it (no overlay host is needed).
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
    ///   - onDismiss: Called once when the user (or VoiceOver's Dismiss action) dismissed it.
    public func stickyBadge(
      count: Int?, alignment: BadgeCornerPlacement.Corner = .topTrailing,
      offset: Point = Point(x: 0, y: 0), format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void
    ) -> some View {
      modifier(
        StickyBadgeModifier(
          badge: StickyBadgeRepresentable(
            count: count, format: format, configuration: configuration,
            color: color, accessibilityText: accessibilityText,
            onDismiss: onDismiss),
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
    ///   - onDismiss: Called once after the count was set to 0 by a dismissal.
    public func stickyBadge(
      count: Binding<Int>, alignment: BadgeCornerPlacement.Corner = .topTrailing,
      offset: Point = Point(x: 0, y: 0), format: BadgeCountFormat = BadgeCountFormat(),
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      color: BadgeColor? = nil, accessibilityText: BadgeAccessibilityText = .english,
      onDismiss: @escaping () -> Void = {}
    ) -> some View {
      stickyBadge(
        count: count.wrappedValue, alignment: alignment, offset: offset, format: format,
        configuration: configuration, color: color, accessibilityText: accessibilityText
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
      return content.overlay(alignment: placement.corner.alignment) {
        badge.colored(system).frame(width: frame.width, height: frame.height)
          .offset(x: frame.offset.x, y: frame.offset.y)
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
    let onDismiss: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> StickyBadgeView {
      let view = StickyBadgeView()
      // The frame is the touch target, larger than the badge: the badge is drawn centred.
      view.setContentHuggingPriority(.defaultLow, for: .horizontal)
      view.setContentHuggingPriority(.defaultLow, for: .vertical)
      // On the next turn: a dismissal reported while SwiftUI updates (a row removed
      // mid-burst) must not change the app's state during that update.
      view.onDismiss = { [coordinator = context.coordinator] in
        Task { @MainActor in coordinator.onDismiss() }
      }
      return view
    }

    func updateUIView(_ view: StickyBadgeView, context: Context) {
      context.coordinator.onDismiss = onDismiss
      (view.configuration, view.accessibilityText) = (configuration, accessibilityText)
      view.badgeColor = (color ?? systemColors.fill).uiColor
      view.labelColor = configuration.labelColor.uiColor
      // SwiftUI updates the view for any change around it; only a new count is news (setting
      // it again would bring a dismissed badge back).
      if (view.count, view.format) != (count, format) {
        (view.count, view.format) = (count, format)
      }
    }

    /// This badge in the default colours `system` (the modifier's environment).
    func colored(_ system: BadgeSystemColors) -> Self {
      var badge = self
      badge.systemColors = system
      return badge
    }

    /// The app's latest dismissal callback, held by a main-actor object (sendable to the
    /// deferred call whatever the compiler's region analysis).
    @MainActor final class Coordinator { var onDismiss: () -> Void = {} }
  }
#endif
