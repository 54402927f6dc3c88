// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// where the model is in the tree while it renders (no Apple counterpart). A view's identity is
// its path from the root (its structural position), under which its state and its UIKit
// view are kept from one render to the next.

/// The model's position in the view tree while it renders, and what applies there.
@MainActor struct RenderContext {
  /// The host's graph, which keeps state, UIKit views and what was drawn.
  let graph: ViewGraph
  /// The view's identity: its structural position from the root.
  var path: String
  /// The environment at this position.
  var environment: EnvironmentValues
  /// Whether views here take part in hit testing.
  var allowsHitTesting = true
  /// Whether views here are hidden from accessibility.
  var isAccessibilityHidden = false

  /// The context of a child named `name`.
  func child(_ name: String) -> RenderContext {
    var context = self
    context.path += "/" + name
    return context
  }

  /// Lays `view` out: a primitive view itself, a representable as its UIKit view, any other
  /// view as its body, after linking its dynamic properties.
  func render<V: View>(_ view: V, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    if let primitive = view as? any PrimitiveView {
      return primitive.render(in: self, proposal: proposal, place: place)
    }
    if let representable = view as? any UIViewRepresentable {
      let frame = CGRect(origin: place(proposal), size: proposal)
      graph.mount(representable, in: self, frame: frame)
      return frame
    }
    link(view)
    return child("\(V.self)").render(view.body, proposal: proposal, place: place)
  }
}
