// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// a gesture with an action at its end (Apple's `_EndedGesture`, what
// https://developer.apple.com/documentation/swiftui/gesture/onended(_:) returns).

/// A gesture that calls an action when it ends (Apple's name).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct _EndedGesture<Base: Gesture>: Gesture, DragHandling {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  var drag: DragHandlers {
    guard var drag = (base as? any DragHandling)?.drag else {
      return DragHandlers(minimumDistance: 0)
    }
    if let action = action as? (DragGesture.Value) -> Void { drag.onEnded.append(action) }
    return drag
  }
}
