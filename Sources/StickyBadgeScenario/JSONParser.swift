@_spi(Hosting) import StickyBadge

/// A strict JSON parser (RFC 8259) that reports errors by line and column.
///
/// Written in plain Swift so that it behaves identically natively and in Embedded
/// WebAssembly. Nesting is limited to 64 levels and numbers must be finite.
public enum JSONParser {
  /// The deepest nesting accepted.
  public static let maximumDepth = 64

  /// Parses a complete JSON document.
  public static func parse(_ text: String) throws(ScenarioError) -> JSONValue {
    var reader = Reader(bytes: UTF8Text.bytes(of: text))
    reader.skipWhitespace()
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    if reader.index < reader.bytes.count {
      throw reader.failure("unexpected text after the JSON value")
    }
    return value
  }

  struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// An error at the reader's position: `line L, column C: message`.
    func failure(_ message: MessageText) -> ScenarioError {
      var line: UInt64 = 1
      var column: UInt64 = 1
      var i = 0
      while i < index && i < bytes.count {
        if bytes[i] == 10 {
          line += 1
          column = 1
        } else if bytes[i] & 0xC0 != 0x80 {
          column += 1
        }
        i += 1
      }
      var text = MessageText("line ")
      text.append(integer: line)
      text.append(", column ")
      text.append(integer: column)
      text.append(": ")
      text.append(message)
      return ScenarioError(text)
    }

    /// ``failure(_:)`` with a fixed message.
    func failure(_ message: StaticString) -> ScenarioError {
      failure(MessageText(message))
    }

    /// ``failure(_:)`` with `message` followed by `key` in quotes.
    func failure(_ message: StaticString, key: String) -> ScenarioError {
      var text = MessageText(message)
      text.append(" \"")
      text.append(string: key)
      text.append("\"")
      return failure(text)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 32 || byte == 9 || byte == 10 || byte == 13 { index += 1 }
    }

    mutating func expect(_ literal: StaticString, as value: JSONValue) throws(ScenarioError)
      -> JSONValue
    {
      let count = literal.utf8CodeUnitCount
      let start = literal.utf8Start
      for offset in 0..<count {
        guard index + offset < bytes.count, bytes[index + offset] == start[offset] else {
          throw failure("invalid literal")
        }
      }
      index += count
      return value
    }

    mutating func value(depth: Int) throws(ScenarioError) -> JSONValue {
      guard depth < JSONParser.maximumDepth else {
        var message = MessageText("nesting deeper than ")
        message.append(integer: UInt64(JSONParser.maximumDepth))
        message.append(" levels")
        throw failure(message)
      }
      guard let byte = current else { throw failure("unexpected end of input, expected a value") }
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try expect("true", as: .bool(true))
      case UInt8(ascii: "f"): return try expect("false", as: .bool(false))
      case UInt8(ascii: "n"): return try expect("null", as: .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw failure("unexpected character, expected a value")
      }
    }

    mutating func object(depth: Int) throws(ScenarioError) -> JSONValue {
      index += 1
      var members: [JSONMember] = []
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
        let key = try string()
        for member in members where UTF8Text.equal(member.key, key) {
          throw failure("duplicate key", key: key)
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
          throw failure("expected ':' after key", key: key)
        }
        index += 1
        skipWhitespace()
        let value = try value(depth: depth + 1)
        members.append(JSONMember(key: key, value: value))
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          index += 1
        } else if current == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          throw failure("expected ',' or '}' in object")
        }
      }
    }

    mutating func array(depth: Int) throws(ScenarioError) -> JSONValue {
      index += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          index += 1
        } else if current == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        } else {
          throw failure("expected ',' or ']' in array")
        }
      }
    }

    mutating func hexDigit() throws(ScenarioError) -> UInt32 {
      guard let byte = current else { throw failure("unexpected end of input in \\u escape") }
      index += 1
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        index -= 1
        throw failure("invalid hex digit in \\u escape")
      }
    }

    mutating func unicodeEscape() throws(ScenarioError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 { value = value << 4 | (try hexDigit()) }
      return value
    }

    mutating func string() throws(ScenarioError) -> String {
      index += 1
      // The string's UTF-8 bytes: copied as they are, escapes encoded. The document is
      // valid UTF-8 (it was a String) and escapes give whole scalars, so this stays valid.
      var utf8: [UInt8] = []
      while true {
        guard let byte = current else { throw failure("unterminated string") }
        if byte == UInt8(ascii: "\"") {
          index += 1
          return UTF8Bytes.string(utf8)
        }
        if byte < 0x20 { throw failure("control character in string") }
        if byte != UInt8(ascii: "\\") {
          utf8.append(byte)
          index += 1
          continue
        }
        index += 1
        guard let escape = current else { throw failure("unterminated string") }
        index += 1
        var scalar: UInt32
        switch escape {
        case UInt8(ascii: "\""): scalar = 0x22
        case UInt8(ascii: "\\"): scalar = 0x5C
        case UInt8(ascii: "/"): scalar = 0x2F
        case UInt8(ascii: "b"): scalar = 0x08
        case UInt8(ascii: "f"): scalar = 0x0C
        case UInt8(ascii: "n"): scalar = 0x0A
        case UInt8(ascii: "r"): scalar = 0x0D
        case UInt8(ascii: "t"): scalar = 0x09
        case UInt8(ascii: "u"):
          scalar = try unicodeEscape()
          if scalar >= 0xD800 && scalar < 0xDC00 {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate in \\u escape") }
            index += 2
            let low = try unicodeEscape()
            guard low >= 0xDC00 && low < 0xE000 else {
              throw failure("unpaired surrogate in \\u escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if scalar >= 0xDC00 && scalar < 0xE000 {
            throw failure("unpaired surrogate in \\u escape")
          }
        default:
          index -= 1
          throw failure("invalid escape in string")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
        UTF8Text.append(unicode, to: &utf8)
      }
    }

    mutating func number() throws(ScenarioError) -> Double {
      let start = index
      var negative = false
      if current == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      var mantissa: UInt64 = 0
      var exponent = 0
      var digits = 0
      func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      }
      guard isDigit(current) else { throw failure("invalid number") }
      if current == UInt8(ascii: "0") {
        index += 1
        if isDigit(current) { throw failure("leading zeros are not allowed in numbers") }
      } else {
        while let byte = current, isDigit(byte) {
          if digits < 19 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if mantissa != 0 { digits += 1 }
          } else {
            exponent += 1
          }
          index += 1
        }
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard isDigit(current) else { throw failure("expected a digit after the decimal point") }
        while let byte = current, isDigit(byte) {
          if digits < 19 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if mantissa != 0 { digits += 1 }
            exponent -= 1
          }
          index += 1
        }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        var exponentNegative = false
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
          exponentNegative = current == UInt8(ascii: "-")
          index += 1
        }
        guard isDigit(current) else { throw failure("expected a digit in the exponent") }
        var value = 0
        while let byte = current, isDigit(byte) {
          if value < 100_000 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
          index += 1
        }
        exponent += exponentNegative ? -value : value
      }
      var result = Double(mantissa)
      if mantissa != 0 {
        if exponent > 0 {
          result *= JSONParser.powerOfTen(exponent)
        } else if exponent < 0 {
          // Dividing by an exact power of ten rounds correctly for exponents down to -22.
          if exponent >= -22 {
            result /= JSONParser.powerOfTen(-exponent)
          } else {
            result = result / JSONParser.powerOfTen(22) / JSONParser.powerOfTen(-exponent - 22)
          }
        }
      }
      guard result.isFinite else {
        index = start
        throw failure("number out of range")
      }
      return negative ? -result : result
    }
  }

  /// 10 raised to a non-negative power (exact up to 10^22).
  static func powerOfTen(_ power: Int) -> Double {
    var result = 1.0
    var base = 10.0
    var remaining = Swift.min(power, 400)
    while remaining > 0 {
      if remaining & 1 == 1 { result *= base }
      base *= base
      remaining >>= 1
    }
    return result
  }
}
