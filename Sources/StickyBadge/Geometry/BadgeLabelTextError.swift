/// Why a label breaks the ``BadgeLabelText`` rule.
@_spi(Hosting) public enum BadgeLabelTextError: Error, Hashable, Sendable, CustomStringConvertible {
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
