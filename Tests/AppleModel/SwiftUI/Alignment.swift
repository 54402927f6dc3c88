// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// alignment.
// - Alignment (https://developer.apple.com/documentation/swiftui/alignment): "An alignment in
//   both axes", a horizontal and a vertical guide.
// - Right to left, "SwiftUI horizontally flips the x position of each view within its parent"
//   (https://developer.apple.com/documentation/swiftui/layoutdirection): leading is the right.

/// Where a view sits in its container on both axes (Apple: Alignment).
public struct Alignment: Equatable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment
  /// The alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }
  /// Centred on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// On the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// On the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// On the top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// On the bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a view of `size` goes in `container` with this alignment, in `direction`.
  func origin(of size: CGSize, in container: CGRect, direction: LayoutDirection) -> CGPoint {
    let x: CGFloat
    switch horizontal.resolved(direction) {
    case .leading: x = container.minX
    case .center: x = container.midX - size.width / 2
    case .trailing: x = container.maxX - size.width
    }
    let y: CGFloat
    switch vertical {
    case .top: y = container.minY
    case .center: y = container.midY - size.height / 2
    case .bottom: y = container.maxY - size.height
    }
    return CGPoint(x: x, y: y)
  }
}
