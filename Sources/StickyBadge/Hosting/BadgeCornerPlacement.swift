/// Where a badge sits on a view's corner (a badge on an avatar, an icon, a button): the
/// corner in the reading direction's terms, and an offset from it.
///
/// The badge is centred on the corner, moved by ``offset``; "trailing" is the right in a
/// left-to-right layout and the left in Arabic or Hebrew, and the offset's `x` runs towards
/// the trailing side, so a placement reads the same in both directions.
///
/// ```swift
/// // UIKit: on the avatar's bottom trailing corner, 2 points further out.
/// avatar.addStickyBadge(
///   count: 3, placement: BadgeCornerPlacement(corner: .bottomTrailing, offset: Point(x: 2, y: 0)))
/// ```
public struct BadgeCornerPlacement: Hashable, Sendable {
  /// A corner of the view the badge sits on.
  public enum Corner: String, Hashable, Sendable, CaseIterable {
    /// The top corner on the side where lines start.
    case topLeading
    /// The top corner on the side where lines end (QQ's unread badge).
    case topTrailing
    /// The bottom corner on the side where lines start.
    case bottomLeading
    /// The bottom corner on the side where lines end.
    case bottomTrailing

    /// Whether the corner is on the side where lines end.
    public var isTrailing: Bool { self == .topTrailing || self == .bottomTrailing }
    /// Whether the corner is at the top.
    public var isTop: Bool { self == .topLeading || self == .topTrailing }
  }

  /// The corner the badge is centred on.
  public var corner: Corner
  /// How far the badge's centre is moved from the corner: `x` towards the trailing side,
  /// `y` down, in points.
  public var offset: Point

  /// A badge centred on `corner` (by default the top trailing one), moved by `offset`.
  public init(corner: Corner = .topTrailing, offset: Point = Point(x: 0, y: 0)) {
    self.corner = corner
    self.offset = offset
  }

  /// Whether the badge is on the view's right edge in a layout that reads right to left
  /// when `isRightToLeft`, left to right otherwise.
  public func isOnRightEdge(isRightToLeft: Bool) -> Bool { corner.isTrailing != isRightToLeft }

  /// The badge's centre in the coordinates of a view `width` × `height` points (origin at
  /// its top left), in a layout that reads right to left when `isRightToLeft`.
  public func center(width: Double, height: Double, isRightToLeft: Bool) -> Point {
    let x = isOnRightEdge(isRightToLeft: isRightToLeft) ? width : 0
    let y = corner.isTop ? 0 : height
    let shift = screenOffset(isRightToLeft: isRightToLeft)
    return Point(x: x + shift.x, y: y + shift.y)
  }

  /// ``offset`` on screen, where `x` grows to the right: as it is left to right, mirrored
  /// right to left (a face that aligns the badge to the corner itself, as SwiftUI's
  /// `overlay(alignment:)` does, then moves it by this).
  public func screenOffset(isRightToLeft: Bool) -> Point {
    Point(x: isRightToLeft ? -offset.x : offset.x, y: offset.y)
  }

  /// The frame of a badge of `size` placed on the corner of a view `width` × `height`.
  public func frame(
    of size: (width: Double, height: Double), inWidth width: Double, height: Double,
    isRightToLeft: Bool
  ) -> PaintRect {
    let center = center(width: width, height: height, isRightToLeft: isRightToLeft)
    return PaintRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
