// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// view modifiers.
// - ViewModifier (https://developer.apple.com/documentation/swiftui/viewmodifier): "A
//   modifier that you apply to a view or another view modifier, producing a different version
//   of the original value"; its `body(content:)` receives the modified view as `Content`.
// - modifier(_:) (https://developer.apple.com/documentation/swiftui/view/modifier(_:)):
//   applies one, giving `ModifiedContent`.

/// A modifier that makes a new view from the view it modifies (Apple: ViewModifier).
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified, as the modifier's body receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view made from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
