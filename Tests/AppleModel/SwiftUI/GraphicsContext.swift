// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a canvas's drawing context (https://developer.apple.com/documentation/swiftui/graphicscontext).
// - fill(_:with:style:) (https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)):
//   "Draws a path into the context and fills the outlined region"; the model records each fill
//   (it rasterizes nothing).
// - Shading.color(_:) (https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)).

/// What a canvas draws with (Apple: GraphicsContext); the model records what was filled.
public struct GraphicsContext {
  /// What a path is filled with (Apple: GraphicsContext.Shading); the model has colours.
  public struct Shading: Sendable {
    /// The colour, for a test that reads what was drawn.
    @_spi(Fixture) public let color: Color
    /// A solid colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
  }

  /// Every fill drawn by this context's canvas, in order.
  let recording: CanvasRecording

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading) {
    recording.fills.append((path, shading))
  }
}

/// The fills a canvas drew in one frame.
final class CanvasRecording {
  var fills: [(path: Path, shading: GraphicsContext.Shading)] = []
}
