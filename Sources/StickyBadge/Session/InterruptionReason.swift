/// Why a host interrupts a badge that may be in motion.
///
/// ```swift
/// override func prepareForReuse() {  // a table cell
///   super.prepareForReuse()
///   session.interrupt(.cellReused, time: CACurrentMediaTime())
/// }
/// ```
public enum InterruptionReason: String, Hashable, Sendable, CaseIterable {
  /// The view left its window (a view controller popped, a row deleted).
  case windowRemoved
  /// The view's cell is being reused for other content: the badge starts over at rest.
  case cellReused
  /// The app went to the background.
  case backgrounded
  /// The interface rotated.
  case rotated
}
