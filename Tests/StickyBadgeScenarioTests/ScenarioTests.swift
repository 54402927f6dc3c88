@_spi(Hosting) import StickyBadge
import Testing

@_spi(Hosting) @testable import StickyBadgeScenario

@Suite("Scenarios")
struct ScenarioTests {
  static let example = """
    {"badge": {"center": [60, 60], "radius": 10, "text": "12"},
     "configuration": {"snapDistance": 90, "returnSpring": {"duration": 0.5, "bounce": 0.3},
                       "burst": {"particleCount": 20}, "color": "#3366FF"},
     "touches": [{"time": 0, "phase": "began", "location": [60, 60]},
                 {"time": 0.1, "phase": "moved", "location": [100, 80]},
                 {"time": 0.3, "phase": "ended", "location": [100, 80]}],
     "duration": 1.5}
    """

  @Test("a scenario decodes with its overrides")
  func decode() throws {
    let scenario = try Scenario.decode(Self.example)
    guard case .badge(let shape, let text) = scenario.subject else {
      Issue.record("not a badge")
      return
    }
    #expect(text == "12" && !shape.isCircle && shape.center == Point(x: 60, y: 60))
    #expect(scenario.configuration.snapDistance == 90)
    #expect(scenario.configuration.returnSpring == Spring(duration: 0.5, bounce: 0.3))
    #expect(scenario.configuration.burst.particleCount == 20)
    #expect(scenario.configuration.color == BadgeColor(rgb: 0x3366FF))
    #expect(scenario.touches.count == 3 && scenario.duration == 1.5)
  }

  @Test("without \"duration\" a scenario lasts until 1.5 s after its last touch, at most 600 s")
  func defaultDuration() throws {
    func duration(_ members: String) throws -> Double {
      try Scenario.decode(#"{"badge": {"center": [1, 2]}"# + members + "}").duration
    }
    func touch(at time: Double) -> String {
      #"{"time": \#(time), "phase": "began", "location": [1, 2]}"#
    }
    #expect(try duration("") == 1.5)
    #expect(try duration(#", "touches": []"#) == 1.5)
    #expect(try duration(#", "touches": ["# + touch(at: 0.3) + "]") == 1.8)
    #expect(try duration(#", "touches": ["# + touch(at: 598.5) + "]") == 600)
    #expect(try duration(#", "touches": ["# + touch(at: 599) + "]") == 600)
    // A "duration" wins wherever it is in the file, before the touches or after them.
    #expect(try duration(#", "duration": 0.2, "touches": ["# + touch(at: 0.3) + "]") == 0.2)
    #expect(try duration(#", "touches": ["# + touch(at: 0.3) + #"], "duration": 0.2"#) == 0.2)
  }

  @Test("encoding and decoding round-trips")
  func roundTrip() throws {
    let scenario = try Scenario.decode(Self.example)
    let again = try Scenario.decode(scenario.encoded())
    #expect(again.touches == scenario.touches)
    #expect(again.configuration.snapDistance == scenario.configuration.snapDistance)
    #expect(again.configuration.burst == scenario.configuration.burst)
    #expect(again.encoded() == scenario.encoded())
  }

  @Test(
    "bad scenarios are rejected with the path of the problem",
    arguments: [
      (#"{"touches": []}"#, "badge: missing"),
      (#"{"badge": {"radius": 10}}"#, "badge.center: missing"),
      (#"{"badge": {"center": [1, 2], "radius": -3}}"#, "badge.radius: must be between"),
      (#"{"badge": {"center": [1, "x"]}}"#, "badge.center[1]: expected a number"),
      (#"{"badge": {"center": [1, 2]}, "colour": 1}"#, "colour: unknown key"),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"snapDistance": 50, "reattachDistance": 60}}"#,
        "configuration.reattachDistance: must be smaller than snapDistance"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"snapDistanse": 50}}"#,
        "configuration.snapDistanse: unknown key"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"pullMode": "sideways"}}"#,
        "configuration.pullMode: unknown value"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"burst": {"particleCount": 2.5}}}"#,
        "configuration.burst.particleCount: expected a whole number"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"color": "red"}}"#,
        "configuration.color: expected a colour"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "configuration": {"returnSpring": {"duration": 0.5, "dampingRatio": 1}}}"#,
        "configuration.returnSpring: use either"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "touches": [{"time": 0, "phase": "began"}]}"#,
        "touches[0].location: missing"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "touches": [{"time": 0.5, "phase": "began", "location": [0, 0]}, {"time": 0.2, "phase": "moved", "location": [0, 0]}]}"#,
        "touches[1].time: goes back in time"
      ),
      (
        #"{"badge": {"center": [1, 2]}, "touches": [{"time": 0, "phase": "tapped", "location": [0, 0]}]}"#,
        "touches[0].phase: unknown value"
      ),
      (#"{"badge": {"center": [1, 2]}, "duration": 1e6}"#, "duration: must be between"),
      (#"{"badge": {"center": [1e9, 2]}}"#, "badge.center[0]: must be between"),
      (
        #"{"badge": {"center": [1, 2]}, "stretchyCircle": {"center": [1, 2]}}"#,
        "stretchyCircle: a scenario has either"
      ),
    ])
  func rejected(text: String, fragment: String) {
    do {
      _ = try Scenario.decode(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.message.hasPrefix(fragment), "\(error.message)")
    }
  }

  @Test("frame times are shared exactly between rates that divide each other")
  func frameTimes() {
    let at30 = ScenarioSimulation.frameTimes(duration: 1.5, fps: 30)
    let at60 = ScenarioSimulation.frameTimes(duration: 1.5, fps: 60)
    #expect(at30.count == 46 && at60.count == 91)
    for (index, time) in at30.enumerated() { #expect(at60[index * 2] == time) }
  }

  @Test("simulation JSON parses back and tells the story of the drag")
  func simulation() throws {
    let scenario = try Scenario.decode(Self.example)
    let text = try ScenarioSimulation.simulationJSON(for: scenario, fps: 60)
    guard case .object(let members) = try JSONParser.parse(text),
      case .array(let frames) = members.first(where: { $0.key == "frames" })?.value
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(frames.count == 91)
    var kinds: [String] = []
    for frame in frames {
      guard case .object(let fields) = frame,
        case .array(let events) = fields.first(where: { $0.key == "events" })?.value
      else { continue }
      for event in events {
        if case .object(let eventFields) = event, case .string(let kind) = eventFields.first?.value
        {
          kinds.append(kind)
        }
      }
    }
    #expect(kinds == ["began", "released", "restored"])
  }

  @Test("a stretchy-circle scenario plays through the same player")
  func stretchy() throws {
    let scenario = try Scenario.decode(
      #"{"stretchyCircle": {"center": [100, 50], "radius": 30}, "touches": [{"time": 0, "phase": "began", "location": [100, 50]}, {"time": 0.2, "phase": "moved", "location": [100, 110]}, {"time": 0.4, "phase": "ended", "location": [100, 110]}], "duration": 1.5}"#
    )
    let frames = try ScenarioSimulation.frames(for: scenario, fps: 60)
    #expect(frames.contains { $0.phase == .stretching && $0.anchor != nil })
    #expect(frames.last?.phase == .resting)
    #expect(frames.flatMap(\.events).map(\.kind) == [.began, .released, .restored])
  }

  @Test("Copy Swift: the defaults, then an assignment per property that differs")
  func swiftSource() {
    #expect(
      ConfigurationCoding.swiftSource(StickyBadgeConfiguration())
        == "let configuration = StickyBadgeConfiguration()")
    var configuration = StickyBadgeConfiguration()
    configuration.snapDistance = 120
    configuration.pullMode = .bigCircleStays
    configuration.returnSpring = Spring(duration: 0.5, bounce: 0.3)
    configuration.burst.style = .frames
    configuration.burst.frameCount = 8
    #expect(
      ConfigurationCoding.swiftSource(configuration) == """
        var configuration = StickyBadgeConfiguration()
        configuration.snapDistance = 120
        configuration.pullMode = .bigCircleStays
        configuration.returnSpring = Spring(duration: 0.5, bounce: 0.3)
        configuration.burst.style = .frames
        """)
  }

  @Test("shape: attached inside the snap distance, detached beyond it")
  func shape() throws {
    let badge = BadgeShape(center: Point(x: 50, y: 50), radius: 10)
    let near = try ScenarioSimulation.shapeJSON(
      badge: badge, touch: Point(x: 90, y: 70), configuration: StickyBadgeConfiguration())
    #expect(near.hasPrefix(#"{"phase":"attached","anchor":{"center":[50,50],"radius":"#))
    let far = try ScenarioSimulation.shapeJSON(
      badge: badge, touch: Point(x: 190, y: 70), configuration: StickyBadgeConfiguration())
    #expect(
      far.hasPrefix(#"{"phase":"detached","anchor":null,"badge":{"center":[190,70],"radius":10"#))
  }
}

@Suite("Scenario round trips")
struct ScenarioRoundTripTests {
  @Test("every valid configuration written out reads back, unchanged on the second trip")
  func extremes() throws {
    let configurations = [
      changed(StickyBadgeConfiguration()) {
        $0.returnSpring = Spring(stiffness: 0.01, damping: 10_000)
      },
      changed(StickyBadgeConfiguration()) {
        $0.returnSpring = Spring(duration: 0.05, bounce: -0.95)
      },
      changed(StickyBadgeConfiguration()) {
        $0.snapDistance = 80
        $0.reattachDistance = 79.999
      },
      changed(StickyBadgeConfiguration()) {
        $0.snapDistance = 0.01
        $0.reattachDistance = 0
        $0.waistNarrowingBase = 0.0001
      },
    ]
    for configuration in configurations {
      let scenario = Scenario(
        subject: .badge(BadgeShape(center: Point(x: 10, y: 10), radius: 5), text: ""),
        configuration: configuration, touches: [], duration: 1)
      let text = scenario.encoded()
      let again = try Scenario.decode(text)
      #expect(again.encoded() == text)
    }
    #expect(throws: ConfigurationError.self) {
      try changed(StickyBadgeConfiguration()) {
        $0.snapDistance = 80
        $0.reattachDistance = 79.99999
      }.validate()
    }
  }

  @Test("error messages stay on one line whatever the input quotes")
  func oneLineErrors() {
    for text in [
      "{\"badge\\n\": 1}",
      "{\"badge\": {\"center\": [1, 2]}, \"configuration\": {\"pullMode\": \"a\\u2028b\"}}",
    ] {
      do {
        _ = try Scenario.decode(text)
        Issue.record("accepted")
      } catch {
        #expect(
          !error.message.contains("\n") && !error.message.contains("\u{2028}"), "\(error.message)")
      }
    }
  }
}
