@_spi(Hosting) import StickyBadge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A repeatable piece of per-frame work. `run(frames:)` does exactly `frames` units
/// (frames or outlines) and keeps its state, so consecutive calls continue the same
/// steady state; the result is a checksum that keeps the optimiser from skipping work.
protocol Workload {
  /// The name used on the command line and in the results.
  static var name: String { get }
  /// Sets up the steady state (allocations here are not counted).
  init()
  /// Does `frames` units of work.
  mutating func run(frames: Int) -> Int
}

/// Something done with each workload type in turn (see `visitAllWorkloads`).
protocol WorkloadVisitor {
  /// Called once for each workload type, in the benchmark's order.
  mutating func visit<W: Workload>(_ type: W.Type)
}

/// Calls `visitor` with every workload, in the order the benchmark reports them.
///
/// The one list of workloads: the native benchmark's names, its `--workload` runner and
/// the browser benchmark (`Web/Bench/WorkloadExports.swift`) all read it, so a workload
/// added here is timed natively and in wasm alike.
func visitAllWorkloads<V: WorkloadVisitor>(_ visitor: inout V) {
  visitor.visit(CircleOutlineWorkload.self)
  visitor.visit(CapsuleOutlineWorkload.self)
  visitor.visit(ConnectedOutlineWorkload.self)
  visitor.visit(ConnectedCircleOutlineWorkload.self)
  visitor.visit(SeedFrameWorkload.self)
  visitor.visit(ClassicFreshWorkload.self)
  visitor.visit(StretchingWorkload.self)
  visitor.visit(DetachedWorkload.self)
  visitor.visit(ReturningWorkload.self)
  visitor.visit(BurstingWorkload.self)
  visitor.visit(MixedWorkload.self)
  visitor.visit(PaintStretchingWorkload.self)
  visitor.visit(PaintBurstingWorkload.self)
}

/// Where the benchmark badge rests, and its dot radius.
enum Scene {
  static let home = Point(x: 200, y: 200)
  static let radius = 9.0

  /// The "12" badge (a capsule) at home.
  static let badge = BadgeShape(center: home, radius: radius, text: "12")

  /// The default configuration with `particles` burst particles and a burst lasting
  /// `burstDuration` seconds.
  static func configuration(particles: Int = 14, burstDuration: Double = 0.35)
    -> StickyBadgeConfiguration
  {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.particleCount = particles
    configuration.burst.duration = burstDuration
    return configuration
  }

  /// A session for the "12" badge, driven as an app drives it.
  static func session(particles: Int = 14, burstDuration: Double = 0.35) -> BadgeSession {
    do {
      return try BadgeSession(
        badge: badge,
        configuration: configuration(particles: particles, burstDuration: burstDuration))
    } catch {
      fatalError("benchmark configuration rejected: \(error)")
    }
  }

  /// A finger that grabs the badge at home at `time`, moves it to `target` 0.01 s later
  /// and lets go there 0.01 s after that; returns the time of the release.
  static func fling(_ session: inout BadgeSession, to target: Point, at time: Double)
    -> Double
  {
    session.touchBegan(at: home, time: time)
    session.touchMoved(to: target, time: time + 0.01)
    session.touchEnded(at: target, time: time + 0.02)
    return time + 0.02
  }

  /// Finger positions around home at distances from `nearest` to `farthest`, one per
  /// degree, so consecutive frames move the way a drag does.
  static func path(nearest: Double, farthest: Double) -> [Point] {
    var points: [Point] = []
    points.reserveCapacity(720)
    for index in 0..<720 {
      let angle = Double(index) * Double.pi / 360
      let fraction = Double(index % 60) / 59
      let distance =
        nearest + (farthest - nearest) * (fraction < 0.5 ? 2 * fraction : 2 - 2 * fraction)
      points.append(Point(x: home.x + cos(angle) * distance, y: home.y + sin(angle) * distance))
    }
    return points
  }
}

// MARK: - Outlines

/// A circle outline rebuilt into a reused buffer.
struct CircleOutlineWorkload: Workload {
  static let name = "outline-circle"
  var path: [PathElement] = []
  init() { path.reserveCapacity(32) }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for index in 0..<frames {
      path.removeAll(keepingCapacity: true)
      let circle = Circle(center: Point(x: Double(index & 255), y: 10), radius: Scene.radius)
      OutlineBuilder.appendCircle(circle, into: &path)
      sum &+= path.count
    }
    return sum
  }
}

/// A capsule ("99+") outline rebuilt into a reused buffer.
struct CapsuleOutlineWorkload: Workload {
  static let name = "outline-capsule"
  var path: [PathElement] = []
  let shape = BadgeShape(center: Scene.home, radius: Scene.radius, text: "99+")
  init() { path.reserveCapacity(32) }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for index in 0..<frames {
      path.removeAll(keepingCapacity: true)
      var badge = shape
      badge.center.x = Double(index & 255)
      OutlineBuilder.appendBadge(badge, into: &path)
      sum &+= path.count
    }
    return sum
  }
}

/// The connected silhouette of an anchor and a badge of half length `halfLength` dragged
/// along the scene's path, into a reused buffer: the loop both connected workloads time.
struct ConnectedOutlineLoop {
  let halfLength: Double
  var path: [PathElement] = []
  let positions = Scene.path(nearest: 5, farthest: 75)
  var index = 0
  init(halfLength: Double) {
    self.halfLength = halfLength
    path.reserveCapacity(32)
  }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    let anchor = Circle(center: Scene.home, radius: Scene.radius * 0.6)
    for _ in 0..<frames {
      index = index == positions.count - 1 ? 0 : index + 1
      path.removeAll(keepingCapacity: true)
      let badge = BadgeShape(
        center: positions[index], radius: Scene.radius, halfLength: halfLength)
      OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &path)
      sum &+= path.count
    }
    return sum
  }
}

/// The connected silhouette (anchor, metaball bridge, capsule badge) into a reused buffer.
struct ConnectedOutlineWorkload: Workload {
  static let name = "outline-connected"
  var loop = ConnectedOutlineLoop(halfLength: 3.5)
  init() {}
  mutating func run(frames: Int) -> Int { loop.run(frames: frames) }
}

/// The connected silhouette of two circles (the dot, one-digit counts) into a reused buffer.
struct ConnectedCircleOutlineWorkload: Workload {
  static let name = "outline-connected-circle"
  var loop = ConnectedOutlineLoop(halfLength: 0)
  init() {}
  mutating func run(frames: Int) -> Int { loop.run(frames: frames) }
}

// MARK: - Baselines

/// The original write-ups' construction (`pathWithSmallView:bigView:` of the
/// exploding-button write-up, 001, also used by the QQ-bubble and Swift-badge write-ups, 000
/// and 003): the four points perpendicular to the line of centres joined by two quadratic
/// curves through the midpoint controls, built into a fresh path every frame and handed
/// to the layer (here: stored), with the small circle shrinking by a tenth of the distance.
struct SeedFrameWorkload: Workload {
  static let name = "baseline-seed-frame"
  let positions = Scene.path(nearest: 5, farthest: 75)
  var index = 0
  /// The shape layer's path: the fresh array escapes here, as `shapeLayer.path = path` does.
  var layerPath: [PathElement] = []
  init() {}
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      index = index == positions.count - 1 ? 0 : index + 1
      let big = positions[index]
      let x1 = Scene.home.x
      let y1 = Scene.home.y
      let x2 = big.x
      let y2 = big.y
      let d = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
      let r2 = Scene.radius
      let r1 = Swift.max(0, r2 - d / 10)
      if d == 0 { continue }
      let cosTheta = (y2 - y1) / d
      let sinTheta = (x2 - x1) / d
      let a = Point(x: x1 - r1 * cosTheta, y: y1 + r1 * sinTheta)
      let b = Point(x: x1 + r1 * cosTheta, y: y1 - r1 * sinTheta)
      let c = Point(x: x2 + r2 * cosTheta, y: y2 - r2 * sinTheta)
      let dPoint = Point(x: x2 - r2 * cosTheta, y: y2 + r2 * sinTheta)
      let o = Point(x: a.x + d * 0.5 * sinTheta, y: a.y + d * 0.5 * cosTheta)
      let p = Point(x: b.x + d * 0.5 * sinTheta, y: b.y + d * 0.5 * cosTheta)
      var path: [PathElement] = []
      path.append(.move(to: a))
      path.append(.line(to: b))
      path.append(.quadCurve(to: c, control: p))
      path.append(.line(to: dPoint))
      path.append(.quadCurve(to: a, control: o))
      path.append(.close)
      layerPath = path
      sum &+= layerPath.count
    }
    return sum
  }
}

/// The package's classic construction (a whole silhouette: both circles and the
/// write-ups' bridge) built the write-ups' way, into a fresh array every frame.
struct ClassicFreshWorkload: Workload {
  static let name = "baseline-classic-fresh"
  let positions = Scene.path(nearest: 5, farthest: 75)
  var index = 0
  var layerPath: [PathElement] = []
  init() {}
  mutating func run(frames: Int) -> Int {
    var sum = 0
    let anchor = Circle(center: Scene.home, radius: Scene.radius * 0.6)
    for _ in 0..<frames {
      index = index == positions.count - 1 ? 0 : index + 1
      var path: [PathElement] = []
      let badge = BadgeShape(center: positions[index], radius: Scene.radius, halfLength: 3.5)
      OutlineBuilder.appendClassic(anchor: anchor, badge: badge, into: &path)
      layerPath = path
      sum &+= layerPath.count
    }
    return sum
  }
}
