// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// what a canvas drew in the latest render, for a test to read (no Apple counterpart).

/// What one canvas drew in the host's latest render: where, and which paths in which colours.
@_spi(Fixture) public struct CanvasDrawing: @unchecked Sendable {
  /// The canvas's frame, in the hosting view's coordinates.
  public let frame: CGRect
  /// Every path filled, in the canvas's coordinates, with its colour, in order.
  public let fills: [(path: Path, color: Color)]
  /// Whether the canvas was hidden from accessibility.
  public let isAccessibilityHidden: Bool
}
