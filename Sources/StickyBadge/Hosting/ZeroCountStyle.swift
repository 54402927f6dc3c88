/// What a badge shows for a count of zero.
///
/// ```swift
/// badgeView.format = BadgeCountFormat(zeroStyle: .dot)  // UIKit: a dot when nothing is unread
/// ```
public enum ZeroCountStyle: String, Hashable, Sendable, CaseIterable {
  /// No badge: nothing unread.
  case hidden
  /// A plain dot.
  case dot
  /// The digit `0`.
  case number
}
