/// One command of an outline path, in absolute coordinates.
///
/// Only these five commands are used, so an outline maps one to one onto
/// `CGPath`, Canvas 2D, cairo and SVG path data (`M`, `L`, `Q`, `C`, `Z`).
///
/// ```swift
/// func cg(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y) }
/// let path = CGMutablePath()
/// for element in list.outline {
///   switch element {
///   case .move(let p): path.move(to: cg(p))
///   case .line(let p): path.addLine(to: cg(p))
///   case .quadCurve(let p, let c): path.addQuadCurve(to: cg(p), control: cg(c))
///   case .curve(let p, let c1, let c2): path.addCurve(to: cg(p), control1: cg(c1), control2: cg(c2))
///   case .close: path.closeSubpath()
///   }
/// }
/// ```
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point (`M`).
  case move(to: Point)
  /// A straight line to a point (`L`).
  case line(to: Point)
  /// A quadratic Bézier curve to a point (`Q`).
  case quadCurve(to: Point, control: Point)
  /// A cubic Bézier curve to a point (`C`).
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the subpath with a straight line to its start (`Z`).
  case close

  /// The SVG command letter of this element.
  public var command: Character {
    switch self {
    case .move: "M"
    case .line: "L"
    case .quadCurve: "Q"
    case .curve: "C"
    case .close: "Z"
    }
  }

  /// Whether every coordinate of the element is finite.
  public var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): p.isFinite
    case .quadCurve(let p, let c): p.isFinite && c.isFinite
    case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
    case .close: true
    }
  }
}
