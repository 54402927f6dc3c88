@_spi(Hosting) import StickyBadge
import StickyBadgeScenario
import Testing

/// What scenario errors repeat of the input: keys cut at 64 characters, numbers as written.
@Suite("Scenario errors repeat the input readably")
struct ErrorEchoTests {
  @Test("an unknown key of 64 characters is named whole, one of 65 is cut")
  func keyLimit() {
    #expect(JSONField.echoedKeyLength == 64)
    let exact = String(repeating: "k", count: 64)
    #expect(
      throws: ScenarioError("badge.\(exact): unknown key (expected one of: center, radius, text)")
    ) {
      _ = try Scenario.decode(#"{"badge": {"center": [1, 1], ""# + exact + #"": 1}}"#)
    }
    #expect(
      throws: ScenarioError(
        "badge.\(exact)\u{2026}: unknown key (expected one of: center, radius, text)")
    ) {
      _ = try Scenario.decode(#"{"badge": {"center": [1, 1], ""# + exact + #"k": 1}}"#)
    }
  }

  @Test("an out-of-range number is echoed as written, not clamped")
  func numbersAsWritten() {
    #expect(throws: ScenarioError("badge.radius: must be between 0.5 and 1000, got 1e300")) {
      _ = try Scenario.decode(#"{"badge": {"center": [1, 1], "radius": 1e300}}"#)
    }
    #expect(throws: ScenarioError("duration: must be between 0 and 600, got 600.000001")) {
      _ = try Scenario.decode(#"{"badge": {"center": [1, 1]}, "duration": 600.000001}"#)
    }
  }

  @Test("badge text follows the core's label rule")
  func labelRule() throws {
    _ = try Scenario.decode(
      #"{"badge": {"center": [1, 1], "text": ""# + String(repeating: "9", count: 64) + #""}}"#)
    #expect(throws: ScenarioError("badge.text: text too long (65 characters, limit 64)")) {
      _ = try Scenario.decode(
        #"{"badge": {"center": [1, 1], "text": ""# + String(repeating: "9", count: 65) + #""}}"#)
    }
    #expect(
      throws: ScenarioError(
        "badge.text: text contains the control character U+001B at character 2 (labels must be printable)"
      )
    ) {
      _ = try Scenario.decode(#"{"badge": {"center": [1, 1], "text": "1\u001b"}}"#)
    }
  }
}
