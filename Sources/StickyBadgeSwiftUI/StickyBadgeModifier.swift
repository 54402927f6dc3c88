// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import StickyBadgeUIKit
  import SwiftUI

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
#endif
