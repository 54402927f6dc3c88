@_spi(Fixture) import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// colours (https://developer.apple.com/documentation/swiftui/color): a colour is also a view
// that fills the space it is offered. `accentColor`
// (https://developer.apple.com/documentation/swiftui/color/accentcolor) is, without an app
// accent colour, the system blue (the UIKit model's `systemBlue`).

/// A colour, and a view filled with it (Apple: Color).
public struct Color: View, ShapeStyle, PrimitiveView, Hashable, Sendable {
  /// The red, green, blue and opacity components, 0 to 1 (a test reads what was drawn).
  @_spi(Fixture) public let components: [Double]

  /// The colour of sRGB `red`, `green` and `blue` at `opacity`.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    components = [red, green, blue, opacity]
  }

  /// The app's accent colour: the system blue.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(red: 0, green: 122 / 255, blue: 1)
  /// Red (the system red of the light appearance).
  public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)

  /// No content of its own: the model fills the frame.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    CGRect(origin: place(proposal), size: proposal)
  }
}
