/// An error message assembled as UTF-8 bytes and turned into a `String` once.
///
/// This is code shaped for WebAssembly size, not the plainest way to write a message:
/// joining `String`s (`+`, `append`, interpolation) would do, but it brings the standard
/// library's string-joining code, about 25 KB, into each Embedded Swift module that joins,
/// and the package's module would not fit its budget (scripts/budgets.txt). It is kept for
/// that reason alone, in one place: the core's messages and the scenario layer's are built
/// here, so the web modules need only the decoding of finished text.
package struct MessageText {
  /// The text so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// Starts with `literal`.
  package init(_ literal: StaticString = "") { append(literal) }

  /// Appends a literal.
  package mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends bytes (valid UTF-8).
  mutating func append(bytes text: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: text)
  }

  /// Appends text.
  package mutating func append(string text: String) {
    UTF8Bytes.withBytes(of: text) { bytes.append(contentsOf: $0) }
  }

  /// Appends a number as ``NumberFormatting/decimal(_:fractionDigits:)`` writes it.
  package mutating func append(_ value: Double) {
    NumberFormatting.append(value, to: &bytes)
  }

  /// Appends a number as ``NumberFormatting/written(_:)`` writes it.
  package mutating func append(written value: Double) {
    NumberFormatting.writeWritten(value) { bytes.append($0) }
  }

  /// Appends a non-negative integer in decimal.
  package mutating func append(integer value: UInt64) {
    NumberFormatting.writeInteger(value) { bytes.append($0) }
  }

  /// Appends another message's text.
  package mutating func append(_ other: MessageText) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends one ASCII character.
  package mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// The text as a `String` (every piece appended is valid UTF-8).
  package var string: String { UTF8Bytes.string(bytes) }

  /// The text as a `String`, when every piece appended is ASCII (``UTF8Bytes/string(ascii:)``).
  package var asciiString: String { UTF8Bytes.string(ascii: bytes) }
}
