// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import SwiftUI

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
#endif
