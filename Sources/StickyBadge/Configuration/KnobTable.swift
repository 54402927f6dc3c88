/// A configuration described by one knob table: a row per stored number, from which
/// validation, JSON, Swift source, the web playground's knob buffer and its tuning panel,
/// and the README's tables all follow.
///
/// A row is a line of ``knobText``,
/// `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step`, a line
/// of ``knobSummaries``, and a case of ``knob(_:)`` and ``setKnob(_:_:)``. The default is
/// never written in the table: it is ``knob(_:)`` of the default configuration.
///
/// Kinds: `number`, `integer` (a whole number), `boolean` (0 or 1), `choice` (the index
/// into the comma-separated choices, which are the enumeration's cases in order), `spring`
/// (two rows, stiffness then damping, of one ``Spring``: stored exactly as they are, so the
/// buffer and JSON round-trip bit for bit, while their labels and tuning ranges are the
/// playground's duration and bounce sliders, converted through ``Spring/duration``,
/// ``Spring/bounce`` and ``Spring/init(duration:bounce:)``) and `color` (four rows, red,
/// green, blue and alpha, of one ``BadgeColor``). A dotted path names a member of a nested value
/// (`burst.particleSpeed`); JSON writes it as a nested object, except for springs and
/// colours, which are written whole. `minimum` and `maximum` are the valid range (decimals,
/// read exactly: the same `Double` as the literal); the tuning range and step are the
/// playground slider's.
///
/// The table is one literal, so the WebAssembly modules carry it as data (about 1.9 KB for
/// both tables), not as code that builds it, and hand it to the page as it is.
public protocol KnobTable {
  /// One line per row: `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step`.
  static var knobText: StaticString { get }
  /// One sentence per row saying what it does (documentation only: the README's tables).
  static var knobSummaries: StaticString { get }
  /// The number row `index` holds (an integer, a Boolean as 0 or 1, a choice's index).
  func knob(_ index: Int) -> Double
  /// Sets row `index`; integers are rounded and clamped and choices rounded to a case, so
  /// that no value traps (validation then says what is wrong).
  mutating func setKnob(_ index: Int, _ value: Double)
}

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

/// The text of a configuration table (``KnobTable/knobText``), read as bytes: one function
/// each, compiled once for every table.
public enum KnobText {
  /// How many lines `text` has.
  public static func lineCount(_ text: StaticString) -> Int {
    var count = 1
    for index in 0..<text.utf8CodeUnitCount where text.utf8Start[index] == UInt8(ascii: "\n") {
      count += 1
    }
    return count
  }

  /// Field `field` of line `line` of `text` (fields end at `|`, lines at a newline), as
  /// bytes of the literal; empty when missing.
  public static func field(_ field: Int, ofLine line: Int, in text: StaticString)
    -> UnsafeBufferPointer<UInt8>
  {
    Self.field(
      field, ofLine: line,
      in: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Field `field` of line `line` of `bytes`; empty when missing.
  static func field(_ field: Int, ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    let count = bytes.count
    var currentLine = 0
    var currentField = 0
    var start = 0
    for index in 0...count {
      let byte = index < count ? bytes[index] : UInt8(ascii: "\n")
      guard byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\n") else { continue }
      if currentLine == line && currentField == field {
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
      }
      start = index + 1
      if byte == UInt8(ascii: "|") {
        currentField += 1
      } else {
        currentLine += 1
        currentField = 0
      }
    }
    return UnsafeBufferPointer(rebasing: bytes[0..<0])
  }

  /// The decimal number `text` (`-`, digits, at most one `.`), read exactly: the digits as
  /// an integer divided by a power of ten, one correctly rounded division, which is the
  /// `Double` nearest the decimal, as a Swift literal gives (for up to 15 digits).
  public static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double {
    var digits: UInt64 = 0
    var scale = 1.0
    var isNegative = false
    var isFraction = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "-"): isNegative = true
      case UInt8(ascii: "."): isFraction = true
      default:
        digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        if isFraction { scale *= 10 }
      }
    }
    let value = Double(digits) / scale
    return isNegative ? -value : value
  }

  /// Throws unless `value` is finite and in the valid range (fields ``KnobField/minimum``
  /// and ``KnobField/maximum``) of the line of `text` that starts at byte `lineStart`,
  /// naming the line's path; moves `lineStart` to the next line.
  static func check(_ value: Double, lineStart: inout Int, of text: StaticString)
    -> ConfigurationProblem?
  {
    var end = lineStart
    while end < text.utf8CodeUnitCount && text.utf8Start[end] != UInt8(ascii: "\n") { end += 1 }
    let line = UnsafeBufferPointer(start: text.utf8Start + lineStart, count: end - lineStart)
    lineStart = end + 1
    let minimum = number(field(KnobField.minimum.rawValue, ofLine: 0, in: line))
    let maximum = number(field(KnobField.maximum.rawValue, ofLine: 0, in: line))
    if value.isFinite && value >= minimum && value <= maximum { return nil }
    return rangeError(value, minimum, maximum, field(KnobField.path.rawValue, ofLine: 0, in: line))
  }

  /// The error of a value outside its row's range.
  static func rangeError(
    _ value: Double, _ minimum: Double, _ maximum: Double, _ path: UnsafeBufferPointer<UInt8>
  ) -> ConfigurationProblem {
    var name = MessageText()
    name.append(bytes: path)
    guard value.isFinite else {
      return ConfigurationProblem(property: name, reason: MessageText("must be a finite number"))
    }
    var reason = MessageText("must be in [")
    reason.append(minimum)
    reason.append(", ")
    reason.append(maximum)
    reason.append("], got ")
    reason.append(value)
    return ConfigurationProblem(property: name, reason: reason)
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
