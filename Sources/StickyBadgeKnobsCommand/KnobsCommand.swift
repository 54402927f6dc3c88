import StickyBadgeCommandLineIO
import StickyBadgeScenario

/// `stickybadge knobs`: the configuration reference, and every file written from the
/// configuration tables, written or checked. The `stickybadge-knobs` executable is this
/// command alone, built without the renderer.
public enum KnobsCommand {
  /// What the command does with the files written from the tables
  /// (``ConfigurationDocumentation/files``).
  enum Mode: String, CaseIterable {
    case write, check

    /// The flag's line in the help.
    var help: String {
      switch self {
      case .write:
        "Rewrite every file (or marked block of one) below from the tables: each\nis written to a temporary file beside it, then renamed over it; nothing is\nwritten when one cannot be read or has lost its markers."
      case .check:
        "Write nothing; fail (exit status 1) naming the first file that differs\nfrom what --write would write."
      }
    }
  }

  /// The flag that names the repository's root (default: the current folder).
  static let rootFlag = "root"

  /// The flags' usage: `[--write | --check] [--root DIR]`.
  static let usage =
    "[\(Mode.allCases.map { "--\($0.rawValue)" }.joined(separator: " | "))] [--\(rootFlag) DIR]"

  package static let help = """
    USAGE: stickybadge knobs \(usage)
           stickybadge-knobs \(usage)

    Prints the configuration reference as Markdown (Docs/Configuration.md): every knob of
    the sticky badge and of the stretchy circle with its kind, unit, valid range, default,
    where its effect shows and meaning, and the names the web package takes. It is written
    from the core's configuration tables, so it is always the reference of this build.
    stickybadge-knobs is the same command built without the renderer (cairo, giflib):
    `swift run stickybadge-knobs --write` after adding a knob builds only what it needs.

    OPTIONS:
    \(Mode.allCases.map { option("--\($0.rawValue)", $0.help) }.joined(separator: "\n"))
    \(option("--\(rootFlag) DIR", "The repository's root, which the paths below are in (default: the\ncurrent folder)."))

    FILES (written from the tables; a block is the lines between its two markers):
    \(ConfigurationDocumentation.files.map { "  " + $0.path + ($0.startMarker == nil ? "" : " (a block)") }.joined(separator: "\n"))
    """

  /// An option's lines in the help: its flag, then its text, indented.
  static func option(_ flag: String, _ text: String) -> String {
    let lines = text.split(separator: "\n")
    let first = "  " + flag + String(repeating: " ", count: max(0, 12 - flag.count)) + lines[0]
    return ([first] + lines.dropFirst().map { String(repeating: " ", count: 14) + $0 })
      .joined(separator: "\n")
  }

  /// Runs the command as the `stickybadge-knobs` executable: `--help` (or `-h`) prints the
  /// help; returns the exit status (0, 2 for usage, 1 when a file cannot be read or written).
  public static func runAlone(_ arguments: [String], streams: StandardStreams) -> Int32 {
    do throws(CommandFailure) {
      if arguments.contains("--help") || arguments.contains("-h") {
        try streams.writeOutput(help + "\n")
      } else {
        try run(arguments, streams: streams)
      }
      return 0
    } catch {
      return streams.report(error)
    }
  }

  /// Runs the command with `arguments` (those after `knobs`).
  package static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let command = "knobs"
    let parsed = try ParsedArguments(
      arguments, command: command, valueFlags: [rootFlag],
      switchFlags: Set(Mode.allCases.map(\.rawValue)))
    if let argument = parsed.positionals.first {
      throw .usage("knobs: unexpected argument \(Echo.quoted(argument))")
    }
    let modes = Mode.allCases.filter { parsed.switches.contains($0.rawValue) }
    guard let mode = modes.first else {
      if parsed.values[rootFlag] != nil {
        throw .usage("knobs: --\(rootFlag) is for --write and --check")
      }
      try streams.writeOutput(ConfigurationDocumentation.reference() + "\n")
      return
    }
    if modes.count > 1 { throw .usage("knobs: give --write or --check, not both") }
    let root = parsed.values[rootFlag] ?? "."
    if root.isEmpty { throw .usage("knobs: --\(rootFlag) needs a folder") }
    // Everything is read and written out in memory first: a file that cannot be read or
    // has lost its markers stops the command before any file is written.
    var changed: [(path: String, text: String)] = []
    for file in ConfigurationDocumentation.files {
      let path = root.hasSuffix("/") ? root + file.path : root + "/" + file.path
      let current = try FileAccess.readText(at: path, streams: streams)
      let updated: String
      do throws(ScenarioError) {
        updated = try file.updated(current)
      } catch {
        throw .io("cannot update \(Echo.quoted(path)): \(error.message)")
      }
      if updated != current { changed.append((path, updated)) }
    }
    switch mode {
    case .check:
      if let first = changed.first {
        throw .io(
          "\(Echo.quoted(first.path)) is out of date with the configuration tables; run: swift run stickybadge-knobs --write"
        )
      }
      try streams.writeOutput("knobs: every file is up to date\n")
    case .write:
      for file in changed { try FileAccess.writeAtomically(Array(file.text.utf8), to: file.path) }
      try streams.writeOutput(
        changed.isEmpty
          ? "knobs: every file is up to date\n"
          : changed.map { "knobs: wrote \($0.path)\n" }.joined())
    }
  }
}
