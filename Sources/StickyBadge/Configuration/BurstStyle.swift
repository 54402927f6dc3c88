/// How a dismissed badge disappears.
///
/// ```swift
/// // UIKit: eight pictures of an explosion instead of particles.
/// badgeView.configuration.burst = BurstConfiguration(style: .frames, frameCount: 8)
/// badgeView.controller.burstImages = explosionImages
/// ```
public enum BurstStyle: String, Hashable, Sendable, CaseIterable {
  /// A deterministic burst of particles coloured like the badge.
  case particles
  /// A sequence of ``BurstConfiguration/frameCount`` images that the host draws
  /// (the exploding-button write-up, 001, plays eight images over one second).
  case frames
}
