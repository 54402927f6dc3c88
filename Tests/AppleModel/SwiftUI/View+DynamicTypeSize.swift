// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a text size for a subtree.
// - dynamicTypeSize(_:) (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)):
//   "Sets the Dynamic Type size within the view to the given value": the environment's
//   `dynamicTypeSize` (https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize),
//   "The current Dynamic Type size", is `size` for the view and the views inside it.

extension View {
  /// This view, and the views inside it, at the text size `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
}
