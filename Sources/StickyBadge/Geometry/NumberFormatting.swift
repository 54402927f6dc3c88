/// Turns numbers into text identically on every platform.
///
/// The standard library's shortest round-trip representation of a `Double` is not
/// available in Embedded Swift, and JSON and SVG output must be byte-for-byte the
/// same natively and in WebAssembly, so the core formats numbers itself.
public enum NumberFormatting {
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
    let digits = Swift.max(0, Swift.min(9, fractionDigits))
    var scale: UInt64 = 1
    for _ in 0..<digits { scale *= 10 }
    guard value.isFinite else {
      text.append("0")
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
    if negative && (whole != 0 || fraction != 0) { text.append("-") }
    appendInteger(whole, to: &text)
    if fraction != 0 {
      var width = digits
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      text.append(".")
      var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
        48, 48, 48, 48, 48, 48, 48, 48, 48
      )
      withUnsafeMutableBytes(of: &buffer) { bytes in
        var f = fraction
        var i = width - 1
        while i >= 0 {
          bytes[i] = UInt8(48 + f % 10)
          f /= 10
          i -= 1
        }
        for j in 0..<width { text.unicodeScalars.append(Unicode.Scalar(bytes[j])) }
      }
    }
  }

  /// Appends a non-negative integer in decimal.
  public static func appendInteger(_ value: UInt64, to text: inout String) {
    if value >= 10 { appendInteger(value / 10, to: &text) }
    text.unicodeScalars.append(Unicode.Scalar(UInt8(48 + value % 10)))
  }
}
