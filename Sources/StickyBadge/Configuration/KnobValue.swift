/// A stored property a configuration table's row can hold: a number, a whole number, a seed,
/// a Boolean or a choice. A row reads and writes its property with ``knob(_:)``
/// (`value: { $0.touchMargin.knob($1) }`): one closure per row, which sets the property and
/// returns the number it held (a row is read by setting a copy).
protocol KnobValue {
  /// The row's number for this value (a Boolean as 0 or 1, a choice as its case's index).
  var knobNumber: Double { get }
  /// The value of the row's number `number`, so that no number traps: integers are rounded
  /// and clamped, choices rounded to a case; validation then says what is wrong.
  init(knobNumber number: Double)
}

extension KnobValue {
  /// Sets this value to the row's number `number` and returns the number it held.
  mutating func knob(_ number: Double) -> Double {
    let held = knobNumber
    self = Self(knobNumber: number)
    return held
  }
}

extension Double: KnobValue {
  var knobNumber: Double { self }
  init(knobNumber number: Double) { self = number }
}

extension Int: KnobValue {
  var knobNumber: Double { Double(self) }
  /// Rounded, clamped to ±1,000,000; not finite gives -1 (which no row accepts).
  init(knobNumber number: Double) {
    self = number.isFinite ? Int(Swift.max(-1_000_000, Swift.min(1_000_000, number.rounded()))) : -1
  }
}

extension UInt64: KnobValue {
  var knobNumber: Double { Double(self) }
  /// A seed: rounded, clamped to [0, 2⁵³]; not finite or negative gives 0.
  init(knobNumber number: Double) {
    self =
      number.isFinite && number >= 0
      ? UInt64(Swift.min(9_007_199_254_740_992, number.rounded())) : 0
  }
}

extension Bool: KnobValue {
  var knobNumber: Double { self ? 1 : 0 }
  /// Anything but 0 is true.
  init(knobNumber number: Double) { self = number != 0 }
}
