/// Turns numbers into text identically on every platform.
///
/// The standard library's shortest round-trip representation of a `Double` is not
/// available in Embedded Swift, and JSON and SVG output must be byte-for-byte the
/// same natively and in WebAssembly, so the core formats numbers itself.
@_spi(Hosting) public enum NumberFormatting {
  /// The value rounded to `fractionDigits` decimals (at most 9), without trailing
  /// zeros or a trailing point, `-0` written as `0`.
  ///
  /// Magnitudes beyond 10^15 are written clamped to ±999999999999999; non-finite
  /// values are written as `0` (callers never pass them: the core keeps every
  /// coordinate finite).
  public static func decimal(_ value: Double, fractionDigits: Int = 4) -> String {
    var result = ""
    append(value, fractionDigits: fractionDigits, to: &result)
    return result
  }

  /// Appends ``decimal(_:fractionDigits:)`` of `value` to `text`.
  public static func append(_ value: Double, fractionDigits: Int = 4, to text: inout String) {
    write(value, fractionDigits: fractionDigits) { text.unicodeScalars.append(Unicode.Scalar($0)) }
  }

  /// Appends ``decimal(_:fractionDigits:)`` of `value` to `bytes` as ASCII.
  public static func append(_ value: Double, fractionDigits: Int = 4, to bytes: inout [UInt8]) {
    write(value, fractionDigits: fractionDigits) { bytes.append($0) }
  }

  /// Appends a non-negative integer in decimal.
  public static func appendInteger(_ value: UInt64, to text: inout String) {
    writeInteger(value) { text.unicodeScalars.append(Unicode.Scalar($0)) }
  }

  /// Appends a non-negative integer in decimal to `bytes` as ASCII.
  public static func appendInteger(_ value: UInt64, to bytes: inout [UInt8]) {
    writeInteger(value) { bytes.append($0) }
  }

  /// Hands the ASCII bytes of ``decimal(_:fractionDigits:)`` to `emit`, one at a time:
  /// the one definition of the format, whatever the text is collected in.
  private static func write(_ value: Double, fractionDigits: Int, _ emit: (UInt8) -> Void) {
    let digits = Swift.max(0, Swift.min(9, fractionDigits))
    var scale: UInt64 = 1
    for _ in 0..<digits { scale *= 10 }
    guard value.isFinite else {
      emit(48)  // "0"
      return
    }
    let limit = 999_999_999_999_999.0
    let clamped = Swift.max(-limit, Swift.min(limit, value))
    let negative = clamped < 0
    let magnitude = negative ? -clamped : clamped
    // Split before scaling so that large values keep their integer part exactly.
    let wholePart = magnitude.rounded(.down)
    var whole = UInt64(wholePart)
    var fraction = UInt64(((magnitude - wholePart) * Double(scale)).rounded(.toNearestOrEven))
    if fraction >= scale {
      fraction -= scale
      whole += 1
    }
    if negative && (whole != 0 || fraction != 0) { emit(45) }  // "-"
    writeInteger(whole, emit)
    guard fraction != 0 else { return }
    var width = digits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    emit(46)  // "."
    // The fraction's digits, most significant first, with its leading zeros.
    var divisor: UInt64 = 1
    for _ in 1..<width { divisor *= 10 }
    while divisor > 0 {
      emit(UInt8(48 + fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// `value` with up to 15 significant digits, in plain notation from 1e-5 to 1e15 and
  /// as `1.5e300` beyond: for error messages, so a number read from input is echoed as it was written (15 digits
  /// recover any decimal written with 15 or fewer), never clamped or rounded to zero.
  public static func written(_ value: Double) -> String {
    var text = MessageText()
    text.append(written: value)
    return text.string
  }

  /// Hands the ASCII bytes of ``written(_:)`` of `value` to `emit`, one at a time.
  static func writeWritten(_ value: Double, _ emit: (UInt8) -> Void) {
    guard value.isFinite else {
      let word: StaticString = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      word.withUTF8Buffer { for byte in $0 { emit(byte) } }
      return
    }
    if value == 0 {
      emit(48)
      return
    }
    // Scale into [1, 10) in few steps (at most about 20 roundings, far below 15 digits).
    var magnitude = Swift.abs(value)
    var exponent = 0
    while magnitude >= 1e100 { (magnitude, exponent) = (magnitude / 1e100, exponent + 100) }
    while magnitude >= 1e10 { (magnitude, exponent) = (magnitude / 1e10, exponent + 10) }
    while magnitude >= 10 { (magnitude, exponent) = (magnitude / 10, exponent + 1) }
    while magnitude < 1e-99 { (magnitude, exponent) = (magnitude * 1e100, exponent - 100) }
    while magnitude < 1e-9 { (magnitude, exponent) = (magnitude * 1e10, exponent - 10) }
    while magnitude < 1 { (magnitude, exponent) = (magnitude * 10, exponent - 1) }
    // 15 significant digits, without trailing zeros.
    var digits = UInt64((magnitude * 1e14).rounded())
    var count = 15
    if digits >= 1_000_000_000_000_000 { (digits, exponent) = (digits / 10, exponent + 1) }
    while count > 1 && digits % 10 == 0 { (digits, count) = (digits / 10, count - 1) }
    if value < 0 { emit(45) }
    var divisor: UInt64 = 1
    for _ in 1..<count { divisor *= 10 }
    func emitDigit(_ index: Int) {
      var place = divisor
      for _ in 0..<index { place /= 10 }
      emit(index < count ? UInt8(48 + digits / place % 10) : 48)
    }
    if exponent < -5 || exponent >= 15 {
      emitDigit(0)
      if count > 1 { emit(46) }
      for index in 1..<count { emitDigit(index) }
      emit(101)
      if exponent < 0 { emit(45) }
      writeInteger(UInt64(exponent.magnitude), emit)
    } else if exponent < 0 {
      emit(48)
      emit(46)
      for _ in 1..<(-exponent) { emit(48) }
      for index in 0..<count { emitDigit(index) }
    } else {
      for index in 0...Swift.max(exponent, count - 1) {
        if index == exponent + 1 { emit(46) }
        emitDigit(index)
      }
    }
  }

  /// Hands the decimal digits of `value` to `emit`, most significant first.
  static func writeInteger(_ value: UInt64, _ emit: (UInt8) -> Void) {
    if value >= 10 { writeInteger(value / 10, emit) }
    emit(UInt8(48 + value % 10))
  }
}
