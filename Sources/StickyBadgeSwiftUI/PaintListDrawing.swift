// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  extension GraphicsContext {
    /// Rasterizes a core ``PaintList``, deciding nothing: the outline, the circles (burst
    /// particles or the default drawing of a burst picture), the label in the system font,
    /// semibold, at the list's size, centred on its centre with its baseline on the list's.
    @MainActor func draw(_ list: PaintList) {
      var context = self
      let fill = GraphicsContext.Shading.color(
        red: list.fillColor.red, green: list.fillColor.green, blue: list.fillColor.blue)
      context.opacity = list.outlineOpacity
      context.fill(Path(CGPath.outline(list.outline)), with: fill)
      for circle in list.circles {
        context.opacity = circle.opacity
        context.fill(Path(ellipseIn: circle.bounds), with: fill)
      }
      guard list.label.isVisible else { return }
      let color = list.labelColor
      let text = context.resolve(
        Text(list.label.text)
          .font(.system(size: CGFloat(list.label.fontSize), weight: .semibold))
          .foregroundColor(Color(red: color.red, green: color.green, blue: color.blue)))
      let size = text.measure(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
      context.opacity = list.label.opacity
      context.draw(text, in: list.label.frame(size: size, baseline: text.firstBaseline(in: size)))
    }
  }

  extension LabelFontMetrics {
    /// The proportions of the font `GraphicsContext.draw(_:)` writes the label in, the
    /// system font, semibold, at `size` points, measured by UIKit where it exists; elsewhere
    /// (macOS) the core's default metrics.
    @MainActor static func systemSemibold(size: Double) -> LabelFontMetrics {
      #if canImport(UIKit)
        LabelFontMetrics(UIFont.systemFont(ofSize: CGFloat(size), weight: .semibold))
      #else
        .dejaVuSansBold
      #endif
    }
  }
#endif
