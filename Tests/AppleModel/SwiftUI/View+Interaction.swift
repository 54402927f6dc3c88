// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the modifiers about touches, accessibility and the environment.
// - allowsHitTesting(_:) (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)):
//   "Configures whether this view participates in hit test operations"; with `false`, neither
//   the view's gestures nor its UIKit views take touches, which go to what is behind.
// - contentShape(_:eoFill:) (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)):
//   "Defines the content shape for hit testing". The model hit-tests a gesture in its view's
//   whole frame, which is what `contentShape(Rectangle())` asks for.
// - gesture(_:including:) (https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)):
//   "Attaches a gesture to the view with a lower precedence than gestures defined by the view";
//   the frontmost view whose gesture area holds the touch gets it (DragGesture.swift).
// - accessibilityHidden(_:) (https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)):
//   hides the view from accessibility; the model records it (UIKit views in it: their
//   `accessibilityElementsHidden`).
// - environment(_:_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)):
//   "Sets the environment value of the specified key path to the given value" for the view.

extension View {
  /// This view taking part in hit testing (`true`) or letting touches through (`false`).
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    ContextChange(content: self) { $0.allowsHitTesting = $0.allowsHitTesting && enabled }
  }

  /// This view hit-tested in `shape` (the model: its whole frame).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    ContextChange(content: self) { _ in }
  }

  /// This view recognising `gesture`.
  public func gesture<G: Gesture>(_ gesture: G) -> some View {
    GestureAttachment(content: self, gesture: gesture)
  }

  /// This view hidden from VoiceOver when `hidden`.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    ContextChange(content: self) { $0.isAccessibilityHidden = $0.isAccessibilityHidden || hidden }
  }

  /// This view with the environment value at `keyPath` set to `value`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { ContextChange(content: self) { $0.environment[keyPath: keyPath] = value } }
}

/// A view laid out with a changed context (hit testing, accessibility, environment).
struct ContextChange<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout RenderContext) -> Void
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    var inner = context.child("content")
    change(&inner)
    return inner.render(content, proposal: proposal, place: place)
  }
}

/// A view with a gesture: its frame is where the gesture can begin.
struct GestureAttachment<Content: View, G: Gesture>: View, PrimitiveView {
  let content: Content
  let gesture: G
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let frame = context.child("content").render(content, proposal: proposal, place: place)
    if context.allowsHitTesting, let drag = (gesture as? any DragHandling)?.drag {
      context.graph.gestureAreas.append(GestureArea(frame: frame, drag: drag))
    }
    return frame
  }
}
