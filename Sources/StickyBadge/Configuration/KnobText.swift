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
