// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// bindings (https://developer.apple.com/documentation/swiftui/binding): "A property wrapper
// type that can read and write a value owned by a source of truth"; writing one writes the
// source (a `State`, which then updates the views).

/// Read and write access to a value another view owns (Apple: Binding).
@MainActor @propertyWrapper public struct Binding<Value>: DynamicProperty {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    (self.get, self.set) = (get, set)
  }

  /// The source's value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself (`$value`).
  public var projectedValue: Binding<Value> { self }
}
