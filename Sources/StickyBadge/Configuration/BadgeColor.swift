/// A colour in sRGB, components from 0 to 1.
///
/// ```swift
/// let blue = BadgeColor(rgb: 0x007AFF)
/// avatar.stickyBadge(count: 5, color: blue) { markRead() }  // SwiftUI
/// let configuration = StickyBadgeConfiguration(color: blue, labelColor: .white)
/// ```
public struct BadgeColor: Hashable, Sendable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(rgb: UInt32) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// QQ's unread red, `#F74C31`.
  public static let unreadRed = BadgeColor(rgb: 0xF74C31)
  /// White.
  public static let white = BadgeColor(red: 1, green: 1, blue: 1)
}
