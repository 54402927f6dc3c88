// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// scaled metrics (https://developer.apple.com/documentation/swiftui/scaledmetric): "A dynamic
// property that scales a numeric value"; init(wrappedValue:relativeTo:)
// (https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:))
// scales with a text style. The model scales as the footnote style's size grows from Large
// (DynamicTypeSize.swift), the only style the adapter uses.

/// A number that grows with the user's text size (Apple: ScaledMetric).
@MainActor @propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, LinkedProperty {
  private let base: Value
  private let location = EnvironmentLocation()

  /// `wrappedValue` at the Large text size, scaled as `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

  /// The value at the environment's text size.
  public var wrappedValue: Value {
    let size = location.values.dynamicTypeSize
    return base * Value(size.footnoteSize) / Value(DynamicTypeSize.large.footnoteSize)
  }

  func link(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    location.values = environment
  }
}
