/// The rule for a badge's label text, applied by every host before it draws a label: the
/// command-line tool (SVG, PNG and GIF), scenario files and the web playground.
///
/// A label is at most ``maximumLength`` characters (Unicode scalars, counted as
/// ``BadgeShape/init(center:radius:text:)`` counts them) and contains no control
/// characters: none of U+0000–U+001F (tab and newline included: a label is one line),
/// U+007F–U+009F, nor the noncharacters U+FFFE and U+FFFF. Such characters have no glyph,
/// and XML (SVG) cannot contain most of them. Text that breaks the rule is refused with a
/// ``BadgeLabelTextError``, never silently altered, so what is drawn is what was asked for.
@_spi(Hosting) public enum BadgeLabelText {
  /// The longest label accepted, in characters. At the largest dot radius (1000) a label of
  /// this length keeps the badge well inside the engine's size limits.
  public static let maximumLength = 64

  /// Checks `text` against the rule.
  ///
  /// - Throws: ``BadgeLabelTextError`` naming the first problem.
  public static func validate(_ text: String) throws(BadgeLabelTextError) {
    var failure: BadgeLabelTextError?
    UTF8Bytes.withBytes(of: text) { bytes in
      do throws(BadgeLabelTextError) { try validate(utf8: bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Checks the UTF-8 encoded label `bytes` against the rule (for hosts that hold bytes,
  /// such as the web page).
  ///
  /// - Throws: ``BadgeLabelTextError`` naming the first problem.
  public static func validate(utf8 bytes: UnsafeBufferPointer<UInt8>)
    throws(BadgeLabelTextError)
  {
    // Works on the UTF-8 bytes (small code in WebAssembly): a character starts at every
    // byte that is not a continuation byte; U+0080–U+009F are C2 80–C2 9F, U+FFFE/U+FFFF
    // are EF BF BE/BF.
    var length = 0
    var control: (scalar: UInt32, position: Int)?
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte & 0xC0 != 0x80 { length += 1 }
      if control == nil {
        if byte < 0x20 || byte == 0x7F {
          control = (UInt32(byte), length)
        } else if previous == 0xC2 && byte >= 0x80 && byte <= 0x9F {
          control = (UInt32(byte), length)
        } else if beforePrevious == 0xEF && previous == 0xBF && byte >= 0xBE {
          control = (0xFFC0 | UInt32(byte & 0x3F), length)
        }
      }
      beforePrevious = previous
      previous = byte
    }
    if length > maximumLength { throw .tooLong(length: length, limit: maximumLength) }
    if let control { throw .controlCharacter(scalar: control.scalar, position: control.position) }
  }
}
