// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// paths (https://developer.apple.com/documentation/swiftui/path): "The outline of a 2D shape";
// made from a Core Graphics path (https://developer.apple.com/documentation/swiftui/path/init(_:)-9o9ac)
// or a rectangle; `boundingRect` "A rectangle containing all path segments".

/// An outline (Apple: Path), holding the Core Graphics path it was made from.
public struct Path: @unchecked Sendable {
  /// The outline as a Core Graphics path.
  public let cgPath: CGPath

  /// The outline of `path`.
  public init(_ path: CGPath) { cgPath = path }

  /// The outline of `rect`.
  public init(_ rect: CGRect) {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    cgPath = path
  }

  /// The smallest rectangle that holds the outline's points.
  public var boundingRect: CGRect { cgPath.boundingBox }
}
