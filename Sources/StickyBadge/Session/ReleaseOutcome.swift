/// What became of a badge released by the finger, known at the moment of release.
///
/// ```swift
/// if session.touchEnded(at: finger, time: now) == .burst { announce("Dismissed") }
/// ```
public enum ReleaseOutcome: String, Hashable, Sendable, CaseIterable {
  /// Released detached: it bursts (or, without animation, is dismissed at once).
  case burst
  /// Released attached, or cancelled: it springs home (or is home at once).
  case returnHome

  /// The outcome of a release that left the badge in `phase`: it bursts when the release
  /// started a burst (or dismissed it at once), else it goes home. The one place this is
  /// decided: the session's release outcome, its haptic cue and the "clear all" trigger.
  init(phaseAfterRelease phase: DragPhase) {
    self = phase == .bursting || phase == .dismissed ? .burst : .returnHome
  }
}
