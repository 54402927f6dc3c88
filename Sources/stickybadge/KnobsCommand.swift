import StickyBadgeScenario

/// `stickybadge knobs`: the configuration reference, written from the tables.
enum KnobsCommand {
  static let help = """
    USAGE: stickybadge knobs

    Prints the configuration reference as Markdown (Docs/Configuration.md): every knob of
    the sticky badge and of the stretchy circle with its kind, unit, valid range, default
    and meaning, and the names the web package takes. It is written from the core's
    configuration tables, so it is always the reference of this build.
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    if let argument = arguments.first {
      throw .usage("knobs: unexpected argument \(Echo.quoted(argument))")
    }
    try streams.writeOutput(ConfigurationDocumentation.reference())
  }
}
