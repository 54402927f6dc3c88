// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// dynamic properties (https://developer.apple.com/documentation/swiftui/dynamicproperty): "An
// interface for a stored variable that updates an external property of a view"; "the view
// gives values to these properties prior to recomputing the view's body". The model links
// each one, found by reflection, before it evaluates a view's or a modifier's body.

/// A stored property of a view that the host gives its value before the body is evaluated
/// (Apple: DynamicProperty).
public protocol DynamicProperty {}

/// A dynamic property the model links: to its stored state at `key`, or to `environment`.
@MainActor protocol LinkedProperty {
  /// Connects the property to the graph's storage for `key` and to `environment`.
  func link(to graph: ViewGraph, key: String, environment: EnvironmentValues)
}

extension RenderContext {
  /// Links every dynamic property of `view` (a view or a modifier) at this context's path.
  func link<Value>(_ view: Value) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      guard let property = child.value as? any LinkedProperty else { continue }
      let key = "\(path)|\(Value.self).\(child.label ?? String(index))"
      property.link(to: graph, key: key, environment: environment)
    }
  }
}
