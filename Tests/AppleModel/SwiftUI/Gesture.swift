// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// gestures (https://developer.apple.com/documentation/swiftui/gesture) and their actions.
// - onChanged(_:) (https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)):
//   "Adds an action to perform when the gesture's value changes".
// - onEnded(_:) (https://developer.apple.com/documentation/swiftui/gesture/onended(_:)): "Adds
//   an action to perform when the gesture ends"; a gesture the system cancels does not end:
//   its `onEnded` actions are not called (observed, not documented: FB13559963,
//   https://github.com/feedback-assistant/reports/issues/463, "Gesture.onEnded is not called in
//   some situations"), its gesture states reset (GestureState.swift).

/// An interaction the user performs on a view (Apple: Gesture); the model has the drag.
@MainActor @preconcurrency public protocol Gesture {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
}

extension Gesture {
  /// This gesture, calling `action` each time its value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable { _ChangedGesture(base: self, action: action) }

  /// This gesture, calling `action` when it ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }
}

/// A gesture the model recognises as a drag: its distance and actions.
@MainActor protocol DragHandling {
  /// The drag's minimum distance and every action added to it.
  var drag: DragHandlers { get }
}

/// What a drag gesture does: how far the finger moves before it starts, then its actions.
struct DragHandlers {
  var minimumDistance: CGFloat
  /// `updating(_:body:)`'s updates, as the value changes.
  var onUpdate: [(DragGesture.Value) -> Void] = []
  var onChanged: [(DragGesture.Value) -> Void] = []
  var onEnded: [(DragGesture.Value) -> Void] = []
  /// Resets the gesture states when the gesture ends or is cancelled.
  var onReset: [() -> Void] = []
}
