/// A haptic a host plays for something that happened to a badge.
///
/// ```swift
/// if case .haptic(let cue) = event {
///   UIImpactFeedbackGenerator(style: cue == .burst ? .medium : .light).impactOccurred()
/// }
/// ```
public enum HapticCue: String, Hashable, Sendable, CaseIterable {
  /// The bridge snapped: a firm tap (UIKit: `UIImpactFeedbackGenerator(style: .medium)`).
  case snap
  /// A detached badge re-attached: a soft tap (`.light`).
  case reattach
  /// The badge was released to burst: a success notification
  /// (`UINotificationFeedbackGenerator`, `.success`).
  case burst
}
