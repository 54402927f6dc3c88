/// What a badge shows for a count of zero.
public enum ZeroCountStyle: String, Hashable, Sendable, CaseIterable {
  /// No badge: nothing unread.
  case hidden
  /// A plain dot.
  case dot
  /// The digit `0`.
  case number
}
