// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the rectangle (https://developer.apple.com/documentation/swiftui/rectangle): "A rectangular
// shape aligned inside the frame of the view containing it".

/// The rectangle that fills its frame (Apple: Rectangle).
public struct Rectangle: Shape, PrimitiveView {
  /// A rectangle.
  public init() {}
  /// The whole of `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// No content of its own: the model fills the frame.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    CGRect(origin: place(proposal), size: proposal)
  }
}
