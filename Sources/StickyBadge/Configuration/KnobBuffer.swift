/// Both configurations as one flat list of numbers, a value per row of their tables (see
/// ``KnobTable``): the rows of ``StickyBadgeConfiguration``, then those of
/// ``StretchyCircleConfiguration``, whose paths take the prefix `stretchy.`. This is how the
/// web playground and the web package exchange a configuration with the WebAssembly module.
///
/// Not generic, so that the tables are walked by code compiled into the core once (a
/// generic caller in another module would carry its own copy).
@_spi(Hosting) public enum KnobBuffer {
  /// How many values the list has.
  public static var count: Int {
    StickyBadgeConfiguration.knobCount + StretchyCircleConfiguration.knobCount
  }

  /// Writes both configurations into `values`.
  public static func write(
    _ configuration: StickyBadgeConfiguration, _ stretchy: StretchyCircleConfiguration,
    to values: UnsafeMutablePointer<Double>
  ) {
    configuration.writeKnobs(to: values)
    stretchy.writeKnobs(to: values + StickyBadgeConfiguration.knobCount)
  }

  /// Sets both configurations from `values` (not validated; integers are clamped so that
  /// the conversion never traps). Every row is set, so what they held before does not matter.
  public static func read(
    from values: UnsafePointer<Double>, into configuration: inout StickyBadgeConfiguration,
    _ stretchy: inout StretchyCircleConfiguration
  ) {
    configuration.readKnobs(from: values)
    stretchy.readKnobs(from: values + StickyBadgeConfiguration.knobCount)
  }

  /// The first value of the list that is not finite or outside its row's valid range, or
  /// `nil` (``KnobTable/knobProblem(in:)``), before the values are set.
  package static func problem(in values: UnsafePointer<Double>) -> ConfigurationProblem? {
    StickyBadgeConfiguration.knobProblem(in: values)
      ?? StretchyCircleConfiguration.knobProblem(in: values + StickyBadgeConfiguration.knobCount)
  }

  /// The module's table: a line per value, the rows of both tables
  /// (`path|minimum|maximum`), the stretchy blob's paths with the prefix
  /// `stretchy.`. The tuning panel adds each row's unit, label and slider from
  /// `Web/package/src/tuning-fields.js` (written by `stickybadge knobs --write`).
  public static func table() -> [UInt8] {
    var text: [UInt8] = []
    StickyBadgeConfiguration.appendTableLines(prefix: "", to: &text)
    StretchyCircleConfiguration.appendTableLines(prefix: "stretchy.", to: &text)
    return text
  }
}
