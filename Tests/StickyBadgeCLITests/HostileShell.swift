import Foundation
import Testing

/// One run of the built binary under a real file-descriptor state, set up by `/bin/sh`:
/// `<&-` closes standard input, `>/dev/full` fills standard output, `ulimit -f` limits file
/// sizes. The script runs in a fresh folder holding `files`; `$B` is the binary.
struct HostileCase: Sendable, CustomTestStringConvertible {
  /// What the case shows.
  var name: String
  /// The shell command, e.g. `exec "$B" simulate - <&-`.
  var script: String
  /// The expected exit status.
  var status: Int32
  /// Words the one `error:` line must contain; nil when standard error is itself broken
  /// and the tool must stay silent.
  var fragments: [String]?
  /// Files created in the folder before the run (name, contents).
  var files: [String: String] = [:]
  /// Files the script itself creates (redirections), allowed to be left in the folder.
  var scriptFiles: Set<String> = []

  var testDescription: String { name }
}

/// The outcome of a ``HostileCase``.
struct HostileOutcome {
  var status: Int32
  var standardOutput: Data
  var standardError: String
  /// Files in the folder afterwards that were neither given nor created by the script.
  var leftovers: [String]
}

enum HostileShell {
  /// A scenario whose simulation at 60 fps is about 100 KB of JSON.
  static let scenario = scenarioText

  static func run(_ item: HostileCase) throws -> HostileOutcome {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickybadge-hostile-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, contents) in item.files {
      try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
    }
    // Outputs go to files outside the folder, so that a large output cannot block a pipe.
    let outURL = root.appendingPathComponent("stdout")
    let errURL = root.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", item.script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["B"] = CLI.binary.path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let given = Set(item.files.keys).union(item.scriptFiles)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !given.contains($0) }.sorted()
    return HostileOutcome(
      status: process.terminationReason == .exit ? process.terminationStatus : -1,
      standardOutput: try contents(of: outURL),
      standardError: String(decoding: try contents(of: errURL), as: UTF8.self),
      leftovers: left)
  }

  /// The bytes of a file (through FileHandle: `Data(contentsOf:)` leaks its buffer for
  /// empty files in this Foundation, which LeakSanitizer reports).
  static func contents(of url: URL) throws -> Data {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }

  /// The contract for every failure: the status (no signal), exactly one `error:` line with
  /// the expected words (or nothing when stderr is broken), empty stdout, no partial file.
  static func expectContract(
    _ outcome: HostileOutcome, _ item: HostileCase,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.status == item.status, "status", sourceLocation: sourceLocation)
    #expect(
      outcome.standardOutput.isEmpty, "stdout: \(outcome.standardOutput.count) bytes",
      sourceLocation: sourceLocation)
    #expect(
      outcome.leftovers.isEmpty, "left behind: \(outcome.leftovers)", sourceLocation: sourceLocation
    )
    guard let fragments = item.fragments else {
      #expect(
        outcome.standardError.isEmpty, "\(outcome.standardError)", sourceLocation: sourceLocation)
      return
    }
    let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count == 2 && lines[1].isEmpty && outcome.standardError.hasPrefix("error: "),
      "stderr: \(outcome.standardError.prefix(400))", sourceLocation: sourceLocation)
    #expect(!outcome.standardError.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
    for fragment in fragments {
      #expect(
        outcome.standardError.contains(fragment), "'\(fragment)' not in \(outcome.standardError)",
        sourceLocation: sourceLocation)
    }
  }
}
