// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// canvases (https://developer.apple.com/documentation/swiftui/canvas): "A view type that
// supports immediate mode drawing"; the renderer is called with a context and the canvas's
// size each time the canvas is drawn (the model: each time the host renders it).

/// A view that draws with a closure (Apple: Canvas).
public struct Canvas<Symbols: View>: View, PrimitiveView {
  private let renderer: (inout GraphicsContext, CGSize) -> Void

  /// No content of its own: the model calls the renderer.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let frame = CGRect(origin: place(proposal), size: proposal)
    var graphics = GraphicsContext(recording: CanvasRecording())
    renderer(&graphics, proposal)
    context.graph.drawings.append(
      CanvasDrawing(
        frame: frame, fills: graphics.recording.fills.map { ($0.path, $0.shading.color) },
        isAccessibilityHidden: context.isAccessibilityHidden))
    return frame
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`, given a context and the canvas's size.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) { self.renderer = renderer }
}
