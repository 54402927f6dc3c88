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
    var length = 0
    var firstControl: (scalar: UInt32, position: Int)?
    for scalar in text.unicodeScalars {
      length += 1
      if firstControl == nil && isControl(scalar.value) {
        firstControl = (scalar.value, length)
      }
    }
    if length > maximumLength { throw .tooLong(length: length, limit: maximumLength) }
    if let firstControl {
      throw .controlCharacter(scalar: firstControl.scalar, position: firstControl.position)
    }
  }

  /// Whether the scalar `value` is one the rule refuses.
  public static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0xFFFE || value == 0xFFFF
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
    switch self {
    case .tooLong(let length, let limit):
      return "text too long (\(length) characters, limit \(limit))"
    case .controlCharacter(let scalar, let position):
      let digits: [Character] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
      ]
      var code = ""
      for shift in [12, 8, 4, 0] { code.append(digits[Int((scalar >> UInt32(shift)) & 0xF)]) }
      return
        "text contains the control character U+\(code) at character \(position) (labels must be printable)"
    }
  }
}
