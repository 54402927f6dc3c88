// A BEHAVIOURAL MODEL OF CORE GRAPHICS: a test fixture, not a product. On Linux it stands in
// for the framework of the same name so that the Apple adapters' own sources run in
// `swift test` (Docs/UIKitModel.md). It models only what the adapters use, as Apple documents it:
// - CGAffineTransform: https://developer.apple.com/documentation/coregraphics/cgaffinetransform
//   (the matrix [a b 0; c d 0; tx ty 1], a point maps to (a·x + c·y + tx, b·x + d·y + ty));
//   CGAffineTransformInvert(_:): "If the affine transform passed in parameter t cannot be
//   inverted, the affine transform is returned unchanged."; CGRectApplyAffineTransform(_:_:):
//   "this function returns the smallest rectangle that contains the transformed corner points
//   of the rect parameter";
// - CGPath: https://developer.apple.com/documentation/coregraphics/cgpath (an immutable list of
//   elements; here also its bounding box of points, so a test can find what was drawn):
//   boundingBox, "the smallest rectangle completely enclosing all points in the path,
//   including control points for Bézier and quadratic curves. If the path is empty, this value
//   is CGRectNull."
// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux.
@_exported import Foundation

/// An affine transform (Apple: CGAffineTransform).
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }
  public init(translationX: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public var isIdentity: Bool { self == .identity }

  /// The inverse transform (the identity's for a singular one, as Core Graphics returns it
  /// unchanged).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  /// The smallest rectangle containing the rectangle's corners mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// A path (Apple: CGPath), keeping the points it was built from.
open class CGPath {
  /// Every end and control point, in order.
  public internal(set) var points: [CGPoint] = []

  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
  }
  init() {}

  /// The smallest rectangle containing every point (Apple: `boundingBox`), `.null` when empty.
  public var boundingBox: CGRect {
    guard let first = points.first else { return .null }
    return points.reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }
}

/// A mutable path (Apple: CGMutablePath).
public final class CGMutablePath: CGPath {
  public override init() { super.init() }
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    points.append(point.applying(transform))
  }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    points.append(point.applying(transform))
  }
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) { points += [control, end].map { $0.applying(transform) } }
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) { points += [control1, control2, end].map { $0.applying(transform) } }
  public func closeSubpath() {}
}

/// A colour (Apple: CGColor): its sRGB components.
public final class CGColor {
  /// Red, green, blue and alpha.
  public let components: [CGFloat]?
  @_spi(Fixture) public init(components: [CGFloat]) { self.components = components }
}

/// A bitmap image (Apple: CGImage).
public final class CGImage {
  public init() {}
}
