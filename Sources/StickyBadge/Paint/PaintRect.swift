/// An axis-aligned rectangle, in points (y down): where a face lays out what a paint list
/// asks for (a circle's square, a burst picture, the label's text) and a view's bounds as
/// the core reads them.
public struct PaintRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width. Domain: [0, ∞).
  public var width: Double
  /// The height. Domain: [0, ∞).
  public var height: Double

  /// Creates a rectangle from its top left corner and its size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The square of side `side` centred on `center`.
  public init(center: Point, side: Double) {
    self.init(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
  }

  /// The centre.
  public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}

extension PaintCircle {
  /// The square the circle is inscribed in.
  public var bounds: PaintRect { PaintRect(center: center, side: radius + radius) }
}

extension BurstImagePaint {
  /// The square a host draws its own burst picture in (``imageSide`` wide, on ``center``).
  public var bounds: PaintRect { PaintRect(center: center, side: imageSide) }
}

extension LabelPaint {
  /// Where a face lays out the label's text that its platform measured as `width` ×
  /// `height` points with the baseline `ascender` points below the top: centred on
  /// ``centerX``, the baseline on ``baselineY``.
  public func frame(width: Double, height: Double, ascender: Double) -> PaintRect {
    PaintRect(x: centerX - width / 2, y: baselineY - ascender, width: width, height: height)
  }
}

extension BadgeMetrics {
  /// The capsule filling `rect` (``capsule(x:y:width:height:)``).
  public static func capsule(filling rect: PaintRect) -> BadgeShape {
    capsule(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
