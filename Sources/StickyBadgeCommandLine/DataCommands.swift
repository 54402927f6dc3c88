import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeCommandLineIO
@_spi(Hosting) import StickyBadgeScenario

/// `stickybadge shape`: the outline for a badge dragged to a point.
enum ShapeCommand {
  static let help = """
    USAGE: stickybadge shape --anchor X,Y --touch X,Y [--radius R] [--text T] [--config FILE] [--format json|svg]

    Prints the outline of a badge resting at --anchor and dragged so that its centre is at
    --touch, computed by the same engine that runs on iOS and in the browser.

    OPTIONS:
      --anchor X,Y     Where the badge rests (required).
      --touch X,Y      Where its centre is dragged to (required).
      --radius R       The dot radius in points, 0.5 to 1000 (default 10).
      --text T         The label; text wider than the dot makes a capsule ("12", "99+").
      --config FILE    A JSON object of configuration overrides (keys as in Docs/Configuration.md's
                       configuration table), or '-' for standard input.
      --format F       json (default) or svg.

    JSON OUTPUT:
      {"phase": "attached"|"detached", "anchor": {"center": [x, y], "radius": r} | null,
       "badge": {"center": [x, y], "radius": r, "width": w, "height": h},
       "outline": [["M", x, y], ["C", x1, y1, x2, y2, x, y], ..., ["Z"]]}
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let command = "shape"
    let parsed = try ParsedArguments(
      arguments, command: command,
      valueFlags: ["anchor", "touch", "radius", "text", "config", "format"])
    guard parsed.positionals.isEmpty else {
      throw .usage("shape: unexpected argument \(Echo.quoted(parsed.positionals[0]))")
    }
    guard let anchorText = parsed.values["anchor"] else {
      throw .usage("shape: --anchor X,Y is required")
    }
    guard let touchText = parsed.values["touch"] else {
      throw .usage("shape: --touch X,Y is required")
    }
    let anchor = try point(anchorText, flag: "anchor")
    let touch = try point(touchText, flag: "touch")
    let radius = try parsed.number("radius", command: command, in: 0.5...1000) ?? 10
    let text = parsed.values["text"] ?? ""
    do throws(BadgeLabelTextError) {
      try BadgeLabelText.validate(text)
    } catch {
      throw .usage("shape: --text: \(error.description)")
    }
    let format = parsed.values["format"] ?? "json"
    guard format == "json" || format == "svg" else {
      throw .usage("shape: --format must be json or svg, got \(Echo.quoted(format))")
    }
    var configuration = StickyBadgeConfiguration()
    if let path = parsed.values["config"] {
      let source = try FileAccess.readText(at: path, streams: streams)
      do {
        let value = try JSONParser.parse(source)
        configuration = try ConfigurationCoding.decode(JSONField(value, path: "configuration"))
      } catch {
        throw .usage("\(Echo.source(path)): \(error.message)")
      }
    }
    let badge =
      text.isEmpty
      ? BadgeShape(center: anchor, radius: radius)
      : BadgeShape(center: anchor, radius: radius, text: text)
    let result: String
    do {
      if format == "json" {
        result = try ScenarioSimulation.shapeJSON(
          badge: badge, touch: touch, configuration: configuration)
      } else {
        let frame = try ScenarioSimulation.shapeFrame(
          badge: badge, touch: touch, configuration: configuration)
        result = svg(for: frame, configuration: configuration)
      }
    } catch {
      throw .usage(error.message)
    }
    try streams.writeOutput(result + "\n")
  }

  /// Parses `X,Y` into a point with finite coordinates within the scenario limits.
  static func point(_ text: String, flag: String) throws(CommandFailure) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces))
    else {
      throw .usage(
        "shape: --\(flag) must be X,Y (two numbers separated by a comma), got \(Echo.quoted(text))")
    }
    let limit = Scenario.coordinateLimit
    guard x.isFinite, y.isFinite else {
      throw .usage("shape: --\(flag) must be finite, got \(Echo.quoted(text))")
    }
    guard abs(x) <= limit, abs(y) <= limit else {
      throw .usage(
        "shape: --\(flag) coordinates must be within ±\(Int(limit)), got \(Echo.quoted(text))")
    }
    return Point(x: x, y: y)
  }

  /// A standalone SVG of one frame's outline, framed to fit.
  static func svg(for frame: BadgeFrame, configuration: StickyBadgeConfiguration) -> String {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ p: Point) {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    var data = ""
    for element in frame.outline {
      switch element {
      case .move(let p):
        include(p)
        data += "M\(NumberFormatting.decimal(p.x)) \(NumberFormatting.decimal(p.y))"
      case .line(let p):
        include(p)
        data += "L\(NumberFormatting.decimal(p.x)) \(NumberFormatting.decimal(p.y))"
      case .quadCurve(let p, let c):
        include(p)
        include(c)
        data +=
          "Q\(NumberFormatting.decimal(c.x)) \(NumberFormatting.decimal(c.y)) \(NumberFormatting.decimal(p.x)) \(NumberFormatting.decimal(p.y))"
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
        data +=
          "C\(NumberFormatting.decimal(c1.x)) \(NumberFormatting.decimal(c1.y)) \(NumberFormatting.decimal(c2.x)) \(NumberFormatting.decimal(c2.y)) \(NumberFormatting.decimal(p.x)) \(NumberFormatting.decimal(p.y))"
      case .close:
        data += "Z"
      }
    }
    if !minX.isFinite {
      minX = 0
      minY = 0
      maxX = 1
      maxY = 1
    }
    let margin = 4.0
    let box = [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin]
      .map { NumberFormatting.decimal($0) }.joined(separator: " ")
    let fill = ConfigurationCoding.hex(configuration.color)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)" width="\(NumberFormatting.decimal(box.isEmpty ? 0 : maxX - minX + 2 * margin))" height="\(NumberFormatting.decimal(maxY - minY + 2 * margin))">
      <path d="\(data)" fill="\(fill)"/>
      </svg>
      """
  }
}

/// `stickybadge simulate`: every frame of a scenario as JSON.
enum SimulateCommand {
  static let help = """
    USAGE: stickybadge simulate FILE|- [--fps N] [--preset NAME]

    Plays a scenario file (or standard input with '-') through the core and prints
    {"configuration": {...}, "fps": N, "frames": [{"time", "phase", "anchor", "badge",
    "label", "opacity", "outline", "particles", "burstFrame", "events"}, ...]}.
    Frames are at times i/N for i = 0, 1, ... up to the scenario's duration; each
    frame's "events" are those since the previous frame, with their exact times.

    OPTIONS:
      --fps N    Frames per second, 1 to 1000 (default 60).
      --preset NAME
                 The named configuration the file's "configuration" is set on top
                 of, in place of its "preset": \(presetNames).

    SCENARIO FILE:
      {"badge": {"center": [x, y], "radius": r, "text": "12"},
       "preset": "explodingButton",      (optional: the configuration to start from)
       "configuration": {...optional overrides...},
       "touches": [{"time": 0, "phase": "began", "location": [x, y]},
                   {"time": 0.1, "phase": "moved", "location": [x, y]},
                   {"time": 0.3, "phase": "ended", "location": [x, y]}],
       "duration": 1.5}
      Touch phases: began, moved, ended, cancelled. Instead of "badge",
      "stretchyCircle": {"center": [x, y], "radius": r} scripts the pull-down blob.
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let command = "simulate"
    let parsed = try ParsedArguments(
      arguments, command: command, valueFlags: ["fps", "preset"])
    guard parsed.positionals.count == 1 else {
      throw .usage(
        parsed.positionals.isEmpty
          ? "simulate: a scenario FILE (or - for standard input) is required"
          : "simulate: unexpected argument \(Echo.quoted(parsed.positionals[1]))")
    }
    let path = parsed.positionals[0]
    let fps = try parsed.integer("fps", command: command, in: 1...1000) ?? 60
    var preset: StickyBadgePreset?
    if let name = parsed.values["preset"] {
      guard let named = StickyBadgePreset(rawValue: name) else {
        throw .usage(
          "simulate: unknown preset \(Echo.quoted(name)) (the presets: \(presetNames))")
      }
      preset = named
    }
    let scenario = try loadScenario(at: path, preset: preset, streams: streams)
    let result: String
    do {
      result = try ScenarioSimulation.simulationJSON(for: scenario, fps: fps)
    } catch {
      throw .usage("\(Echo.source(path)): \(error.message)")
    }
    try streams.writeOutput(result + "\n")
  }
}

/// Every preset's name, comma-separated, for the help and the errors.
let presetNames = StickyBadgePreset.allCases.map(\.rawValue).joined(separator: ", ")

/// Reads and decodes a scenario file (on top of `preset`, when given), turning problems into
/// `error:` lines that name the file.
func loadScenario(at path: String, preset: StickyBadgePreset? = nil, streams: StandardStreams)
  throws(CommandFailure) -> Scenario
{
  let text = try FileAccess.readText(at: path, streams: streams)
  do {
    return try Scenario.decode(text, preset: preset)
  } catch {
    throw .usage("\(Echo.source(path)): \(error.message)")
  }
}
