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
  @inline(never)
  public static func write(
    _ configuration: StickyBadgeConfiguration, _ stretchy: StretchyCircleConfiguration,
    to values: UnsafeMutablePointer<Double>
  ) {
    configuration.writeKnobs(to: values)
    stretchy.writeKnobs(to: values + StickyBadgeConfiguration.knobCount)
  }

  /// Sets both configurations from `values` (not validated; integers are clamped so that
  /// the conversion never traps). Every row is set, so what they held before does not matter.
  @inline(never)
  public static func read(
    from values: UnsafePointer<Double>, into configuration: inout StickyBadgeConfiguration,
    _ stretchy: inout StretchyCircleConfiguration
  ) {
    configuration.readKnobs(from: values)
    stretchy.readKnobs(from: values + StickyBadgeConfiguration.knobCount)
  }

  /// The tuning panel's table, one line per value, in order:
  /// `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step`.
  @inline(never)
  public static func table() -> [UInt8] {
    var text: [UInt8] = []
    append(
      StickyBadgeConfiguration.knobText, StickyBadgeConfiguration.knobNumbers, prefix: "",
      to: &text)
    append(
      StretchyCircleConfiguration.knobText, StretchyCircleConfiguration.knobNumbers,
      prefix: "stretchy.", to: &text)
    return text
  }

  private static func append(
    _ table: StaticString, _ numbers: [Double], prefix: StaticString, to text: inout [UInt8]
  ) {
    for index in 0..<numbers.count / 5 {
      if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
      prefix.withUTF8Buffer { text.append(contentsOf: $0) }
      for field in 0..<5 {
        if field > 0 { text.append(UInt8(ascii: "|")) }
        text.append(contentsOf: KnobText.field(field, ofLine: index, in: table))
      }
      for column in 0..<5 {
        text.append(UInt8(ascii: "|"))
        NumberFormatting.append(numbers[index * 5 + column], to: &text)
      }
    }
  }
}
