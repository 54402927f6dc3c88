// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the drag gesture (https://developer.apple.com/documentation/swiftui/draggesture): "A
// dragging motion that invokes an action as the drag-event sequence changes".
// - init(minimumDistance:coordinateSpace:) (https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)):
//   "The minimum dragging distance before the gesture succeeds" (default 10 points); with 0,
//   it starts when the finger touches down.
// - DragGesture.Value (https://developer.apple.com/documentation/swiftui/draggesture/value):
//   `location`, `startLocation` (in the view's local coordinates, the default coordinate
//   space) and `time`, "The time associated with the drag gesture's current event" (the
//   model's clock: the UIKit model's media time, as seconds since the reference date).
// - The host recognises it with a UIKit gesture recognizer on its view (DragRecognizer.swift),
//   ranked against the gestures of the views inside the drag's view as `gesture(_:)`,
//   `highPriorityGesture(_:)` and `simultaneousGesture(_:)` document (View+Interaction.swift).

/// A drag (Apple: DragGesture).
public struct DragGesture: Gesture, DragHandling {
  /// One moment of a drag (Apple: DragGesture.Value).
  public struct Value: Equatable, Sendable {
    /// When this event happened.
    public var time: Date
    /// Where the finger is, in the view's coordinates.
    public var location: CGPoint
    /// Where the finger touched down, in the view's coordinates.
    public var startLocation: CGPoint
    /// How far the finger moved since it touched down.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
  }

  /// How far, in points, the finger moves before the drag starts.
  public var minimumDistance: CGFloat

  /// A drag that starts after the finger moved `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }

  var drag: DragHandlers { DragHandlers(minimumDistance: minimumDistance) }
}
