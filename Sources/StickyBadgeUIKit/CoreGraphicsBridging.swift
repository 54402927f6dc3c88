// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  extension Point {
    /// The core point for a Core Graphics point.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The Core Graphics point for this core point.
    var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
  }

  extension BadgeShape {
    /// The capsule filling `rect` (``BadgeMetrics/capsule(x:y:width:height:)``).
    init(filling rect: CGRect) {
      self = BadgeMetrics.capsule(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension Array where Element == PathElement {
    /// The outline as a Core Graphics path (`M`, `L`, `Q`, `C`, `Z` map one to one).
    var cgPath: CGPath {
      let path = CGMutablePath()
      for element in self {
        switch element {
        case .move(let point): path.move(to: point.cgPoint)
        case .line(let point): path.addLine(to: point.cgPoint)
        case .quadCurve(let point, let control):
          path.addQuadCurve(to: point.cgPoint, control: control.cgPoint)
        case .curve(let point, let control1, let control2):
          path.addCurve(to: point.cgPoint, control1: control1.cgPoint, control2: control2.cgPoint)
        case .close: path.closeSubpath()
        }
      }
      return path
    }
  }

  extension BadgeColor {
    /// The colour's sRGB components, resolved for `traits` when the colour is dynamic.
    @MainActor init(_ color: UIColor, traits: UITraitCollection) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour as a UIKit colour.
    @MainActor var uiColor: UIColor {
      UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
  }
#endif
