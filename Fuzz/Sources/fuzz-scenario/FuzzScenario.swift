// libFuzzer target: arbitrary text -> Scenario.decode (the reader behind
// `stickybadge simulate/render` and the configuration files), then the accepted
// scenario is written back, read again and played frame by frame.
//
// Findings: a crash or hang anywhere; an error message that is empty or spans lines
// (the CLI prints it as one `error:` line); a scenario whose own encoding is rejected
// or changes when read and written again; a non-finite or rule-breaking frame; a
// `simulate` output that is not valid JSON.

@_spi(Hosting) import StickyBadge
@_spi(Hosting) import StickyBadgeFuzzSupport
@_spi(Hosting) import StickyBadgeScenario

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  ScenarioLeg.run(String(decoding: bytes, as: UTF8.self))
  return 0
}

enum ScenarioLeg {
  static func requireOneLine(_ error: ScenarioError, _ context: String) {
    let message = error.message
    guard !message.isEmpty else { breach("\(context): empty error message") }
    for scalar in message.unicodeScalars where scalar == "\n" || scalar == "\r" {
      breach("\(context): error message spans lines: \(message.debugDescription)")
    }
  }

  static func run(_ text: String) {
    let scenario: Scenario
    do {
      scenario = try Scenario.decode(text)
    } catch {
      requireOneLine(error, "decode")
      return
    }

    // What the reader accepted, the writer writes in a form the reader accepts again,
    // and one more round changes nothing.
    let encoded = scenario.encoded()
    let again: Scenario
    do {
      again = try Scenario.decode(encoded)
    } catch {
      breach("the encoding of an accepted scenario is rejected: \(error.message)\n\(encoded)")
    }
    let reencoded = again.encoded()
    guard reencoded == encoded else {
      breach("encoding is not stable:\n\(encoded)\n\(reencoded)")
    }
    if case .badge = scenario.subject {
      let source = ConfigurationCoding.swiftSource(scenario.configuration)
      guard
        source == "let configuration = StickyBadgeConfiguration()"
          || source.hasPrefix("var configuration = StickyBadgeConfiguration()\n")
      else {
        breach("swiftSource does not create a configuration: \(source)")
      }
    }

    play(scenario)

    // The `simulate` JSON of (the start of) the scenario parses.
    var short = scenario
    short.duration = Swift.min(scenario.duration, 1)
    do {
      let json = try ScenarioSimulation.simulationJSON(for: short, fps: 30)
      do {
        _ = try JSONParser.parse(json)
      } catch {
        breach("simulate output is not JSON (\(error.message)): \(json.prefix(400))")
      }
    } catch {
      requireOneLine(error, "simulate")
    }
  }

  /// Plays the scenario at up to 60 frames per second (at most about 600 frames) and
  /// checks every frame.
  static func play(_ scenario: Scenario) {
    var player: ScenarioPlayer
    do {
      player = try ScenarioPlayer(scenario: scenario)
    } catch {
      requireOneLine(error, "player")
      return
    }
    let fps = Swift.max(1, Swift.min(60, Int(600 / Swift.max(scenario.duration, 0.001))))
    switch scenario.subject {
    case .badge(let shape, _):
      var checker = DragInvariants(
        restingBadge: shape, configuration: scenario.configuration, firstFrame: player.frame)
      for time in ScenarioSimulation.frameTimes(duration: scenario.duration, fps: fps) {
        player.advance(to: time)
        checker.check(player.frame)
      }
    case .stretchyCircle:
      for time in ScenarioSimulation.frameTimes(duration: scenario.duration, fps: fps) {
        player.advance(to: time)
        let frame = player.frame
        guard frame.isFinite else { breach("stretchy scenario frame not finite: \(frame)") }
        guard !frame.outline.isEmpty else {
          breach("stretchy scenario frame without outline at \(time)")
        }
        OutlineInvariants.requireSingleClosedSubpath(frame.outline, "stretchy scenario at \(time)")
      }
    }
  }
}
