@_spi(Hosting) import StickyBadge

/// Text handled as UTF-8 bytes.
///
/// The scenario layer compares keys and builds JSON byte by byte. Comparing `String`s with
/// `==` (or hashing them) applies Unicode canonical equivalence, which brings the
/// standard library's normalization code and its 30 KB of Unicode tables into the
/// Embedded Swift WebAssembly build; JSON compares member names by their code units
/// anyway (RFC 8259, section 8.3).
enum UTF8Text {
  /// The UTF-8 bytes of `text`.
  static func bytes(of text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    UTF8Bytes.withBytes(of: text) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// Whether `a` and `b` have the same UTF-8 bytes.
  static func equal(_ a: String, _ b: String) -> Bool {
    var same = false
    UTF8Bytes.withBytes(of: a) { first in
      UTF8Bytes.withBytes(of: b) { second in
        guard first.count == second.count else { return }
        for index in 0..<first.count where first[index] != second[index] { return }
        same = true
      }
    }
    return same
  }

  /// Appends the UTF-8 encoding of `scalar`.
  static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }
}

/// Matches a string against a `case "literal":` by UTF-8 bytes (see ``UTF8Text``); it is
/// more specific than the standard library's `Equatable` pattern, so every `switch` on a
/// key in this module uses it.
func ~= (pattern: String, value: String) -> Bool {
  UTF8Text.equal(pattern, value)
}
