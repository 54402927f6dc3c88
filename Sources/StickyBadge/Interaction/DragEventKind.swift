/// Something that happened to a badge, reported exactly once per occurrence.
///
/// ```swift
/// badgeView.controller.onEvent = { event in  // UIKit
///   if event.kind == .reattached { hint.isHidden = false }
/// }
/// ```
public enum DragEventKind: String, Hashable, Sendable, CaseIterable {
  /// A touch took hold of the badge (at rest or during its return).
  case began
  /// The badge was pulled past the snap distance and the bridge broke.
  case snapped
  /// A detached badge came back within the re-attach distance and joined up again.
  case reattached
  /// The finger let go (or the touch was cancelled).
  case released
  /// The badge came to rest at home again.
  case restored
  /// The burst finished and the badge is gone.
  case dismissed
}
