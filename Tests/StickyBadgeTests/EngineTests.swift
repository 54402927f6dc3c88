import Testing

@_spi(Hosting) @testable import StickyBadge

/// A scripted input for the engine.
enum Input: Sendable {
  case began(Double, Point)
  case moved(Double, Point)
  case ended(Double, Point)
  case cancelled(Double)
  case dismiss(Double)

  var time: Double {
    switch self {
    case .began(let t, _), .moved(let t, _), .ended(let t, _), .cancelled(let t), .dismiss(let t): t
    }
  }

  func apply(to engine: inout StickyBadgeEngine) {
    switch self {
    case .began(let t, let p): engine.touchBegan(at: p, time: t)
    case .moved(let t, let p): engine.touchMoved(to: p, time: t)
    case .ended(let t, let p): engine.touchEnded(at: p, time: t)
    case .cancelled(let t): engine.touchCancelled(time: t)
    case .dismiss(let t): engine.dismiss(time: t)
    }
  }
}

/// Runs inputs through an engine at `fps`, returning every frame (copied).
func run(
  _ inputs: [Input], badge: BadgeShape = BadgeShape(center: Point(x: 100, y: 100), radius: 10),
  configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(), fps: Int = 60,
  duration: Double = 3
) throws -> [BadgeFrame] {
  var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
  var frames: [BadgeFrame] = []
  var next = 0
  let count = Int(duration * Double(fps))
  for index in 0...count {
    let time = Double(index) / Double(fps)
    while next < inputs.count && inputs[next].time <= time {
      inputs[next].apply(to: &engine)
      next += 1
    }
    engine.advance(to: time)
    frames.append(engine.frame)
  }
  return frames
}

/// A straight drag from the badge centre to `end` over `seconds`, in 60 Hz moves.
func drag(
  from start: Point, to end: Point, startingAt t0: Double = 0.1, seconds: Double = 0.3,
  release: Bool = true
)
  -> [Input]
{
  var inputs: [Input] = [.began(t0, start)]
  let steps = max(1, Int(seconds * 60))
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    inputs.append(.moved(t0 + seconds * fraction, start.interpolated(to: end, fraction: fraction)))
  }
  if release { inputs.append(.ended(t0 + seconds + 0.02, end)) }
  return inputs
}

func events(_ frames: [BadgeFrame]) -> [DragEventKind] { frames.flatMap { $0.events.map(\.kind) } }

@Suite("Drag state machine")
struct EngineTests {
  let home = Point(x: 100, y: 100)

  @Test("a short pull springs home: began, released, restored")
  func shortPull() throws {
    let frames = try run(drag(from: home, to: Point(x: 130, y: 120)))
    #expect(events(frames) == [.began, .released, .restored])
    #expect(frames.contains { $0.phase == .stretching && $0.anchor != nil })
    #expect(frames.contains { $0.phase == .returning })
    let last = try #require(frames.last)
    #expect(last.phase == .resting && last.badge.center == home)
    // The spring bounces past home on the far side.
    let overshoot =
      frames.filter { $0.phase == .returning }.map { $0.badge.center.x }.min() ?? home.x
    #expect(overshoot < home.x - 1)
  }

  @Test("a pull past the snap distance bursts: snapped, released, dismissed, once each")
  func burst() throws {
    let frames = try run(drag(from: home, to: Point(x: 220, y: 160)))
    #expect(events(frames) == [.began, .snapped, .released, .dismissed])
    #expect(frames.contains { $0.phase == .detached && $0.anchor == nil })
    let bursting = frames.filter { $0.phase == .bursting }
    #expect(!bursting.isEmpty)
    #expect(
      bursting.allSatisfy {
        $0.particles.count == StickyBadgeConfiguration().burst.particleCount || $0.particles.isEmpty
      })
    #expect(bursting.first?.particles.isEmpty == false)
    #expect(frames.last?.phase == .dismissed)
    #expect(frames.last?.outline.isEmpty == true)
  }

  @Test("out and back re-attaches with hysteresis")
  func reattach() throws {
    var inputs = drag(from: home, to: Point(x: 200, y: 100), release: false)
    // Back to 60 points: still detached (re-attach distance is 40), then to 30: re-attached.
    inputs.append(.moved(0.5, Point(x: 160, y: 100)))
    inputs.append(.moved(0.6, Point(x: 130, y: 100)))
    inputs.append(.ended(0.7, Point(x: 130, y: 100)))
    let frames = try run(inputs)
    #expect(events(frames) == [.began, .snapped, .reattached, .released, .restored])
    let at55 = try #require(frames.first { abs($0.time - 0.55) < 0.009 })
    #expect(at55.phase == .detached)
    #expect(frames.last?.phase == .resting)
  }

  @Test("the badge follows the finger by its offset, not by jumping to it")
  func fingerOffset() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 10))
    let grabbed = engine.touchBegan(at: Point(x: 106, y: 95), time: 0)
    #expect(grabbed)
    engine.touchMoved(to: Point(x: 126, y: 105), time: 0.05)
    engine.advance(to: 0.05)
    #expect(engine.frame.badge.center == Point(x: 120, y: 110))
  }

  @Test(
    "touch target: the dot plus the margin",
    arguments: [(0.0, true), (9.0, true), (23.5, true), (24.5, false)])
  func touchTarget(offset: Double, accepted: Bool) throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 10))
    let took = engine.touchBegan(at: home + Point(x: offset, y: 0), time: 0)
    #expect(took == accepted)
    #expect(engine.phase == (accepted ? .stretching : .resting))
  }

  @Test("a cancelled touch returns home, attached or detached")
  func cancel() throws {
    var attached = drag(from: home, to: Point(x: 140, y: 100), release: false)
    attached.append(.cancelled(0.5))
    let frames = try run(attached)
    #expect(events(frames) == [.began, .released, .restored])
    var detached = drag(from: home, to: Point(x: 250, y: 100), release: false)
    detached.append(.cancelled(0.5))
    let detachedFrames = try run(detached)
    #expect(events(detachedFrames) == [.began, .snapped, .released, .restored])
    #expect(detachedFrames.last?.phase == .resting && detachedFrames.last?.badge.center == home)
  }

  @Test("a touch during the return grabs the badge where it is, without a jump")
  func grabDuringReturn() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 10))
    engine.touchBegan(at: home, time: 0)
    engine.touchMoved(to: Point(x: 150, y: 100), time: 0.1)
    engine.touchEnded(at: Point(x: 150, y: 100), time: 0.1)
    engine.advance(to: 0.15)
    let position = engine.frame.badge.center
    #expect(engine.phase == .returning)
    let regrabbed = engine.touchBegan(at: position + Point(x: 2, y: 1), time: 0.15)
    #expect(regrabbed)
    engine.advance(to: 0.15)
    #expect(engine.phase == .stretching)
    #expect(engine.frame.badge.center.distance(to: position) < 1e-9)
    // began and released were reported by the frame at 0.15; only the new grab remains.
    #expect(engine.frame.events.map(\.kind) == [.began])
  }

  @Test("without animation a release jumps home and a detached release vanishes at once")
  func withoutAnimation() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.isAnimated = false
    let home = try run(
      drag(from: self.home, to: Point(x: 130, y: 100)), configuration: configuration)
    #expect(events(home) == [.began, .released, .restored])
    #expect(!home.contains { $0.phase == .returning })
    let gone = try run(
      drag(from: self.home, to: Point(x: 250, y: 100)), configuration: configuration)
    #expect(events(gone) == [.began, .snapped, .released, .dismissed])
    #expect(!gone.contains { $0.phase == .bursting })
  }

  @Test("Reduce Motion: no bounce on return, a fade instead of particles")
  func reduceMotion() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.reducesMotion = true
    let back = try run(drag(from: home, to: Point(x: 160, y: 100)), configuration: configuration)
    let minimumX = back.map { $0.badge.center.x }.min() ?? 0
    #expect(minimumX >= home.x - 0.01)
    let gone = try run(drag(from: home, to: Point(x: 250, y: 100)), configuration: configuration)
    let fading = gone.filter { $0.phase == .bursting }
    #expect(!fading.isEmpty && fading.allSatisfy { $0.particles.isEmpty && !$0.outline.isEmpty })
    let opacities = fading.map(\.opacity)
    #expect(opacities == opacities.sorted(by: >))
  }

  @Test("image-frame bursts count through the frames")
  func imageBurst() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    let frames = try run(drag(from: home, to: Point(x: 250, y: 100)), configuration: configuration)
    let indices = frames.compactMap(\.burstFrameIndex)
    #expect(Set(indices) == Set(0..<8))
    #expect(indices == indices.sorted())
  }

  @Test("hide the label while dragging")
  func hiddenLabel() throws {
    let frames = try run(
      drag(from: home, to: Point(x: 130, y: 100)),
      configuration: changed(StickyBadgeConfiguration()) { $0.hidesLabelWhileDragging = true })
    #expect(frames.filter { $0.phase == .stretching }.allSatisfy { $0.label.opacity == 0 })
    #expect(frames.last?.label.opacity == 1)
  }

  @Test("dismissing from code bursts once; nothing comes back afterwards")
  func dismissFromCode() throws {
    var inputs: [Input] = [.dismiss(0.1), .dismiss(0.2), .began(1.0, home)]
    inputs += drag(from: home, to: Point(x: 130, y: 100), startingAt: 1.1)
    let frames = try run(inputs)
    #expect(events(frames) == [.dismissed])
    #expect(frames.last?.phase == .dismissed)
  }

  @Test("the same input gives the same frames at 30, 60, 120 and 240 Hz")
  func frameRateIndependence() throws {
    var inputs = drag(from: home, to: Point(x: 150, y: 130), release: false)
    inputs += [
      .moved(0.45, Point(x: 240, y: 130)), .moved(0.6, Point(x: 120, y: 110)),
      .ended(0.62, Point(x: 121, y: 111)),
    ]
    inputs += [
      .began(0.8, home), .moved(0.85, Point(x: 260, y: 90)), .ended(0.9, Point(x: 265, y: 90)),
    ]
    let reference = try run(inputs, fps: 240)
    for fps in [30, 60, 120] {
      let frames = try run(inputs, fps: fps)
      let step = 240 / fps
      for (index, frame) in frames.enumerated() {
        var expected = reference[index * step]
        var actual = frame
        expected.events = []
        actual.events = []
        #expect(actual == expected, "frame \(index) at \(fps) Hz")
        if actual != expected { return }
      }
      // The same events with the same exact times.
      #expect(frames.flatMap(\.events) == reference.flatMap(\.events))
    }
  }

  @Test("configuration validation names the property and never clamps")
  func validation() {
    let invalid: [(StickyBadgeConfiguration, String)] = [
      (changed(StickyBadgeConfiguration()) { $0.snapDistance = -5 }, "snapDistance"),
      (changed(StickyBadgeConfiguration()) { $0.snapDistance = .nan }, "snapDistance"),
      (
        changed(StickyBadgeConfiguration()) {
          $0.snapDistance = 80
          $0.reattachDistance = 90
        }, "reattachDistance"
      ),
      (
        changed(StickyBadgeConfiguration()) {
          $0.snapDistance = 80
          $0.reattachDistance = 80
        }, "reattachDistance"
      ),
      (changed(StickyBadgeConfiguration()) { $0.minimumScale = 1.5 }, "minimumScale"),
      (
        changed(StickyBadgeConfiguration()) {
          $0.returnSpring = Spring(stiffness: .infinity, damping: 1)
        },
        "returnSpring.stiffness"
      ),
      (
        changed(StickyBadgeConfiguration()) { $0.burst.particleCount = -1 },
        "burst.particleCount"
      ),
      (changed(StickyBadgeConfiguration()) { $0.touchMargin = -1 }, "touchMargin"),
    ]
    for (configuration, property) in invalid {
      #expect(throws: ConfigurationError.self) { try configuration.validate() }
      do {
        try configuration.validate()
      } catch {
        #expect(error.property == property)
      }
    }
    #expect(throws: ConfigurationError.self) {
      _ = try StickyBadgeEngine(badge: BadgeShape(center: .zero, radius: -3))
    }
    #expect(throws: ConfigurationError.self) {
      _ = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: .infinity, y: 0), radius: 3))
    }
  }
}

@Suite("Burst")
struct BurstTests {
  @Test(
    "the engine's cached trajectories give exactly the particles the burst computes from its seed")
  func cachedTrajectoriesMatch() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.particleCount = 64
    let frames = try run(
      drag(from: Point(x: 100, y: 100), to: Point(x: 250, y: 100)), configuration: configuration)
    let bursting = frames.filter { $0.phase == .bursting && !$0.particles.isEmpty }
    #expect(!bursting.isEmpty)
    let start = try #require(frames.flatMap(\.events).first { $0.kind == .released }).time
    let first = try #require(bursting.first)
    let burst = Burst(
      center: first.badge.center, radius: first.badge.radius, startTime: start,
      configuration: configuration.burst)
    for frame in bursting {
      #expect(frame.particles.count == 64)
      for (index, particle) in frame.particles.enumerated() {
        #expect(particle == burst.particle(index, at: frame.time))
      }
    }
  }
}
