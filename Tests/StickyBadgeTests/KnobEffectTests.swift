import Testing

@_spi(Hosting) @testable import StickyBadge

/// Every row of both configuration tables changes what it says it changes (its
/// ``KnobEffect``): set alone to a value other than its default, the named observable of a
/// scripted drag differs from the default configuration's. A knob that changes nothing a user
/// could see fails here, whatever its row says.
@Suite("Knob effects: each row changes what its row names")
struct KnobEffectTests {
  /// The configurations a row is tried in: `base` with the row at each end of its slider and
  /// of its valid range (a spring's slider is its duration's or bounce's, so only the valid
  /// ends) that differs from the base's value and leaves the configuration valid.
  static func probes<Table: KnobTable>(
    _ knob: ConfigurationKnob<Table>, from base: Table, isValid: (Table) -> Bool
  ) -> [Table] {
    let sliderEnds = knob.kind == .spring ? [] : [knob.slider.upperBound, knob.slider.lowerBound]
    return (sliderEnds + [knob.valid.upperBound, knob.valid.lowerBound]).compactMap { value in
      var changed = base
      knob.set(&changed, value)
      return knob.get(changed) != knob.get(base) && isValid(changed) ? changed : nil
    }
  }

  /// The defaults with every knob that another one depends on engaged: the waist narrows (so
  /// that the distance it narrows over shows).
  static var engaged: StickyBadgeConfiguration {
    var configuration = StickyBadgeConfiguration()
    configuration.waistNarrowingBase = 0.1
    return configuration
  }

  @Test("every badge row, set alone off its default, changes the observable its row names")
  func badgeRows() throws {
    for effect in KnobEffect.allCases {
      // Deterministic: the same configuration observes the same, so a difference is the knob's.
      let same =
        BadgeObservation.observe(effect, .init()) == BadgeObservation.observe(effect, .init())
      #expect(same, "\(effect)")
    }
    for knob in StickyBadgeConfiguration.knobs {
      var tried = 0
      var differs = false
      for base in [StickyBadgeConfiguration(), Self.engaged] where !differs {
        let observed = BadgeObservation.observe(knob.effect, base)
        for changed in Self.probes(knob, from: base, isValid: { (try? $0.validate()) != nil }) {
          tried += 1
          if BadgeObservation.observe(knob.effect, changed) != observed {
            differs = true
            break
          }
        }
      }
      #expect(tried > 0, "\(knob.path): no value off its default is valid")
      #expect(differs, "\(knob.path): no value changes its \(knob.effect.name)")
    }
  }

  @Test("every stretchy-circle row, set alone off its default, changes what its row names")
  func stretchyRows() throws {
    let defaults = StretchyCircleConfiguration()
    for knob in StretchyCircleConfiguration.knobs {
      #expect(knob.effect == .outline || knob.effect == .motion, "\(knob.path)")
      let observed = try StretchyObservation.observe(knob.effect, defaults)
      let probes = Self.probes(knob, from: defaults) { (try? $0.validateKnobs()) != nil }
      #expect(!probes.isEmpty, "\(knob.path): no value off its default is valid")
      let differs = try probes.contains {
        try StretchyObservation.observe(knob.effect, $0) != observed
      }
      #expect(differs, "\(knob.path): no value changes its \(knob.effect.name)")
    }
  }

  @Test("an observation sees a change: the badge's outline, motion and burst under other values")
  func observationsSeeChanges() {
    // The probes are not blind: two settings that differ visibly give different records.
    var wide = StickyBadgeConfiguration()
    wide.handleFactor = 5
    let outlineDiffers =
      BadgeObservation.observe(.outline, wide) != BadgeObservation.observe(.outline, .init())
    let phaseDiffers =
      BadgeObservation.observe(.phase, wide) != BadgeObservation.observe(.phase, .init())
    #expect(outlineDiffers && !phaseDiffers)
  }
}

/// What a badge shows in a scripted drag, by ``KnobEffect``, as text to compare.
enum BadgeObservation {
  static let home = Point(x: 100, y: 100)
  static let frameTime = 1.0 / 60

  /// What `effect` names, for a dot of radius 9 labelled "12" resting at (100, 100).
  static func observe(_ effect: KnobEffect, _ configuration: StickyBadgeConfiguration) -> [String] {
    switch effect {
    case .outline: return pullOutAndBack(configuration).map { "\($0.frame?.outline ?? [])" }
    case .phase: return pullOutAndBack(configuration).map { "\($0.phase)" }
    case .label: return pullOutAndBack(configuration).map { "\($0.frame?.label as Any)" }
    case .color: return pullOutAndBack(configuration).map(\.colors)
    case .burst:
      // Both burst styles: particles and images each show only in their own.
      var flipped = configuration
      flipped.burst.style = configuration.burst.style == .particles ? .frames : .particles
      return burst(configuration) + ["then"] + burst(flipped)
    case .motion: return shortPullReleased(configuration)
    case .touch: return touch(configuration)
    }
  }

  struct Sample {
    var phase: DragPhase
    var frame: BadgeFrame?
    var colors: String
  }

  static func session(_ configuration: StickyBadgeConfiguration) -> BadgeSession {
    var session = BadgeSession(
      configuration: configuration, restingShape: BadgeShape(center: home, radius: 9))
    session.labelText = "12"
    return session
  }

  static func sample(_ session: inout BadgeSession) -> Sample {
    let paint = session.paintFrame()
    return Sample(
      phase: session.phase, frame: session.frame,
      colors: paint.map { "\($0.fillColor) \($0.outlineOpacity) \($0.labelColor) \($0.label)" }
        ?? "")
  }

  /// Pulled straight down to 200 points in 5-point steps, back to 10, out to 200 again and held.
  static func pullOutAndBack(_ configuration: StickyBadgeConfiguration) -> [Sample] {
    var session = session(configuration)
    var time = 0.0
    var samples: [Sample] = []
    let distances =
      Array(stride(from: 0.0, through: 200, by: 5))
      + Array(stride(from: 195.0, through: 10, by: -5))
      + Array(stride(from: 15.0, through: 200, by: 5))
    for (step, distance) in distances.enumerated() {
      let offset = Point(x: 0, y: distance)
      session.pan(
        step == 0 ? .began : .changed, location: home + offset, translation: offset, time: time)
      samples.append(sample(&session))
      time += frameTime
    }
    return samples
  }

  /// Pulled 200 points away and let go: every frame for 3 seconds after.
  static func burst(_ configuration: StickyBadgeConfiguration) -> [String] {
    pulledAndReleased(configuration, to: 200, step: 20) { session in
      let frame = session.frame
      return
        "\(session.phase) \(frame?.particles ?? []) \(frame?.burstFrameIndex as Any) \(frame?.opacity as Any)"
    }
  }

  /// Pulled 40 points (short of the snap) and let go: where the badge is, frame by frame.
  static func shortPullReleased(_ configuration: StickyBadgeConfiguration) -> [String] {
    pulledAndReleased(configuration, to: 40, step: 10) { session in
      "\(session.phase) \(session.frame?.badge as Any)"
    }
  }

  /// Pulled straight down to `distance` in `step`-point steps, one a frame, and let go there;
  /// then `record` of each of the 180 frames (3 seconds) after.
  static func pulledAndReleased(
    _ configuration: StickyBadgeConfiguration, to distance: Double, step: Double,
    record: (BadgeSession) -> String
  ) -> [String] {
    var session = session(configuration)
    var time = 0.0
    for pulled in stride(from: 0.0, through: distance, by: step) {
      let offset = Point(x: 0, y: pulled)
      session.pan(
        pulled == 0 ? .began : .changed, location: home + offset, translation: offset, time: time)
      time += frameTime
    }
    let end = Point(x: 0, y: distance)
    session.pan(.ended, location: home + end, translation: end, time: time)
    var records: [String] = []
    for _ in 0..<180 {
      time += frameTime
      session.advance(to: time)
      records.append(record(session))
    }
    return records
  }

  /// Where a touch takes hold (a point 0 to 60 points right of the centre), and how far a
  /// finger that touched down on the centre moves before the pull begins (1 to 60 points).
  static func touch(_ configuration: StickyBadgeConfiguration) -> [String] {
    let resting = session(configuration)
    var records = (0...60).map { "\(resting.accepts(touchAt: home + Point(x: Double($0), y: 0)))" }
    var session = session(configuration)
    _ = session.touchBegan(at: home, time: 0)
    for distance in 1...60 {
      session.touchMoved(
        to: home + Point(x: 0, y: Double(distance)), time: Double(distance) * frameTime)
      records.append("\(session.phase)")
    }
    return records
  }
}

/// What the stretchy circle shows in a scripted pull, by ``KnobEffect``.
enum StretchyObservation {
  static func observe(_ effect: KnobEffect, _ configuration: StretchyCircleConfiguration) throws
    -> [String]
  {
    var session = try StretchyCircleSession(radius: 20, configuration: configuration)
    let top = Point(x: 20, y: 20)
    var time = 0.0
    var pulled: [String] = []
    for distance in stride(from: 0.0, through: 160, by: 8) {
      session.dragMoved(to: top + Point(x: 0, y: distance), from: top, time: time)
      pulled.append("\(session.frame.outline)")
      time += 1.0 / 60
    }
    _ = session.dragEnded(time: time)
    var released: [String] = []
    for _ in 0..<120 {
      time += 1.0 / 60
      session.advance(to: time)
      released.append("\(session.frame.offset)")
    }
    return effect == .outline ? pulled : released
  }
}
