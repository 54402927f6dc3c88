import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeCommandLineIO
import StickyBadgeKnobsCommand
import StickyBadgeScenario

// stickybadge: data and pictures out of the StickyBadge core.
//
// Contract (README, "The command-line tool"): results on stdout; any failure gets one
// `error:` line on stderr, nothing on stdout and no partial output file; exit status 2
// for usage and invalid input, 1 when a file or stream cannot be read or written.

/// One subcommand: its name, a one-line summary, its full help and its implementation.
struct Subcommand: Sendable {
  var name: String
  var summary: String
  var help: String
  var run: @Sendable ([String], StandardStreams) throws(CommandFailure) -> Void
}

/// The `stickybadge` command-line tool, callable in-process (the executable's `main` and
/// the CLI fuzzer both call ``run(_:streams:)``).
public enum CommandLineTool {
  /// The tool's version.
  public static let version = "0.1.0"

  static let subcommands: [Subcommand] =
    [
      Subcommand(
        name: "shape", summary: "Print the outline of a badge dragged to a point.",
        help: ShapeCommand.help, run: ShapeCommand.run),
      Subcommand(
        name: "simulate", summary: "Play a scenario and print every frame as JSON.",
        help: SimulateCommand.help, run: SimulateCommand.run),
      Subcommand(
        name: "render", summary: "Draw a scenario as an animated SVG or GIF, or a PNG frame.",
        help: RenderCommand.help, run: RenderCommand.run),
      Subcommand(
        name: "demo", summary: "Render the built-in scenarios into an HTML gallery.",
        help: DemoCommand.help, run: DemoCommand.run),
      Subcommand(
        name: "knobs", summary: "Print the configuration reference; write or check its files.",
        help: KnobsCommand.help, run: KnobsCommand.run),
    ]

  static let overview = """
    stickybadge \(version): the StickyBadge core on the command line.

    USAGE: stickybadge <command> [options]

    COMMANDS:
    \(subcommands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
      help      Show help for a command: stickybadge help <command>.

    Flags take their value as '--name value' or '--name=value'. A FILE of '-' is standard
    input (called <stdin> in messages); input is limited to \(FileAccess.inputSizeLimit) bytes.
    Coordinates are points, y down; times are seconds. Exit status: 0 success, 2 usage or
    invalid input, 1 a file or stream that cannot be read or written; a failure prints one
    line starting 'error:' on standard error and nothing on standard output.
    """

  static let helpHelp = """
    USAGE: stickybadge help [COMMAND]

    Shows the overview of every command, or the full help of COMMAND (one of:
    \(subcommands.map(\.name).joined(separator: ", ")), help). 'stickybadge COMMAND --help'
    does the same.
    """

  /// Runs the tool with `arguments` (without the program name) and returns its exit status:
  /// 0 on success, 2 for usage and invalid input, 1 when reading or writing failed.
  public static func run(_ arguments: [String], streams: StandardStreams) -> Int32 {
    do throws(CommandFailure) {
      try dispatch(arguments, streams: streams)
      return 0
    } catch {
      return streams.report(error)
    }
  }

  static func dispatch(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    guard let command = arguments.first else {
      try streams.writeOutput(overview + "\n")
      return
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      try streams.writeOutput(overview + "\n")
    case "--version":
      try streams.writeOutput(version + "\n")
    case "help":
      guard let topic = rest.first else {
        try streams.writeOutput(overview + "\n")
        return
      }
      if rest.count > 1 {
        throw .usage("help: unexpected argument \(Echo.quoted(rest[1]))")
      }
      if topic == "help" || topic == "--help" || topic == "-h" {
        try streams.writeOutput(helpHelp + "\n")
        return
      }
      guard let subcommand = subcommands.first(where: { $0.name == topic }) else {
        throw .usage(
          "help: unknown command \(Echo.quoted(topic)) (commands: \(subcommands.map(\.name).joined(separator: ", ")), help)"
        )
      }
      try streams.writeOutput(subcommand.help + "\n")
    default:
      guard let subcommand = subcommands.first(where: { $0.name == command }) else {
        throw .usage("unknown command \(Echo.quoted(command)) (see 'stickybadge --help')")
      }
      if rest.contains("--help") || rest.contains("-h") {
        try streams.writeOutput(subcommand.help + "\n")
        return
      }
      try subcommand.run(rest, streams)
    }
  }
}
