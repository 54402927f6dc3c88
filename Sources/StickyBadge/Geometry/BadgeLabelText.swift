/// The rule for a badge's label text, applied by every host before it draws a label: the
/// command-line tool (SVG, PNG and GIF), scenario files and the web playground.
///
/// A label is at most ``maximumLength`` characters (Unicode scalars, counted as
/// ``BadgeShape/init(center:radius:text:)`` counts them) and contains no control
/// characters: none of U+0000–U+001F (tab and newline included: a label is one line),
/// U+007F–U+009F, nor the noncharacters U+FFFE and U+FFFF. Such characters have no glyph,
/// and XML (SVG) cannot contain most of them. Text that breaks the rule is refused with a
/// ``BadgeLabelTextError``, never silently altered, so what is drawn is what was asked for.
public enum BadgeLabelText {
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

/// Why a label breaks the ``BadgeLabelText`` rule.
public enum BadgeLabelTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The label has `length` characters, more than `limit`.
  case tooLong(length: Int, limit: Int)
  /// The label contains the control character `scalar` at `position` (1 for the first).
  case controlCharacter(scalar: UInt32, position: Int)

  /// A one-line description, e.g. `text too long (80 characters, limit 64)`.
  public var description: String {
    var text = MessageText()
    switch self {
    case .tooLong(let length, let limit):
      text.append("text too long (")
      text.append(integer: UInt64(length))
      text.append(" characters, limit ")
      text.append(integer: UInt64(limit))
      text.append(")")
    case .controlCharacter(let scalar, let position):
      text.append("text contains the control character U+")
      for shift: UInt32 in [12, 8, 4, 0] {
        let digit = UInt8((scalar >> shift) & 0xF)
        text.append(ascii: digit < 10 ? 48 + digit : 55 + digit)
      }
      text.append(" at character ")
      text.append(integer: UInt64(position))
      text.append(" (labels must be printable)")
    }
    return text.string
  }
}
