// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// explicit identity.
// - id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "Binds a view's
//   identity to the given proxy value"; "When the proxy value specified by the `id` parameter
//   changes, the identity of the view — for example, its state — is reset". The model keeps
//   state and representables' UIKit views by identity (RenderContext.swift): a new value
//   makes them anew and removes the old ones (`dismantleUIView`).

extension View {
  /// This view with the identity `id`: a new value is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// A view whose identity is a value.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    context.child("id:\(id)").render(content, proposal: proposal, place: place)
  }
}
