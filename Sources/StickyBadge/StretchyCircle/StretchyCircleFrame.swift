/// One frame of the stretchy circle.
///
/// ```swift
/// session.advance(to: now)
/// fill(path(session.frame.outline))  // the blob: both circles and the bridge between them
/// ```
public struct StretchyCircleFrame: Hashable, Sendable {
  /// The time of the frame.
  public var time: Double
  /// How far the lower circle is pulled down.
  public var offset: Double
  /// The circle that stays put.
  public var top: Circle
  /// The circle being pulled down.
  public var bottom: Circle
  /// The silhouette to fill.
  public var outline: [PathElement]
  /// Whether a finger holds it.
  public var isDragging: Bool
}
