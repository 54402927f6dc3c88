@_spi(Hosting) import StickyBadge

/// Builds JSON text compactly, with numbers written by ``NumberFormatting``.
public struct JSONWriter: Sendable {
  /// The text written so far.
  public var text: String { UTF8Bytes.string(bytes) }
  /// The text as UTF-8, built byte by byte (see ``UTF8Text``).
  private var bytes: [UInt8] = []
  private var needsComma = false

  /// Creates an empty writer.
  public init() {}

  // The writing methods are @inline(never): inlined at every call of the encoders, they make
  // the scenario module about 11 KB larger, over its budget (scripts/budgets.txt).

  /// Writes a key (inside an object) followed by `:`.
  @inline(never) public mutating func key(_ key: String) {
    separate()
    appendString(key)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Opens an object.
  @inline(never) public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Closes an object.
  @inline(never) public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Opens an array.
  @inline(never) public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// Closes an array.
  @inline(never) public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes a number.
  @inline(never) public mutating func number(_ value: Double) {
    separate()
    NumberFormatting.append(value, to: &bytes)
    needsComma = true
  }

  /// Writes an integer.
  @inline(never) public mutating func integer(_ value: Int) {
    separate()
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    NumberFormatting.appendInteger(UInt64(value.magnitude), to: &bytes)
    needsComma = true
  }

  /// Writes a string.
  @inline(never) public mutating func string(_ value: String) {
    separate()
    appendString(value)
    needsComma = true
  }

  /// Writes a boolean.
  @inline(never) public mutating func bool(_ value: Bool) {
    separate()
    append(value ? "true" : "false")
    needsComma = true
  }

  /// Writes `null`.
  @inline(never) public mutating func null() {
    separate()
    append("null")
    needsComma = true
  }

  /// Writes a point as `[x, y]`.
  @inline(never) public mutating func point(_ point: Point) {
    beginArray()
    number(point.x)
    number(point.y)
    endArray()
  }

  /// Writes any JSON value.
  @inline(never) public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let string): self.string(string)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(member.key)
        self.value(member.value)
      }
      endObject()
    }
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes `value` quoted, escaping `"`, `\`, newline, return, tab and the other control
  /// characters (`\u00XX`); every other byte is copied as it is.
  @inline(never) private mutating func appendString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    UTF8Bytes.withBytes(of: value) { source in
      for byte in source {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0..<0x20:
          append("\\u00")
          bytes.append(hexDigit(byte >> 4))
          bytes.append(hexDigit(byte & 15))
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

/// The lowercase hexadecimal digit for a value from 0 to 15.
func hexDigit<Value: BinaryInteger>(_ value: Value) -> UInt8 {
  value < 10 ? UInt8(48 + value) : UInt8(87 + value)
}
