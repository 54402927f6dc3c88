/// How the burst looks.
///
/// ```swift
/// let configuration = StickyBadgeConfiguration(
///   burst: BurstConfiguration(particleCount: 24, duration: 0.5))  // a bigger, slower pop
/// ```
public struct BurstConfiguration: Hashable, Sendable {
  /// Particles or image frames.
  public var style: BurstStyle = .particles
  /// How many particles fly out. Domain: [0, ``maximumParticleCount``].
  public var particleCount: Int = 14
  /// The mean initial speed of the particles, in points per second.
  public var particleSpeed: Double = 160
  /// The radius of a particle as a fraction of the badge radius.
  public var particleSize: Double = 0.32
  /// How long the burst lasts, in seconds.
  public var duration: Double = 0.35
  /// How many images the host plays for the ``BurstStyle/frames`` style.
  public var frameCount: Int = 8
  /// The seed of the particle generator: the same seed gives the same burst everywhere.
  public var seed: UInt64 = 2015

  /// The most particles a burst may have (``StickyBadgeConfiguration/validate()`` rejects
  /// more), which is also how many circles a ``PaintList`` has room for.
  public static let maximumParticleCount = 512

  /// Creates the default burst, a quick, small pop: every value the initial value of its
  /// property above. Set one by assigning its property (`burst.particleCount = 20`).
  public init() {}
}
