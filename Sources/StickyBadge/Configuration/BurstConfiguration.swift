/// How the burst looks.
///
/// ```swift
/// let configuration = StickyBadgeConfiguration(
///   burst: BurstConfiguration(particleCount: 24, duration: 0.5))  // a bigger, slower pop
/// ```
public struct BurstConfiguration: Hashable, Sendable {
  /// Particles or image frames.
  public var style: BurstStyle
  /// How many particles fly out. Domain: [0, ``maximumParticleCount``].
  public var particleCount: Int
  /// The mean initial speed of the particles, in points per second.
  public var particleSpeed: Double
  /// The radius of a particle as a fraction of the badge radius.
  public var particleSize: Double
  /// How long the burst lasts, in seconds.
  public var duration: Double
  /// How many images the host plays for the ``BurstStyle/frames`` style.
  public var frameCount: Int
  /// The seed of the particle generator: the same seed gives the same burst everywhere.
  public var seed: UInt64

  /// The most particles a burst may have (``StickyBadgeConfiguration/validate()`` rejects
  /// more), which is also how many circles a ``PaintList`` has room for.
  public static let maximumParticleCount = 512

  /// Creates a burst configuration; the defaults give a quick, small pop.
  public init(
    style: BurstStyle = .particles, particleCount: Int = 14, particleSpeed: Double = 160,
    particleSize: Double = 0.32, duration: Double = 0.35, frameCount: Int = 8, seed: UInt64 = 2015
  ) {
    self.style = style
    self.particleCount = particleCount
    self.particleSpeed = particleSpeed
    self.particleSize = particleSize
    self.duration = duration
    self.frameCount = frameCount
    self.seed = seed
  }
}
