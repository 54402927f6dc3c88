import Foundation
import Testing

/// `stickybadge simulate --preset NAME` and a scenario file's `"preset"`: the named
/// configurations of the core, with the file's `"configuration"` set on top.
@Suite("simulate --preset")
struct PresetCommandTests {
  /// A pull of 70 points, let go: past the exploding button's snap (60), inside QQ's (80).
  static func pull(preset: String? = nil, configuration: String? = nil) -> String {
    """
    {"badge": {"center": [60, 60], "radius": 10, "text": "8"},
     \(preset.map { "\"preset\": \"\($0)\"," } ?? "")
     \(configuration.map { "\"configuration\": \($0)," } ?? "")
     "touches": [{"time": 0, "phase": "began", "location": [60, 60]},
                 {"time": 0.1, "phase": "moved", "location": [130, 60]},
                 {"time": 0.2, "phase": "ended", "location": [130, 60]}],
     "duration": 6}
    """
  }

  /// The simulation's configuration and the events it reported, in order.
  static func simulate(_ scenario: String, _ flags: [String] = []) throws -> (
    configuration: [String: Any], events: [String]
  ) {
    let result = try CLI.run(["simulate", "-"] + flags, stdin: scenario)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let json = try CLI.json(result.stdout)
    let frames = try #require(json["frames"] as? [[String: Any]])
    let events = frames.flatMap {
      ($0["events"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
    }
    return (try #require(json["configuration"] as? [String: Any]), events)
  }

  @Test(
    "--preset explodingButton: a 70-point pull bursts in eight images; without it, it springs home")
  func presetFlag() throws {
    let exploding = try Self.simulate(Self.pull(), ["--preset", "explodingButton"])
    #expect(exploding.configuration["snapDistance"] as? Double == 60)
    let burst = try #require(exploding.configuration["burst"] as? [String: Any])
    #expect(burst["style"] as? String == "frames" && burst["frameCount"] as? Int == 8)
    #expect(exploding.events == ["began", "snapped", "released", "dismissed"])
    let plain = try Self.simulate(Self.pull())
    #expect(plain.configuration["snapDistance"] as? Double == 80)
    #expect(plain.events == ["began", "released", "restored"])
  }

  @Test("a file's \"preset\" is the base its \"configuration\" is set on")
  func filePresetUnderConfiguration() throws {
    let result = try Self.simulate(
      Self.pull(preset: "explodingButton", configuration: #"{"snapDistance": 90}"#))
    #expect(result.configuration["snapDistance"] as? Double == 90)
    #expect(result.configuration["reattachDistance"] as? Double == 20)
    #expect(result.events == ["began", "released", "restored"])
  }

  @Test("--preset replaces the file's \"preset\"; the file's \"configuration\" stays on top")
  func flagReplacesFilePreset() throws {
    let result = try Self.simulate(
      Self.pull(preset: "swiftBadge", configuration: #"{"minimumScale": 0.5}"#),
      ["--preset", "explodingButton"])
    #expect(result.configuration["returnOvershoot"] as? Double == 0)
    #expect(result.configuration["snapDistance"] as? Double == 60)
    #expect(result.configuration["minimumScale"] as? Double == 0.5)
  }

  static let names =
    "qq, qqBubbleBigCircleStays, qqBubbleBigCircleMoves, explodingButton, swiftBadge, azMetaBall"

  @Test("an unknown --preset: one error line listing every preset, status 2")
  func unknownFlag() throws {
    let result = try CLI.run(["simulate", "-", "--preset", "bouncy"], stdin: Self.pull())
    #expect(result.status == 2 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: simulate: unknown preset 'bouncy' (the presets: \(Self.names))\n")
  }

  @Test("an unknown \"preset\" in a file, or one for a stretchy circle: one error line")
  func badFilePresets() throws {
    let unknown = try CLI.run(["simulate", "-"], stdin: Self.pull(preset: "bouncy"))
    #expect(unknown.status == 2 && unknown.stdout.isEmpty)
    #expect(
      unknown.stderr
        == "error: <stdin>: preset: unknown value \"bouncy\" (expected one of: \(Self.names))\n")
    let stretchy = #"{"stretchyCircle": {"center": [50, 50], "radius": 20}, "touches": []}"#
    for (stdin, flags) in [
      (stretchy, ["--preset", "qq"]),
      (
        stretchy.replacingOccurrences(of: "\"touches\"", with: "\"preset\": \"qq\", \"touches\""),
        []
      ),
    ] {
      let result = try CLI.run(["simulate", "-"] + flags, stdin: stdin)
      #expect(result.status == 2 && result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("error: <stdin>: preset: a stretchy circle takes no preset"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test("simulate's help names --preset and every preset")
  func help() throws {
    let help = try CLI.run(["help", "simulate"]).stdout
    #expect(help.contains("--preset NAME"))
    #expect(help.contains(Self.names))
  }
}
