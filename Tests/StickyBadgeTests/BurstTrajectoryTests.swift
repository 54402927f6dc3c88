import Testing

@_spi(Hosting) @testable import StickyBadge

/// The default burst (seed 2015, 14 particles, 160 points per second, 0.35 s) pinned as
/// numbers: the first particles' directions, speeds and sizes, and where they are, how big
/// and how opaque at three moments. The numbers were computed once and written in here, so
/// any change to the seeding, the random generator or the flight formulas shows up, even
/// one that the engine and ``Burst`` would agree on.
@Suite("Burst trajectories for seed 2015, pinned")
struct BurstTrajectoryTests {
  /// A burst of a badge of radius 10 at (100, 100), starting at time 1.
  static let burst = Burst(
    center: Point(x: 100, y: 100), radius: 10, startTime: 1, configuration: BurstConfiguration())
  static let tolerance = 1e-9

  struct PinnedTrajectory: Sendable {
    var index: Int
    var direction: Point
    var speed: Double
    var size: Double
  }

  static let trajectories: [PinnedTrajectory] = [
    PinnedTrajectory(
      index: 0, direction: Point(x: 0.9961366701788559, y: 0.08781648094168433),
      speed: 159.79691343916375, size: 3.956863180831128),
    PinnedTrajectory(
      index: 1, direction: Point(x: 0.9055568467132337, y: 0.4242249372335213),
      speed: 165.14252879165008, size: 3.38492271241446),
    PinnedTrajectory(
      index: 2, direction: Point(x: 0.6351169208008144, y: 0.7724160128534959),
      speed: 116.62469816620154, size: 3.2723924098921473),
    PinnedTrajectory(
      index: 3, direction: Point(x: 0.2901697571985587, y: 0.9569751888149084),
      speed: 223.1991109435691, size: 3.407370184875063),
  ]

  struct PinnedParticle: Sendable {
    var index: Int
    var time: Double
    var center: Point
    var radius: Double
    var opacity: Double
  }

  /// At the start, after 0.1 s and after 0.25 s (progress 0, 2/7 and 5/7).
  static let particles: [PinnedParticle] = [
    PinnedParticle(
      index: 0, time: 1.0, center: Point(x: 104.98068335089428, y: 100.43908240470842),
      radius: 3.956863180831128, opacity: 1),
    PinnedParticle(
      index: 0, time: 1.1, center: Point(x: 118.62464608730693, y: 101.64189405644302),
      radius: 3.1654905446649018, opacity: 0.9183673469387754),
    PinnedParticle(
      index: 0, time: 1.25, center: Point(x: 130.56311348166798, y: 102.69435425171079),
      radius: 1.978431590415564, opacity: 0.4897959183673469),
    PinnedParticle(
      index: 1, time: 1.0, center: Point(x: 104.52778423356617, y: 102.1211246861676),
      radius: 3.38492271241446, opacity: 1),
    PinnedParticle(
      index: 1, time: 1.1, center: Point(x: 117.34600831620756, y: 108.12606002141527),
      radius: 2.7079381699315674, opacity: 0.9183673469387754),
    PinnedParticle(
      index: 1, time: 1.25, center: Point(x: 128.56195438851876, y: 113.38037843975698),
      radius: 1.69246135620723, opacity: 0.4897959183673469),
    PinnedParticle(
      index: 2, time: 1.1, center: Point(x: 109.5244691058877, y: 111.58346158064862),
      radius: 2.617913927913717, opacity: 0.9183673469387754),
    PinnedParticle(
      index: 2, time: 1.25, center: Point(x: 115.07974304503587, y: 118.33967040748209),
      radius: 1.6361962049460737, opacity: 0.4897959183673469),
    PinnedParticle(
      index: 3, time: 1.1, center: Point(x: 107.00218865708676, y: 123.09310548737812),
      radius: 2.7258961479000496, opacity: 0.9183673469387754),
    PinnedParticle(
      index: 3, time: 1.25, center: Point(x: 111.85961104429398, y: 139.11280633776875),
      radius: 1.7036850924375315, opacity: 0.4897959183673469),
  ]

  func expectClose(_ actual: Double, _ expected: Double, _ what: String) {
    #expect(abs(actual - expected) <= Self.tolerance, "\(what): \(actual), pinned \(expected)")
  }

  func expectMatches(_ particle: PaintCircle, _ pinned: PinnedParticle) {
    let label = "particle \(pinned.index) at \(pinned.time)"
    expectClose(particle.center.x, pinned.center.x, "\(label) x")
    expectClose(particle.center.y, pinned.center.y, "\(label) y")
    expectClose(particle.radius, pinned.radius, "\(label) radius")
    expectClose(particle.opacity, pinned.opacity, "\(label) opacity")
  }

  @Test("the first four trajectories: direction, speed and size")
  func trajectories() {
    for pinned in Self.trajectories {
      let trajectory = Self.burst.trajectory(pinned.index)
      expectClose(trajectory.direction.x, pinned.direction.x, "direction x of \(pinned.index)")
      expectClose(trajectory.direction.y, pinned.direction.y, "direction y of \(pinned.index)")
      expectClose(trajectory.speed, pinned.speed, "speed of \(pinned.index)")
      expectClose(trajectory.size, pinned.size, "size of \(pinned.index)")
    }
  }

  @Test("the first particles' centres, radii and opacities at three moments")
  func particlesOfTheBurst() {
    for pinned in Self.particles {
      expectMatches(Self.burst.particle(pinned.index, at: pinned.time), pinned)
    }
  }

  @Test("the engine's burst of a resting badge dismissed at time 1 shows the same particles")
  func particlesOfTheEngine() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: 100, y: 100), radius: 10))
    engine.dismiss(time: 1)
    for time in [1.1, 1.25] {
      engine.advance(to: time)
      #expect(engine.frame.particles.count == 14)
      for pinned in Self.particles where pinned.time == time {
        expectMatches(engine.frame.particles[pinned.index], pinned)
      }
    }
  }
}
