import StickyBadge

/// The configuration buffer's layout: the core's ``KnobBuffer``, a value per row of the
/// configuration tables. Nothing here names a knob: names, kinds, units, labels, ranges and
/// the count all come from the tables (``KnobTable``).
public enum ConfigurationKnobs {
  /// The number of values in the buffer.
  public static var count: Int { KnobBuffer.count }

  /// Writes both configurations into `values`.
  public static func write(
    _ configuration: StickyBadgeConfiguration, _ stretchy: StretchyCircleConfiguration,
    to values: UnsafeMutablePointer<Double>
  ) {
    KnobBuffer.write(configuration, stretchy, to: values)
  }

  /// Reads both configurations from `values` (not validated).
  static func read(from values: UnsafeMutablePointer<Double>) -> (
    StickyBadgeConfiguration, StretchyCircleConfiguration
  ) {
    var configuration = Playground.configuration
    var stretchy = Playground.stretchyConfiguration
    KnobBuffer.read(from: values, into: &configuration, &stretchy)
    return (configuration, stretchy)
  }

  /// The module's configuration table (``KnobBuffer/table()``).
  public static func table() -> [UInt8] { KnobBuffer.table() }
}
