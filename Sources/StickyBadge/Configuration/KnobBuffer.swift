/// Both configurations as one flat list of numbers, a value per row of their tables (see
/// ``KnobTable``): the rows of ``StickyBadgeConfiguration``, then those of
/// ``StretchyCircleConfiguration``, whose paths take the prefix `stretchy.`. This is how the
/// web playground and the web package exchange a configuration with the WebAssembly module.
///
/// Not generic, so that the tables' text and numbers are compiled into the core once
/// (a generic caller in another module would carry its own copy).
public enum KnobBuffer {
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

  /// The tuning panel's table: the lines of both tables (``KnobTable/knobText``), the
  /// stretchy blob's paths with the prefix `stretchy.`.
  public static func table() -> [UInt8] {
    var text: [UInt8] = []
    StickyBadgeConfiguration.knobText.withUTF8Buffer { text.append(contentsOf: $0) }
    let stretchy = StretchyCircleConfiguration.knobText
    let prefix: StaticString = "\nstretchy."
    var lineStart = true
    for index in 0..<stretchy.utf8CodeUnitCount {
      if lineStart { prefix.withUTF8Buffer { text.append(contentsOf: $0) } }
      let byte = stretchy.utf8Start[index]
      lineStart = byte == UInt8(ascii: "\n")
      if !lineStart { text.append(byte) }
    }
    return text
  }
}
