import StickyBadgeScenario

/// `stickybadge knobs`: the configuration reference, written from the tables.
enum KnobsCommand {
  static let help = """
    USAGE: stickybadge knobs [--typescript]

    Prints the configuration reference as Markdown (Docs/Configuration.md): every knob of
    the sticky badge and of the stretchy circle with its kind, unit, valid range, default
    and meaning, and the names the web package takes. It is written from the core's
    configuration tables, so it is always the reference of this build. With --typescript,
    prints the web package's declaration of the knobs instead (Web/package/index.d.ts).
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let typeScript = arguments.first == "--typescript"
    if let argument = arguments.dropFirst(typeScript ? 1 : 0).first {
      throw .usage("knobs: unexpected argument \(Echo.quoted(argument))")
    }
    try streams.writeOutput(
      typeScript
        ? ConfigurationDocumentation.typeScriptDeclaration() + "\n"
        : ConfigurationDocumentation.reference())
  }
}
