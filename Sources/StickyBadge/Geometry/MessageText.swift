/// An error message assembled as UTF-8 bytes and turned into a `String` once.
///
/// Joining `String`s (`+`, `append`, interpolation) brings the standard library's general
/// string-joining code, about 25 KB of WebAssembly, into an Embedded Swift module; the
/// core's messages are built here instead, so the web playground's core module needs only
/// the decoding of finished text.
struct MessageText {
  /// The text so far.
  private var bytes: [UInt8] = []

  /// Starts with `literal`.
  init(_ literal: StaticString = "") { append(literal) }

  /// Appends a literal.
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends bytes (valid UTF-8).
  mutating func append(bytes text: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: text)
  }

  /// Appends text.
  mutating func append(string text: String) {
    // Copies the contiguous UTF-8 storage; iterating `utf8` or `withUTF8` would bring in
    // code for foreign strings, which only exist as bridged Objective-C strings.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    #if !hasFeature(Embedded)
      if copied == nil { bytes.append(contentsOf: text.utf8) }
    #endif
  }

  /// Appends a number as ``NumberFormatting/decimal(_:fractionDigits:)`` writes it.
  mutating func append(_ value: Double) {
    NumberFormatting.append(value, to: &bytes)
  }

  /// Appends a number as ``NumberFormatting/written(_:)`` writes it.
  mutating func append(written value: Double) {
    NumberFormatting.writeWritten(value) { bytes.append($0) }
  }

  /// Appends a non-negative integer in decimal.
  mutating func append(integer value: UInt64) {
    NumberFormatting.writeInteger(value) { bytes.append($0) }
  }

  /// Appends one ASCII character.
  mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// The text as a `String`.
  ///
  /// In Embedded Swift validated rather than decoded with repair (repairing would bring
  /// the joining code back); every piece appended is valid UTF-8, so both give the same
  /// text. Natively decoded: `String(validating:as:)` needs iOS 18 or macOS 15.
  var string: String {
    #if hasFeature(Embedded)
      String(validating: bytes, as: UTF8.self) ?? ""
    #else
      String(decoding: bytes, as: UTF8.self)
    #endif
  }
}
