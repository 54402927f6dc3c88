// Compiled where UIKit exists, and on Linux against the UIKit model. Shared by the UIKit
// adapter and the SwiftUI adapter on iOS: UIKit colours and fonts in core terms.
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import UIKit

  extension BadgeColor {
    /// The colour's sRGB components, resolved for `traits` when the colour is dynamic.
    @MainActor package init(_ color: UIColor, traits: UITraitCollection) {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a UIKit colour.
    @MainActor package var uiColor: UIColor {
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  extension BadgeSystemColors {
    /// The default colours for `traits`' dark mode and Increase Contrast.
    @MainActor package init(_ traits: UITraitCollection) {
      self.init(
        isDark: traits.userInterfaceStyle == .dark,
        increaseContrast: traits.accessibilityContrast == .high)
    }
  }

  extension UIColor {
    /// The badge's default fill, resolved for the traits of the view that draws it by the
    /// core's ``BadgeSystemColors`` (the system red, in dark mode and Increase Contrast too).
    @MainActor package static var stickyBadgeFill: UIColor {
      UIColor { traits in BadgeSystemColors(traits).fill.uiColor }
    }
  }

  extension LabelFontMetrics {
    /// The proportions of `font`, measured by UIKit: how a UIKit host passes its label font.
    @MainActor package init(_ font: UIFont) {
      let size = Double(font.pointSize)
      self.init(capHeight: Double(font.capHeight) / size) { text in
        Double((text as NSString).size(withAttributes: [.font: font]).width) / size
      }
    }
  }
#endif
