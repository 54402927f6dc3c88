// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the vertical guide (https://developer.apple.com/documentation/swiftui/verticalalignment).

/// A vertical guide: top, centre or bottom (Apple: VerticalAlignment).
public enum VerticalAlignment: Equatable, Sendable {
  /// The top edge.
  case top
  /// The middle.
  case center
  /// The bottom edge.
  case bottom
}
