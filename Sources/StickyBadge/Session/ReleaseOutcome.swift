/// What became of a badge released by the finger, known at the moment of release.
public enum ReleaseOutcome: String, Hashable, Sendable, CaseIterable {
  /// Released detached: it bursts (or, without animation, is dismissed at once).
  case burst
  /// Released attached, or cancelled: it springs home (or is home at once).
  case returnHome
}
