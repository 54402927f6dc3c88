@_spi(Hosting) import StickyBadge

/// A problem with JSON input, naming what is wrong and where.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, e.g. `touches[2].location: expected an array of two numbers`.
  public var message: String

  /// Creates an error; control characters (a newline in a quoted key, say) are escaped,
  /// so the message is always a single line.
  public init(_ message: String) {
    var line: [UInt8] = []
    UTF8Bytes.withBytes(of: message) { ScenarioError.appendEscaped($0, to: &line) }
    self.message = UTF8Bytes.string(line)
  }

  /// Creates an error from a message built as bytes, escaped as ``init(_:)`` escapes.
  package init(_ text: MessageText) {
    var line: [UInt8] = []
    text.bytes.withUnsafeBufferPointer { ScenarioError.appendEscaped($0, to: &line) }
    self.message = UTF8Bytes.string(line)
  }

  /// The error `configuration: <reason>`, for a configuration the core refused.
  static func configuration(_ reason: String) -> ScenarioError {
    var text = MessageText("configuration: ")
    text.append(string: reason)
    return ScenarioError(text)
  }

  /// Appends `bytes` to `line` with the C0 controls, DEL, U+0085, U+2028 and U+2029
  /// escaped (`\n`, `\r`, `\t`, otherwise `\u{X}`).
  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // The scalars to escape: C0 controls, DEL, and U+0085, U+2028, U+2029 (the only
      // multi-byte ones, C2 85 and E2 80 A8/A9 in UTF-8).
      var escaped: UInt32?
      var length = 1
      if byte < 0x20 || byte == 0x7F {
        escaped = UInt32(byte)
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
        escaped = 0x85
        length = 2
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        escaped = bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029
        length = 3
      }
      switch escaped {
      case nil: line.append(byte)
      case 0x0A: line.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: line.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: line.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case let value?:
        // \u{X}: hexadecimal without leading zeros.
        line.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "{")])
        var started = false
        var shift: UInt32 = 16
        while true {
          let digit = (value >> shift) & 0xF
          if digit != 0 || started || shift == 0 {
            line.append(hexDigit(digit))
            started = true
          }
          if shift == 0 { break }
          shift -= 4
        }
        line.append(UInt8(ascii: "}"))
      }
      index += length
    }
  }

  /// The message.
  public var description: String { message }
}
