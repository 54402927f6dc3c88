// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the view a modifier's body receives
// (https://developer.apple.com/documentation/swiftui/viewmodifier/content): "The content view
// type passed to body()".

/// The view a modifier modifies, as its `body(content:)` receives it (Apple's name).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  /// Lays the modified view out where the modifier's body places this placeholder.
  let renderContent: @MainActor (RenderContext, CGSize, (CGSize) -> CGPoint) -> CGRect

  /// No content of its own: the modified view is drawn.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    renderContent(context, proposal, place)
  }
}
