// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// gesture state (https://developer.apple.com/documentation/swiftui/gesturestate): "A property
// wrapper type that updates a property while the user performs a gesture and resets the
// property back to its initial state when the gesture ends"; "A property that's declared as
// `@GestureState` implicitly resets when the gesture becomes inactive"; updating(_:body:)
// (https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)) "resets the
// `state` to its initial value when the user or the system ends or cancels the gesture". It
// is kept per view identity as `State` is, and a change or a reset updates the views on the
// next turn of the main actor.

/// A value a gesture sets while it is performed, reset when it ends or is cancelled
/// (Apple: GestureState).
@MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty, LinkedProperty {
  /// The storage this property reads: its own until the host links it to the kept one.
  let location: StateLocation<Value>
  /// The value the property goes back to.
  let initialValue: Value

  /// A gesture state whose value is `wrappedValue` while no gesture sets it.
  public init(wrappedValue: Value) {
    (location, initialValue) = (StateLocation(wrappedValue), wrappedValue)
  }

  /// The current value.
  public var wrappedValue: Value { location.box.value }

  /// The property itself, for a gesture's `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Stores the value a gesture's update gave.
  func set(_ value: Value) { location.box.set(value) }

  /// Goes back to the initial value (the gesture became inactive).
  func reset() { location.box.set(initialValue) }

  func link(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    if let kept = graph.storage[key] as? StateBox<Value> {
      location.box = kept
    } else {
      location.box.graph = graph
      graph.storage[key] = location.box
    }
  }
}

/// The context of a state change (Apple: Transaction); the model animates nothing.
public struct Transaction: Sendable {
  /// An empty transaction.
  public init() {}
}
