// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the horizontal guide (https://developer.apple.com/documentation/swiftui/horizontalalignment),
// which names sides in reading-direction terms.

/// A horizontal guide: leading, centre or trailing (Apple: HorizontalAlignment).
public enum HorizontalAlignment: Equatable, Sendable {
  /// The side where reading starts: the left, right to left the right.
  case leading
  /// The middle.
  case center
  /// The side where reading ends.
  case trailing

  /// This guide on screen, where `.leading` means the left: right to left, sides swap.
  func resolved(_ direction: LayoutDirection) -> HorizontalAlignment {
    guard direction == .rightToLeft else { return self }
    switch self {
    case .leading: return .trailing
    case .center: return .center
    case .trailing: return .leading
    }
  }
}
