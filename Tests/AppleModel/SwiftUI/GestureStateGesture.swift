// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a gesture that updates a gesture state
// (https://developer.apple.com/documentation/swiftui/gesturestategesture), what
// updating(_:body:) (https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:))
// returns: it "Updates the provided gesture state property as the gesture's value changes";
// the state is reset when the gesture ends or is cancelled (GestureState.swift).

extension Gesture {
  /// This gesture, calling `body` with its value and `state`'s value to update as it changes.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that updates a gesture state as its value changes (Apple's name).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, DragHandling {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void

  var drag: DragHandlers {
    guard var drag = (base as? any DragHandling)?.drag else {
      return DragHandlers(minimumDistance: 0)
    }
    let (state, body) = (state, body)
    if let body = body as? (DragGesture.Value, inout State, inout Transaction) -> Void {
      drag.onUpdate.append { value in
        var current = state.wrappedValue
        var transaction = Transaction()
        body(value, &current, &transaction)
        state.set(current)
      }
    }
    drag.onReset.append { state.reset() }
    return drag
  }
}
