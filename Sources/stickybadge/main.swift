import Foundation
import StickyBadge
import StickyBadgeScenario

// stickybadge: data and pictures out of the StickyBadge core.
//
// Contract (Docs/Architecture.md, "The command-line contract"): results on stdout; bad input gets
// one `error:` line on stderr, nothing on stdout and no partial output file; exit status
// 2 for usage and invalid input, 1 when a file cannot be read or written.

/// One subcommand: its name, a one-line summary, its full help and its implementation.
struct Subcommand: Sendable {
  var name: String
  var summary: String
  var help: String
  var run: @Sendable ([String]) throws(CommandFailure) -> Void
}

let version = "0.1.0"

let subcommands: [Subcommand] =
  [
    Subcommand(
      name: "shape", summary: "Print the outline of a badge dragged to a point.",
      help: ShapeCommand.help, run: ShapeCommand.run),
    Subcommand(
      name: "simulate", summary: "Play a scenario and print every frame as JSON.",
      help: SimulateCommand.help, run: SimulateCommand.run),
  ] + extraSubcommands

let overview = """
  stickybadge \(version): the StickyBadge core on the command line.

  USAGE: stickybadge <command> [options]

  COMMANDS:
  \(subcommands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
    help      Show help for a command: stickybadge help <command>.

  Coordinates are points, y down; times are seconds. Exit status: 0 success, 2 usage or
  invalid input, 1 a file that cannot be read or written.
  """

@MainActor func main(_ arguments: [String]) -> Int32 {
  guard let command = arguments.first else {
    print(overview)
    return 0
  }
  let rest = Array(arguments.dropFirst())
  switch command {
  case "--help", "-h":
    print(overview)
    return 0
  case "--version":
    print(version)
    return 0
  case "help":
    guard let topic = rest.first else {
      print(overview)
      return 0
    }
    guard let subcommand = subcommands.first(where: { $0.name == topic }) else {
      return fail(
        .usage(
          "help: unknown command '\(topic)' (commands: \(subcommands.map(\.name).joined(separator: ", ")))"
        ))
    }
    print(subcommand.help)
    return 0
  default:
    guard let subcommand = subcommands.first(where: { $0.name == command }) else {
      return fail(.usage("unknown command '\(command)' (see 'stickybadge --help')"))
    }
    if rest.contains("--help") || rest.contains("-h") {
      print(subcommand.help)
      return 0
    }
    do {
      try subcommand.run(rest)
      return 0
    } catch {
      return fail(error)
    }
  }
}

func fail(_ failure: CommandFailure) -> Int32 {
  FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
  return failure.exitStatus
}

exit(main(Array(CommandLine.arguments.dropFirst())))
