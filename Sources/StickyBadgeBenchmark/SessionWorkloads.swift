// The workloads that drive a badge as an app does, through a `BadgeSession`: its frames
// in every phase, and their paint lists.

@_spi(Hosting) import StickyBadge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Session frames

/// A finger holding the badge within the snap distance: the session's touchMoved (which
/// advances), its events taken and its frame read, per frame.
struct StretchingWorkload: Workload {
  static let name = "frame-stretching"
  var session = Scene.session()
  var events: [BadgeHostEvent] = []
  let positions = Scene.path(nearest: 5, farthest: 75)
  var index = 0
  var time = 0.0
  init() { session.touchBegan(at: Scene.home, time: 0) }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      index = index == positions.count - 1 ? 0 : index + 1
      time += 1.0 / 120
      session.touchMoved(to: positions[index], time: time)
      session.takeEvents(into: &events)
      sum &+= session.frame?.outline.count ?? 0
    }
    return sum
  }
}

/// A finger holding the badge past the snap distance: as ``StretchingWorkload``.
struct DetachedWorkload: Workload {
  static let name = "frame-detached"
  var session = Scene.session()
  var events: [BadgeHostEvent] = []
  let positions = Scene.path(nearest: 100, farthest: 160)
  var index = 0
  var time = 0.0
  init() {
    session.touchBegan(at: Scene.home, time: 0)
    session.touchMoved(to: positions[0], time: 0.01)
  }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      index = index == positions.count - 1 ? 0 : index + 1
      time += 1.0 / 120
      session.touchMoved(to: positions[index], time: time)
      session.takeEvents(into: &events)
      sum &+= session.frame?.outline.count ?? 0
    }
    return sum
  }
}

/// The badge springing home: advance per frame. Frames are 1/6000 s apart so that one
/// return lasts thousands of frames; each time it comes to rest it is grabbed, pulled
/// 54 points and let go again (those three calls are included, once per return).
struct ReturningWorkload: Workload {
  static let name = "frame-returning"
  var session = Scene.session()
  var events: [BadgeHostEvent] = []
  var time = 0.0
  var returns = 0
  init() { startReturn() }
  mutating func startReturn() {
    let target = Point(x: Scene.home.x + 50 - Double(returns % 7), y: Scene.home.y + 20)
    time = Scene.fling(&session, to: target, at: time)
    returns += 1
  }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      if session.phase != .returning { startReturn() }
      time += 1.0 / 6000
      session.advance(to: time)
      session.takeEvents(into: &events)
      sum &+= session.frame?.outline.count ?? 0
    }
    return sum
  }
}

/// A 64-particle burst playing: advance per frame. The burst lasts 10 s and frames are
/// 1/20000 s apart (200 000 frames per burst, more than an allocation count covers);
/// when it ends the badge is reset and flung past the snap distance again (that set-up is
/// included in timings, once per burst).
struct BurstingWorkload: Workload {
  static let name = "frame-bursting"
  var session = Scene.session(particles: 64, burstDuration: 10)
  var events: [BadgeHostEvent] = []
  var time = 0.0
  init() { startBurst() }
  mutating func startBurst() {
    if session.phase == .dismissed { session.reset(time: time) }
    time = Scene.fling(&session, to: Point(x: Scene.home.x + 120, y: Scene.home.y + 30), at: time)
  }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      if session.phase != .bursting { startBurst() }
      time += 1.0 / 20000
      session.advance(to: time)
      session.takeEvents(into: &events)
      sum &+= session.frame?.particles.count ?? 0
    }
    return sum
  }
}

/// A realistic mix at 60 frames per second: grab, stretch out, snap, come back and
/// re-attach, let go, spring home; every fourth drag is released past the snap distance
/// and bursts, after which the badge is reset. Used for memory over a million frames.
struct MixedWorkload: Workload {
  static let name = "frame-mixed"
  var session = Scene.session()
  var events: [BadgeHostEvent] = []
  var time = 0.0
  var step = 0
  var cycle = 0
  init() {}
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      time += 1.0 / 60
      let bursts = cycle % 4 == 3
      switch session.phase {
      case .resting:
        session.touchBegan(at: Scene.home, time: time)
        step = 0
      case .stretching, .detached:
        step += 1
        let angle = Double(cycle % 16) * Double.pi / 8
        let distance: Double
        if step <= 40 {
          distance = Double(step) * 3.5  // out past the snap distance
        } else if step <= 60 && !bursts {
          distance = 140 - Double(step - 40) * 6  // back in: re-attaches
        } else {
          distance = bursts ? 140 : 20
          let location = Point(
            x: Scene.home.x + cos(angle) * distance, y: Scene.home.y + sin(angle) * distance)
          session.touchEnded(at: location, time: time)
          cycle += 1
          break
        }
        session.touchMoved(
          to: Point(
            x: Scene.home.x + cos(angle) * distance, y: Scene.home.y + sin(angle) * distance),
          time: time)
      case .returning, .bursting:
        break
      case .dismissed:
        session.reset(time: time)
      }
      session.advance(to: time)
      session.takeEvents(into: &events)
      sum &+= session.latestFrame?.outline.count ?? 0
    }
    return sum
  }
}

// MARK: - Paint lists

/// A finger holding the "12" badge within the snap distance, and the frame's paint list
/// with the debug overlay (the biggest list a stretching frame makes), flattened into a
/// numeric buffer as the web page reads it: touchMoved + advance + paint + write per frame.
struct PaintStretchingWorkload: Workload {
  static let name = "paint-stretching"
  var stretching = StretchingWorkload()
  var buffer = [Double](repeating: 0, count: PaintListLayout.capacity)
  init() {
    stretching.session.labelText = "12"
    stretching.session.showsDebugOverlay = true
  }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      sum &+= stretching.run(frames: 1)
      stretching.session.paintFrame()
      if let list = stretching.session.paintList {
        buffer.withUnsafeMutableBufferPointer { _ = PaintListLayout.write(list, to: $0) }
      }
      sum &+= Int(buffer[PaintListLayout.markerCount]) &+ Int(buffer[PaintListLayout.labelFontSize])
    }
    return sum
  }
}

/// A 64-particle burst playing, and each frame's paint list: advance + paint per frame.
struct PaintBurstingWorkload: Workload {
  static let name = "paint-bursting"
  var bursting = BurstingWorkload()
  init() { bursting.session.labelText = "12" }
  mutating func run(frames: Int) -> Int {
    var sum = 0
    for _ in 0..<frames {
      sum &+= bursting.run(frames: 1)
      sum &+= bursting.session.paintFrame()?.circles.count ?? 0
    }
    return sum
  }
}
