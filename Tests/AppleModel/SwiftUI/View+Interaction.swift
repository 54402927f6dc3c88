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
//   its example: "Tapping or clicking the image prints a message to the console from the tap
//   gesture handler on the image, while tapping or clicking the rectangle inside the VStack
//   prints a message in the console from the enclosing vertical stack gesture handler": a
//   child's gesture goes first, the parent's gets the touches no child's takes.
// - highPriorityGesture(_:including:) (https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)):
//   "Attaches a gesture to the view with a higher precedence than gestures defined by the
//   view."
// - simultaneousGesture(_:including:) (https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)):
//   "Attaches a gesture to the view to process simultaneously with gestures defined by the
//   view."
//   DragRecognizer.swift applies these to the gestures of UIKit views inside the view too.
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

  /// This view recognising `gesture` after the gestures of the views inside it.
  public func gesture<G: Gesture>(_ gesture: G) -> some View {
    GestureAttachment(content: self, gesture: gesture, priority: .normal)
  }

  /// This view recognising `gesture` before the gestures of the views inside it.
  public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
    GestureAttachment(content: self, gesture: gesture, priority: .high)
  }

  /// This view recognising `gesture` together with the gestures of the views inside it.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
    GestureAttachment(content: self, gesture: gesture, priority: .simultaneous)
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
  let priority: GesturePriority
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let order = context.graph.nextOrder()
    let frame = context.child("content").render(content, proposal: proposal, place: place)
    if context.allowsHitTesting, let drag = (gesture as? any DragHandling)?.drag {
      context.graph.gestureAreas.append(
        GestureArea(frame: frame, drag: drag, priority: priority, order: order, path: context.path))
    }
    return frame
  }
}

/// How a view's gesture ranks against the gestures of the views inside it.
enum GesturePriority {
  /// After them (`gesture(_:)`).
  case normal
  /// Before them (`highPriorityGesture(_:)`).
  case high
  /// Together with them (`simultaneousGesture(_:)`).
  case simultaneous
}
