// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a gesture with an action for each change (Apple's `_ChangedGesture`, what
// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:) returns).

/// A gesture that calls an action when its value changes (Apple's name).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct _ChangedGesture<Base: Gesture>: Gesture, DragHandling {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  var drag: DragHandlers {
    guard var drag = (base as? any DragHandling)?.drag else {
      return DragHandlers(minimumDistance: 0)
    }
    if let action = action as? (DragGesture.Value) -> Void { drag.onChanged.append(action) }
    return drag
  }
}
