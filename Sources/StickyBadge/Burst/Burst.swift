/// A particle burst: where each particle is at any moment, computed in closed form
/// from the burst's seed, so frames at any rate agree and nothing is stored per particle.
@_spi(Hosting) public struct Burst: Hashable, Sendable {
  /// Where the badge burst.
  public var center: Point
  /// The badge radius at the moment it burst.
  public var radius: Double
  /// When it burst.
  public var startTime: Double
  /// The burst's look.
  public var configuration: BurstConfiguration

  /// Creates a burst.
  public init(center: Point, radius: Double, startTime: Double, configuration: BurstConfiguration) {
    self.center = center
    self.radius = radius
    self.startTime = startTime
    self.configuration = configuration
  }

  /// When the burst is over.
  public var endTime: Double { startTime + configuration.duration }

  /// The fraction of the burst played at `time`, from 0 to 1.
  public func progress(at time: Double) -> Double {
    Swift.min(1, Swift.max(0, (time - startTime) / configuration.duration))
  }

  /// The image to show at `time` for the image-frame style.
  public func frameIndex(at time: Double) -> Int {
    let count = Swift.max(1, configuration.frameCount)
    return Swift.min(count - 1, Int(progress(at: time) * Double(count)))
  }

  /// Particle `index` at `time`.
  ///
  /// Each particle flies out along its own direction (evenly spread, jittered),
  /// decelerating to a stop (distance `speed · T · (p − p²/2)` at progress p), shrinking
  /// to 30 % and fading out quadratically.
  public func particle(_ index: Int, at time: Double) -> PaintCircle {
    particle(following: trajectory(index), at: time)
  }

  /// The random part of a particle's flight, drawn once from the burst's seed.
  public struct Trajectory: Hashable, Sendable {
    /// The unit direction it flies in.
    public var direction: Point
    /// Its initial speed, in points per second.
    public var speed: Double
    /// Its initial radius.
    public var size: Double
  }

  /// The trajectory of particle `index`: its direction (evenly spread, jittered), speed
  /// and size, the same on every platform for the same seed.
  public func trajectory(_ index: Int) -> Trajectory {
    var generator = SeededGenerator(
      seed: configuration.seed &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
    let count = Double(Swift.max(1, configuration.particleCount))
    let jitter = generator.nextUnit() - 0.5
    let angle = 2 * Double.pi * (Double(index) + 0.5 * jitter) / count
    let speed = configuration.particleSpeed * (0.6 + 0.8 * generator.nextUnit())
    let size = radius * configuration.particleSize * (0.6 + 0.8 * generator.nextUnit())
    return Trajectory(direction: Point.unit(angle: angle), speed: speed, size: size)
  }

  /// A particle following `trajectory`, at `time`.
  public func particle(following trajectory: Trajectory, at time: Double) -> PaintCircle {
    let p = progress(at: time)
    let distance = radius * 0.5 + trajectory.speed * configuration.duration * (p - p * p / 2)
    return PaintCircle(
      center: center + trajectory.direction * distance,
      radius: trajectory.size * (1 - 0.7 * p),
      opacity: 1 - p * p)
  }

  /// Replaces the contents of `particles` with every particle at `time`, keeping its capacity.
  public func particles(at time: Double, into particles: inout [PaintCircle]) {
    particles.removeAll(keepingCapacity: true)
    guard time < endTime else { return }
    for index in 0..<configuration.particleCount {
      particles.append(particle(index, at: time))
    }
  }
}
