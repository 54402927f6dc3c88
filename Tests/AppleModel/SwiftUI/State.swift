// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// state (https://developer.apple.com/documentation/swiftui/state).
// - "SwiftUI manages the property's storage. When the value changes, SwiftUI updates the parts
//   of the view hierarchy that depend on the value."
// - init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)):
//   "SwiftUI initializes the state's storage only once for each container instance": a view
//   made again at the same place keeps the stored value, not its new initial one.
// - The model updates the views on the next turn of the main actor, never during an update.

/// A value a view owns, kept by the host across updates (Apple: State).
@MainActor @propertyWrapper public struct State<Value>: DynamicProperty, LinkedProperty {
  /// The storage this property reads: its own until the host links it to the kept one.
  let location: StateLocation<Value>

  /// A state whose first value is `value`.
  public init(wrappedValue value: Value) { location = StateLocation(value) }

  /// The current value; setting it updates the views on the next turn.
  public var wrappedValue: Value {
    get { location.box.value }
    nonmutating set { location.box.set(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(get: { location.box.value }, set: { location.box.set($0) })
  }

  func link(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    if let kept = graph.storage[key] as? StateBox<Value> {
      location.box = kept
    } else {
      location.box.graph = graph
      graph.storage[key] = location.box
    }
  }
}

/// Which storage a `State` reads (a reference, so that linking a copy links the view's).
@MainActor final class StateLocation<Value> {
  var box: StateBox<Value>
  init(_ value: Value) { box = StateBox(value) }
}

/// A kept state value and the graph that shows it.
@MainActor final class StateBox<Value> {
  private(set) var value: Value
  weak var graph: ViewGraph?
  init(_ value: Value) { self.value = value }
  /// Stores `newValue` and asks the graph for an update.
  func set(_ newValue: Value) {
    value = newValue
    graph?.setNeedsUpdate()
  }
}
