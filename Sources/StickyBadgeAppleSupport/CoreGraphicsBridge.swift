// Compiled only where Core Graphics exists (Apple platforms); not built on Linux. Shared by
// the UIKit and SwiftUI adapters: the paint list in Core Graphics terms.
#if canImport(CoreGraphics)
  import CoreGraphics
  import StickyBadge

  extension Point {
    /// The core point for a Core Graphics point.
    package init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The Core Graphics point for this core point.
    package var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
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

  extension CGRect {
    /// The square of side `side` centred on `center`.
    package init(center: Point, side: Double) {
      self.init(
        x: CGFloat(center.x - side / 2), y: CGFloat(center.y - side / 2), width: CGFloat(side),
        height: CGFloat(side))
    }
  }

  extension BadgeShape {
    /// The capsule filling `rect` (``BadgeMetrics/capsule(x:y:width:height:)``).
    package init(filling rect: CGRect) {
      self = BadgeMetrics.capsule(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension PaintCircle {
    /// The square the circle is inscribed in.
    package var bounds: CGRect { CGRect(center: center, side: radius + radius) }
  }

  extension BurstImagePaint {
    /// The square a host's own burst picture is drawn in.
    package var bounds: CGRect { CGRect(center: center, side: imageSide) }
  }

  extension LabelPaint {
    /// Where to lay out the label's text, measured by the platform as `size` with its
    /// baseline `baseline` below its top: centred on ``LabelPaint/centerX``, baseline on
    /// ``LabelPaint/baselineY``.
    package func frame(size: CGSize, baseline: CGFloat) -> CGRect {
      CGRect(
        x: CGFloat(centerX) - size.width / 2, y: CGFloat(baselineY) - baseline,
        width: size.width, height: size.height)
    }
  }
#endif
