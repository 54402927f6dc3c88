// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// shapes (https://developer.apple.com/documentation/swiftui/shape): "A 2D shape that you can
// use when drawing a view"; `path(in:)` "Describes this shape as a path within a rectangular
// frame of reference".

/// A shape: a path in the frame it is given (Apple: Shape).
public protocol Shape: View {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}
