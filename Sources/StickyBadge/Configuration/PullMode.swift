/// Which of the two circles keeps its size while the badge is pulled: the two pull modes of
/// the QQ-bubble write-up (000).
///
/// The "big" circle shrinks at ``StickyBadgeConfiguration/bigCircleShrinkRate`` and the
/// "small" one at ``StickyBadgeConfiguration/smallCircleShrinkRate``.
///
/// ```swift
/// let configuration = StickyBadgeConfiguration(pullMode: .bigCircleStays)
/// ```
public enum PullMode: String, Hashable, Sendable, CaseIterable {
  /// The big circle stays at home: the anchor shrinks at the big-circle rate and the
  /// dragged badge at the small-circle rate.
  case bigCircleStays
  /// The big circle moves with the finger (QQ): the dragged badge shrinks at the
  /// big-circle rate and the anchor left behind at the small-circle rate.
  case bigCircleMoves
}
