/// What a host does about the app going to the background, the view leaving the window,
/// or its cell being reused while a badge is in motion.
@_spi(Hosting) public enum InterruptionOutcome: String, Hashable, Sendable, CaseIterable {
  /// Show the badge at rest at home (a drag is cancelled, a return is finished).
  case restore
  /// Treat the badge as dismissed (a burst that had started is finished), reporting
  /// the dismissal if it was not reported yet.
  case dismiss
  /// Nothing to do.
  case none
}
