import Foundation
import Testing

/// Runs the built `stickybadge` binary.
struct CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary next to the test bundle (SwiftPM builds it because the test target depends
  /// on it), or `$STICKYBADGE_BINARY`.
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["STICKYBADGE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    // On macOS the test binary sits inside X.xctest/Contents/MacOS.
    while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("stickybadge")
  }()

  /// The `stickybadge-knobs` binary, beside ``binary``.
  static let knobsBinary = binary.deletingLastPathComponent().appendingPathComponent(
    "stickybadge-knobs")

  static func run(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil, executable: URL = binary
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // Standard input comes from a file, never a pipe written after launch: a command that
    // exits before reading it (a usage error) would leave that write to a closed pipe, and
    // SIGPIPE ends the whole test process whenever the tool wins that race.
    var inputFile: URL?
    defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
    if let stdin {
      let file = try temporaryFile(stdin, name: "stdin")
      inputFile = file.deletingLastPathComponent()
      process.standardInput = try FileHandle(forReadingFrom: file)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  static func temporaryFile(_ contents: String, name: String = "scenario.json") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickybadge-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}

let scenarioText = """
  {"badge": {"center": [60, 60], "radius": 10, "text": "12"},
   "touches": [{"time": 0, "phase": "began", "location": [60, 60]},
               {"time": 0.1, "phase": "moved", "location": [180, 80]},
               {"time": 0.3, "phase": "ended", "location": [180, 80]}],
   "duration": 1}
  """

@Suite("stickybadge command line")
struct CLITests {
  @Test("shape prints the contract's JSON, attached and detached")
  func shape() throws {
    let attached = try CLI.run(["shape", "--anchor", "50,50", "--touch", "90,70"])
    #expect(attached.status == 0 && attached.stderr.isEmpty)
    let json = try CLI.json(attached.stdout)
    #expect(json["phase"] as? String == "attached")
    let anchor = try #require(json["anchor"] as? [String: Any])
    #expect(anchor["center"] as? [Double] == [50, 50])
    let badge = try #require(json["badge"] as? [String: Any])
    #expect(badge["center"] as? [Double] == [90, 70] && badge["radius"] as? Double == 10)
    let outline = try #require(json["outline"] as? [[Any]])
    #expect(outline.first?.first as? String == "M" && outline.last?.first as? String == "Z")
    let commands = Set(outline.compactMap { $0.first as? String })
    #expect(commands.isSubset(of: ["M", "L", "Q", "C", "Z"]))

    let detached = try CLI.json(
      try CLI.run(["shape", "--anchor=50,50", "--touch=250,50", "--radius", "12", "--text", "99+"])
        .stdout)
    #expect(detached["phase"] as? String == "detached")
    #expect(detached["anchor"] is NSNull)
    let wide = try #require(detached["badge"] as? [String: Any])
    #expect((wide["width"] as? Double ?? 0) > (wide["height"] as? Double ?? 0))
  }

  @Test("shape reads a configuration file and draws SVG")
  func shapeConfigurationAndSVG() throws {
    let configuration = try CLI.temporaryFile(
      #"{"snapDistance": 300, "reattachDistance": 100}"#, name: "config.json")
    let result = try CLI.run([
      "shape", "--anchor", "50,50", "--touch", "250,50", "--config", configuration.path,
    ])
    #expect(try CLI.json(result.stdout)["phase"] as? String == "attached")
    let svg = try CLI.run(["shape", "--anchor", "50,50", "--touch", "90,70", "--format", "svg"])
    #expect(svg.status == 0 && svg.stdout.hasPrefix("<svg") && svg.stdout.contains("<path d=\"M"))
  }

  @Test("simulate plays a scenario from a file or standard input")
  func simulate() throws {
    let file = try CLI.temporaryFile(scenarioText)
    let result = try CLI.run(["simulate", file.path, "--fps", "30"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let json = try CLI.json(result.stdout)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 31)
    #expect(json["configuration"] is [String: Any])
    let events = frames.flatMap {
      ($0["events"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
    }
    #expect(events == ["began", "snapped", "released", "dismissed"])
    let first = frames[0]
    for key in ["time", "phase", "anchor", "badge", "label", "outline", "particles", "events"] {
      #expect(first[key] != nil, "frame key \(key)")
    }
    let piped = try CLI.run(["simulate", "-", "--fps", "30"], stdin: scenarioText)
    #expect(piped.stdout == result.stdout)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var stdin: String?
    var status: Int32
    var fragment: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(arguments: ["frobnicate"], status: 2, fragment: "unknown command 'frobnicate'"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "3,4", "--colour", "red"], status: 2,
      fragment: "unknown flag --colour"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2"], status: 2, fragment: "--touch X,Y is required"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch"], status: 2,
      fragment: "--touch needs a value"),
    BadInput(
      arguments: ["shape", "--anchor", "1;2", "--touch", "3,4"], status: 2,
      fragment: "--anchor must be X,Y"),
    BadInput(
      arguments: ["shape", "--anchor", "nan,2", "--touch", "3,4"], status: 2,
      fragment: "--anchor must be finite"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "3,4", "--radius", "-1"], status: 2,
      fragment: "--radius must be between"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "3,4", "--radius", "inf"], status: 2,
      fragment: "--radius must be a finite number"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "1e9,4"], status: 2,
      fragment: "--touch coordinates must be within"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "3,4", "--format", "png"], status: 2,
      fragment: "--format must be json or svg"),
    BadInput(
      arguments: ["shape", "--anchor", "1,2", "--touch", "3,4", "--config", "-"],
      stdin: #"{"snapDistance": 10, "reattachDistance": 20}"#, status: 2,
      fragment: "reattachDistance: must be smaller"),
    BadInput(
      arguments: [
        "shape", "--anchor", "1,2", "--touch", "3,4", "--config", "/nonexistent/config.json",
      ], status: 1, fragment: "cannot read '/nonexistent/config.json'"),
    BadInput(arguments: ["simulate"], status: 2, fragment: "a scenario FILE"),
    BadInput(
      arguments: ["simulate", "/nonexistent/scenario.json"], status: 1, fragment: "cannot read"),
    BadInput(
      arguments: ["simulate", "-"], stdin: "{\"badge\": ", status: 2,
      fragment: "<stdin>: line 1, column 11"),
    BadInput(
      arguments: ["simulate", "-"], stdin: #"{"badge": {"center": [1, 2]}, "touchez": []}"#,
      status: 2, fragment: "touchez: unknown key"),
    BadInput(
      arguments: ["simulate", "-"], stdin: #"{"badge": {"center": [1, true]}}"#, status: 2,
      fragment: "badge.center[1]: expected a number"),
    BadInput(
      arguments: ["simulate", "-", "--fps", "0"], stdin: scenarioText, status: 2,
      fragment: "--fps must be between"),
    BadInput(
      arguments: ["simulate", "-", "--fps", "sixty"], stdin: scenarioText, status: 2,
      fragment: "--fps must be a whole number"),
    BadInput(arguments: ["help", "fly"], status: 2, fragment: "unknown command 'fly'"),
  ]

  @Test(
    "bad input: one error line naming the problem, nothing on stdout, the contract's status",
    arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let result = try CLI.run(input.arguments, stdin: input.stdin)
    #expect(result.status == input.status)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains(input.fragment), "\(result.stderr)")
  }

  @Test("help documents every command and flag")
  func help() throws {
    let overview = try CLI.run(["--help"])
    #expect(overview.status == 0)
    for command in ["shape", "simulate", "render", "demo"] {
      #expect(overview.stdout.contains(command))
    }
    let shape = try CLI.run(["help", "shape"]).stdout
    for flag in ["--anchor", "--touch", "--radius", "--text", "--config", "--format"] {
      #expect(shape.contains(flag))
    }
    let simulate = try CLI.run(["simulate", "--help"]).stdout
    #expect(simulate.contains("--fps"))
  }
}
