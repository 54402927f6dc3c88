/// An event and the exact time it happened, which does not depend on the frame rate.
///
/// ```swift
/// badgeView.controller.onEvent = { event in  // UIKit
///   if event.kind == .snapped { analytics.log("badge pulled off", at: event.time) }
/// }
/// ```
public struct DragEvent: Hashable, Sendable {
  /// What happened.
  public var kind: DragEventKind
  /// When it happened, in seconds.
  public var time: Double

  /// Creates an event.
  public init(_ kind: DragEventKind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}
