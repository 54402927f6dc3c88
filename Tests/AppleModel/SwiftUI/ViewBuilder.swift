// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the result builder of view content.
// - ViewBuilder (https://developer.apple.com/documentation/swiftui/viewbuilder): "A custom
//   parameter attribute that constructs views from closures"; the model builds none, one, or
//   one under an `if` (buildIf(_:), https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:):
//   an optional view, nothing when the condition is false).

/// Builds a view from a closure's statements (Apple: ViewBuilder); the model takes one view.
@resultBuilder public enum ViewBuilder {
  /// No content.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// The view of an `if` without `else`: `nil` when the condition is false.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View, PrimitiveView where Wrapped: View {
  /// No content of its own: the wrapped view, or nothing.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    guard let view = self else { return CGRect(origin: place(.zero), size: .zero) }
    return context.child("some").render(view, proposal: proposal, place: place)
  }
}
