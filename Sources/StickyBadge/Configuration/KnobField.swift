/// The fields of a row of ``KnobTable/knobText``, in order.
public enum KnobField: Int, CaseIterable, Sendable {
  /// The property's path: `snapDistance`, `burst.particleCount`.
  case path
  /// `number`, `integer`, `boolean`, `choice`, `spring` or `color`.
  case kind
  /// The unit (`pt`, `s`, ...), or nothing.
  case unit
  /// A short label for a control (a spring's: its duration or bounce slider).
  case label
  /// A choice's cases, comma-separated.
  case choices
  /// The smallest valid value.
  case minimum
  /// The largest valid value.
  case maximum
  /// The playground slider's smallest value (a spring's: its duration or bounce).
  case tuningMinimum
  /// The playground slider's largest value.
  case tuningMaximum
  /// The playground slider's step.
  case tuningStep
}

extension KnobTable {
  /// How many rows the table has.
  public static var knobCount: Int { KnobText.lineCount(knobText) }

  /// Field `field` of row `index`, as bytes of the literal.
  public static func knobField(_ field: KnobField, ofKnob index: Int) -> UnsafeBufferPointer<
    UInt8
  > {
    KnobText.field(field.rawValue, ofLine: index, in: knobText)
  }

  /// Numeric field `field` (``KnobField/minimum`` or later) of row `index`.
  public static func knobNumber(_ field: KnobField, ofKnob index: Int) -> Double {
    KnobText.number(knobField(field, ofKnob: index))
  }

  /// Throws the first row whose value is not finite or outside its valid range, in table
  /// order, naming the row's path; nothing is clamped.
  public func validateKnobs() throws(ConfigurationError) {
    if let problem = knobProblem() { throw problem.error }
  }

  /// The first row whose value is not finite or outside its valid range, in table order
  /// (what ``validateKnobs()`` throws), or `nil`; as bytes (``ConfigurationProblem``).
  package func knobProblem() -> ConfigurationProblem? {
    let text = Self.knobText
    var lineStart = 0  // one pass over the text: each check reads its own line only
    for index in 0..<KnobText.lineCount(text) {
      if let problem = KnobText.check(knob(index), lineStart: &lineStart, of: text) {
        return problem
      }
    }
    return nil
  }

  /// Writes every row's value, in order, to `values`.
  public func writeKnobs(to values: UnsafeMutablePointer<Double>) {
    for index in 0..<Self.knobCount { values[index] = knob(index) }
  }

  /// Sets every row from `values`, in order.
  public mutating func readKnobs(from values: UnsafePointer<Double>) {
    for index in 0..<Self.knobCount { setKnob(index, values[index]) }
  }
}
