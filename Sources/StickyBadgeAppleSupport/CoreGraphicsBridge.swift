// Compiled where Core Graphics exists (Apple platforms), and on Linux against the Core
// Graphics model. Shared by the UIKit and SwiftUI adapters: the paint list in those terms.
#if canImport(CoreGraphics)
  import CoreGraphics
  @_spi(Hosting) import StickyBadge

  extension Point {
    /// The core point for a Core Graphics point.
    package init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }

    /// The Core Graphics point for this core point.
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  }

  extension CGPath {
    /// The Core Graphics path of a core outline (`M`, `L`, `Q`, `C`, `Z` map one to one).
    package static func outline(_ elements: [PathElement]) -> CGPath {
      let path = CGMutablePath()
      for element in elements {
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

  extension PaintRect {
    /// The core rectangle for a Core Graphics one.
    package init(_ rect: CGRect) {
      self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
  }

  extension CGRect {
    /// The Core Graphics rectangle for a core one.
    package init(_ rect: PaintRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }
#endif
