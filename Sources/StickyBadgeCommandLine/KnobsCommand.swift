import StickyBadgeScenario

/// `stickybadge knobs`: the configuration reference, written from the tables.
enum KnobsCommand {
  static let help = """
    USAGE: stickybadge knobs [--typescript | --javascript]

    Prints the configuration reference as Markdown (Docs/Configuration.md): every knob of
    the sticky badge and of the stretchy circle with its kind, unit, valid range, default
    and meaning, and the names the web package takes. It is written from the core's
    configuration tables, so it is always the reference of this build. With --typescript,
    prints the web package's declaration of the knobs instead (Web/package/index.d.ts);
    with --javascript, the web package's tuning fields: each knob's kind, unit, label,
    choices and slider, which its wasm module does not carry
    (Web/package/src/tuning-fields.js).
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let format = arguments.first
    let output: String
    switch format {
    case nil: output = ConfigurationDocumentation.reference()
    case "--typescript": output = ConfigurationDocumentation.typeScriptDeclaration() + "\n"
    case "--javascript": output = ConfigurationDocumentation.tuningFieldsJavaScript() + "\n"
    case let argument?: throw .usage("knobs: unexpected argument \(Echo.quoted(argument))")
    }
    if let argument = arguments.dropFirst().first {
      throw .usage("knobs: unexpected argument \(Echo.quoted(argument))")
    }
    try streams.writeOutput(output)
  }
}
