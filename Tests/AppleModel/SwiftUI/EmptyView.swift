// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the view with nothing in it (https://developer.apple.com/documentation/swiftui/emptyview).

/// A view with no content and no size (Apple: EmptyView).
public struct EmptyView: View, PrimitiveView {
  /// Nothing.
  nonisolated public init() {}
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    CGRect(origin: place(.zero), size: .zero)
  }
}
