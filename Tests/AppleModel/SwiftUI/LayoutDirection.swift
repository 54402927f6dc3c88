// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the reading direction (https://developer.apple.com/documentation/swiftui/layoutdirection).

/// The direction content is laid out in (Apple: LayoutDirection).
public enum LayoutDirection: Hashable, Sendable {
  /// Left to right, as English.
  case leftToRight
  /// Right to left, as Arabic and Hebrew: leading and trailing swap.
  case rightToLeft
}
