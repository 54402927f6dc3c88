/// One row of a configuration table (``KnobTable``): a stored number of a configuration and
/// everything the faces need to know about it, written once.
///
/// Validation, JSON, Swift source, the web package's knob buffer and tuning panel, the
/// TypeScript declarations and the configuration reference (`Docs/Configuration.md`) are all
/// read from the rows. The default is not written here: it is the value of the row in the
/// default configuration, so it stays where the property is declared. The core writes its
/// rows (a host reads them, ``KnobTable``) like this:
///
/// ```swift
/// ConfigurationKnob(
///   "touchMargin", unit: "pt", label: "Touch margin", valid: 0...200, slider: 0...40,
///   summary: "Extra touch target around the dot, on every side.", shows: .touch,
///   value: { $0.touchMargin.knob($1) })
/// ```
@_spi(Hosting) public struct ConfigurationKnob<Configuration>: Sendable {
  /// What the row says about its number: path, kind, unit, label, choices, ranges and step.
  public let schema: KnobSchema
  /// The property's path (``KnobSchema/path``).
  public var path: StaticString { schema.path }
  /// What the row holds (``KnobSchema/kind``).
  public var kind: KnobKind { schema.kind }
  /// A choice's cases, comma-separated (``KnobSchema/choices``).
  public var choices: StaticString { schema.choices }
  /// The values validation accepts (``KnobSchema/valid``).
  public var valid: ClosedRange<Double> { schema.valid }
  #if !hasFeature(Embedded)
    /// The unit, or nothing (``KnobSchema/unit``).
    public var unit: StaticString { schema.unit }
    /// A short label for a control (``KnobSchema/label``).
    public var label: StaticString { schema.label }
    /// The tuning slider's range (``KnobSchema/slider``).
    public var slider: ClosedRange<Double> { schema.slider }
    /// The tuning slider's step (``KnobSchema/step``).
    public var step: Double { schema.step }
    /// One sentence saying what the row does for the user (``KnobSchema/summary``).
    public var summary: StaticString { schema.summary }
    /// Where the row's effect shows (``KnobSchema/effect``).
    public var effect: KnobEffect { schema.effect }
  #endif
  /// Sets the row of a configuration to a number and returns the number it held (an integer,
  /// a Boolean as 0 or 1, a choice's index): one closure per row, `{ $0.property.knob($1) }`.
  /// ``get(_:)`` reads a row by setting it in a copy.
  let value: @Sendable (inout Configuration, Double) -> Double

  /// A row: `slider` defaults to the valid range; `shows` names where its effect shows.
  /// `value` sets the row's property and returns the number it held
  /// (`{ $0.touchMargin.knob($1) }`).
  @inline(__always)  // Measured: Docs/Performance/Geometry.md, "The remaining attributes".
  init(
    _ path: StaticString, kind: KnobKind = .number, unit: StaticString = "",
    label: StaticString, choices: StaticString = "", valid: ClosedRange<Double>,
    slider: ClosedRange<Double>? = nil, step: Double = 1, summary: StaticString,
    shows effect: KnobEffect, value: @escaping @Sendable (inout Configuration, Double) -> Double
  ) {
    schema = KnobSchema(
      path: path, kind: kind, unit: unit, label: label, choices: choices, valid: valid,
      slider: slider ?? valid, step: step, summary: summary, effect: effect)
    self.value = value
  }

  /// The row's number in `configuration` (an integer, a Boolean as 0 or 1, a choice's index).
  public func get(_ configuration: Configuration) -> Double {
    var copy = configuration
    return value(&copy, 0)
  }

  /// Sets the row: integers are rounded and clamped, choices rounded to a case, so that no
  /// value traps; validation then says what is wrong.
  public func set(_ configuration: inout Configuration, _ number: Double) {
    _ = value(&configuration, number)
  }
}
