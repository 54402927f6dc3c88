// Compiled only where UIKit exists; not built on Linux. Shared by the UIKit adapter and the
// SwiftUI adapter on iOS: UIKit colours and fonts in core terms.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  extension BadgeColor {
    /// The colour's sRGB components, resolved for `traits` when the colour is dynamic.
    @MainActor package init(_ color: UIColor, traits: UITraitCollection) {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour as a UIKit colour.
    @MainActor package var uiColor: UIColor {
      UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
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

#if canImport(UIKit) || canImport(SwiftUI)
  import StickyBadge
  #if canImport(UIKit)
    import UIKit
  #endif

  extension LabelFontMetrics {
    /// The proportions of the system font, semibold, at `size` points (SwiftUI's
    /// `.system(size:weight: .semibold)`), measured by UIKit where it exists; elsewhere
    /// (macOS) the core's default metrics.
    @MainActor package static func systemSemibold(size: Double) -> LabelFontMetrics {
      #if canImport(UIKit)
        LabelFontMetrics(UIFont.systemFont(ofSize: CGFloat(size), weight: .semibold))
      #else
        .dejaVuSansBold
      #endif
    }
  }
#endif
