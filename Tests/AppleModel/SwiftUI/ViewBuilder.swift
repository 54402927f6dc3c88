// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the result builder of view content.
// - ViewBuilder (https://developer.apple.com/documentation/swiftui/viewbuilder): "A custom
//   parameter attribute that constructs views from closures"; the model builds none or one.

/// Builds a view from a closure's statements (Apple: ViewBuilder); the model takes one view.
@resultBuilder public enum ViewBuilder {
  /// No content.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
