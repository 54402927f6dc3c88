// Minimal stand-ins for the Core Graphics API used by StickyBadgeAppleSupport and the
// adapters, with the signatures from Apple's documentation. CGFloat, CGPoint, CGSize and
// CGRect come from Foundation on Linux.
@_exported import Foundation

public struct CGAffineTransform {
  public init(scaleX: CGFloat, y: CGFloat) {}
  public static let identity = CGAffineTransform(scaleX: 1, y: 1)
}
open class CGPath {
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {}
  init() {}
}
public final class CGMutablePath: CGPath {
  public override init() { super.init() }
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {}
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {}
  public func closeSubpath() {}
}
public final class CGColor {}
public final class CGImage {}

