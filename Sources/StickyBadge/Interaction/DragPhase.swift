/// Where a badge is in its life.
///
/// ```swift
/// let isMoving = badgeView.controller.phase != .resting  // UIKit: held, going home or bursting
/// ```
public enum DragPhase: String, Hashable, Sendable, CaseIterable {
  /// At home, nothing happening.
  case resting
  /// A finger holds the badge, still joined to home by the bridge.
  case stretching
  /// A finger holds the badge, pulled past the snap distance: the bridge has snapped.
  case detached
  /// Released inside the snap distance (or cancelled): springing home.
  case returning
  /// Released while detached (or dismissed from code): the burst is playing.
  case bursting
  /// Gone: the message counts as read. Nothing comes back from here.
  case dismissed
}
