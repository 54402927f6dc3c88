@_spi(Hosting) import StickyBadge
import Testing

@_spi(Hosting) @testable import StickyBadgeScenario

/// A scenario file's `dragStartDistance` (what `stickybadge simulate` and `render` play):
/// the pull begins once the finger has moved that far, exactly at it included.
@Suite("Drag-start distance in a scenario")
struct DragStartDistanceScenarioTests {
  static func events(movingBy moved: Double) throws -> [DragEvent] {
    let scenario = try Scenario.decode(
      """
      {"badge": {"center": [100, 100], "radius": 10}, "configuration": {"dragStartDistance": 10},
       "touches": [{"time": 0, "phase": "began", "location": [100, 100]},
                   {"time": 0.1, "phase": "moved", "location": [100, \(100 + moved)]},
                   {"time": 0.2, "phase": "moved", "location": [100, 130]},
                   {"time": 0.3, "phase": "cancelled"}],
       "duration": 3}
      """)
    #expect(scenario.configuration.dragStartDistance == 10)
    return try ScenarioSimulation.frames(for: scenario, fps: 60).flatMap(\.events)
  }

  @Test(
    "the pull begins at the first move that reaches the distance",
    arguments: [(9.999, 0.2), (10, 0.1), (10.001, 0.1)])
  func begins(moved: Double, beganAt time: Double) throws {
    let events = try Self.events(movingBy: moved)
    #expect(events.map(\.kind) == [.began, .released, .restored])
    #expect(events.first?.time == time)
  }

  @Test("the knob is written out with the configuration and read back")
  func roundTrip() throws {
    var writer = JSONWriter()
    ConfigurationCoding.encode(
      changed(StickyBadgeConfiguration()) { $0.dragStartDistance = 12.5 }, into: &writer)
    #expect(writer.text.contains(#""dragStartDistance":12.5"#))
    #expect(
      ConfigurationCoding.swiftSource(
        changed(StickyBadgeConfiguration()) { $0.dragStartDistance = 12.5 })
        == "var configuration = StickyBadgeConfiguration()\nconfiguration.dragStartDistance = 12.5")
  }
}
