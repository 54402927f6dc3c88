/// A `String`'s UTF-8 bytes and back, the one way every layer of the package does it.
///
/// Native strings are contiguous UTF-8, and Embedded Swift has no other kind; only bridged
/// Objective-C strings are not. Iterating `utf8` or calling `withUTF8` would bring the code
/// for foreign strings into the WebAssembly build, and joining strings the standard
/// library's general joining code; these helpers need neither.
package enum UTF8Bytes {
  /// Calls `body` with the UTF-8 bytes of `text` (natively also for a bridged string, from
  /// a copy; Embedded Swift has none).
  package static func withBytes(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
    #if !hasFeature(Embedded)
      Array(text.utf8).withUnsafeBufferPointer(body)
    #endif
  }

  /// The string of `bytes`, which the callers build from valid UTF-8 and whole scalars only.
  ///
  /// In Embedded Swift validated rather than decoded with repair (repairing would bring the
  /// joining code in); for valid bytes both give the same text. Natively decoded:
  /// `String(validating:as:)` needs iOS 18 or macOS 15.
  package static func string(_ bytes: [UInt8]) -> String {
    #if hasFeature(Embedded)
      String(validating: bytes, as: UTF8.self) ?? ""
    #else
      String(decoding: bytes, as: UTF8.self)
    #endif
  }

  /// The string of `bytes`, which the callers build from ASCII only.
  ///
  /// Decoded as ASCII, which needs none of UTF-8's validation: a WebAssembly module whose
  /// only text from bytes is ASCII (the package module: configuration problems) is then
  /// about 500 bytes smaller. A non-ASCII byte would read as U+FFFD.
  package static func string(ascii bytes: [UInt8]) -> String {
    String(decoding: bytes, as: Unicode.ASCII.self)
  }
}
