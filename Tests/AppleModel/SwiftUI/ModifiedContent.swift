// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a view with a modifier applied
// (https://developer.apple.com/documentation/swiftui/modifiedcontent). The modifier's dynamic
// properties (State, Environment, ScaledMetric) are linked before its body is evaluated,
// as a view's are.

/// A view and the modifier applied to it (Apple: ModifiedContent).
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    (self.content, self.modifier) = (content, modifier)
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  /// No content of its own: the modifier's body is drawn.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let modifierContext = context.child("modifier")
    modifierContext.link(modifier)
    let contentPath = context.child("content").path
    let placeholder = _ViewModifier_Content<Modifier> { placed, proposal, place in
      var inner = placed
      inner.path = contentPath
      return inner.render(content, proposal: proposal, place: place)
    }
    return modifierContext.child("body").render(
      modifier.body(content: placeholder), proposal: proposal, place: place)
  }
}
