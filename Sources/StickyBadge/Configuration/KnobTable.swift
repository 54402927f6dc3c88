/// A configuration described by one knob table: a row per stored number, from which
/// validation, JSON, Swift source, the web playground's knob buffer and its tuning panel,
/// and the README's tables all follow.
///
/// A row is a line of ``knobText`` (`path|kind|unit|label|choices`), five numbers of
/// ``knobNumbers`` (valid minimum, valid maximum, tuning minimum, tuning maximum, tuning
/// step), a line of ``knobSummaries``, and a case of ``knob(_:)`` and ``setKnob(_:_:)``.
/// The default is never written in the table: it is ``knob(_:)`` of the default
/// configuration.
///
/// Kinds: `number`, `integer` (a whole number), `boolean` (0 or 1), `choice` (the index
/// into the comma-separated choices, which are the enumeration's cases in order), `spring`
/// (two rows, stiffness then damping, of one ``Spring``) and `color` (four rows, red, green,
/// blue and alpha, of one ``BadgeColor``). A dotted path names a member of a nested value
/// (`burst.particleSpeed`); JSON writes it as a nested object, except for springs and
/// colours, which are written whole.
///
/// Text and numbers are constant data (a literal and an array of literals), so the
/// WebAssembly modules carry them as data, not as code that builds them.
public protocol KnobTable {
  /// One line per row: `path|kind|unit|label|choices`.
  static var knobText: StaticString { get }
  /// Five numbers per row: valid minimum, valid maximum, tuning minimum, tuning maximum and
  /// tuning step (the playground's slider).
  static var knobNumbers: [Double] { get }
  /// One sentence per row saying what it does (documentation only: the README's tables).
  static var knobSummaries: StaticString { get }
  /// The number row `index` holds (an integer, a Boolean as 0 or 1, a choice's index).
  func knob(_ index: Int) -> Double
  /// Sets row `index`; integers are rounded and clamped and choices rounded to a case, so
  /// that no value traps (validation then says what is wrong).
  mutating func setKnob(_ index: Int, _ value: Double)
}

/// Where each number of a row is in ``KnobTable/knobNumbers``.
public enum KnobNumberColumn: Int, CaseIterable, Sendable {
  /// The smallest valid value.
  case minimum
  /// The largest valid value.
  case maximum
  /// The playground slider's smallest value.
  case tuningMinimum
  /// The playground slider's largest value.
  case tuningMaximum
  /// The playground slider's step.
  case tuningStep
}

extension KnobTable {
  /// How many rows the table has.
  public static var knobCount: Int { knobNumbers.count / 5 }

  /// Number `column` of row `index`.
  public static func knobNumber(_ column: KnobNumberColumn, ofKnob index: Int) -> Double {
    knobNumbers[index * 5 + column.rawValue]
  }

  /// Field `field` of row `index` of ``knobText``.
  public static func knobField(_ field: Int, ofKnob index: Int) -> UnsafeBufferPointer<UInt8> {
    KnobText.field(field, ofLine: index, in: knobText)
  }

  /// Throws the first row whose value is not finite or outside its valid range, in table
  /// order, naming the row's path; nothing is clamped.
  public func validateKnobs() throws(ConfigurationError) {
    // The rows' values on the stack, checked by one function for every table.
    let count = Self.knobCount
    try withUnsafeTemporaryAllocation(of: Double.self, capacity: count) {
      (values) throws(ConfigurationError) in
      writeKnobs(to: values.baseAddress!)
      try KnobRangeError.check(values.baseAddress!, Self.knobNumbers, Self.knobText)
    }
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

/// The check of every row against its range, and its error (one function, not one per table).
enum KnobRangeError {
  /// Throws for the first of `values` that is not finite or outside its row's range.
  @inline(never)
  static func check(_ values: UnsafePointer<Double>, _ numbers: [Double], _ text: StaticString)
    throws(ConfigurationError)
  {
    for index in 0..<numbers.count / 5 {
      let value = values[index]
      let minimum = numbers[index * 5]
      let maximum = numbers[index * 5 + 1]
      if value.isFinite && value >= minimum && value <= maximum { continue }
      throw make(value, minimum, maximum, KnobText.field(0, ofLine: index, in: text))
    }
  }

  @inline(never)
  static func make(
    _ value: Double, _ minimum: Double, _ maximum: Double, _ path: UnsafeBufferPointer<UInt8>
  ) -> ConfigurationError {
    var name = MessageText()
    name.append(bytes: path)
    guard value.isFinite else {
      return .invalid(property: name.string, reason: "must be a finite number")
    }
    var reason = MessageText("must be in [")
    reason.append(minimum)
    reason.append(", ")
    reason.append(maximum)
    reason.append("], got ")
    reason.append(value)
    return .invalid(property: name.string, reason: reason.string)
  }
}

/// Conversions from a row's number to a property's type, for the tables' ``KnobTable/setKnob(_:_:)``.
public enum KnobNumber {
  /// An integer: rounded, clamped to ±1,000,000; not finite gives -1 (which no row accepts).
  public static func integer(_ value: Double) -> Int {
    value.isFinite ? Int(Swift.max(-1_000_000, Swift.min(1_000_000, value.rounded()))) : -1
  }

  /// A seed: rounded, clamped to [0, 2⁵³]; not finite or negative gives 0.
  public static func seed(_ value: Double) -> UInt64 {
    value.isFinite && value >= 0 ? UInt64(Swift.min(9_007_199_254_740_992, value.rounded())) : 0
  }
}

/// The text of a configuration table (``KnobTable/knobText``), read field by field.
public enum KnobText {
  /// Field `field` (0 path, 1 kind, 2 unit, 3 label, 4 choices) of line `line` of `text`,
  /// as bytes of the literal (empty when missing).
  @inline(never)
  public static func field(_ field: Int, ofLine line: Int, in text: StaticString)
    -> UnsafeBufferPointer<UInt8>
  {
    let bytes = text.utf8Start
    let count = text.utf8CodeUnitCount
    var currentLine = 0
    var currentField = 0
    var start = 0
    for index in 0...count {
      let byte = index < count ? bytes[index] : UInt8(ascii: "\n")
      guard byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\n") else { continue }
      if currentLine == line && currentField == field {
        return UnsafeBufferPointer(start: bytes + start, count: index - start)
      }
      start = index + 1
      if byte == UInt8(ascii: "|") {
        currentField += 1
      } else {
        currentLine += 1
        currentField = 0
      }
    }
    return UnsafeBufferPointer(start: bytes, count: 0)
  }

}
