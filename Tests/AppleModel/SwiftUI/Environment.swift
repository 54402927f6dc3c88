// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// reading the environment (https://developer.apple.com/documentation/swiftui/environment): "A
// property wrapper that reads a value from a view's environment"; when the value changes, the
// views that read it are updated (the model renders the whole tree again).

/// A value read from the view's environment (Apple: Environment).
@MainActor @propertyWrapper public struct Environment<Value>: DynamicProperty, LinkedProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let location = EnvironmentLocation()

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value where the view is now.
  public var wrappedValue: Value { location.values[keyPath: keyPath] }

  func link(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    location.values = environment
  }
}

/// The environment a property reads (a reference, so that linking a copy links the view's).
@MainActor final class EnvironmentLocation {
  var values = EnvironmentValues()
}
