@_spi(Hosting) import StickyBadge

/// Typed reading of a JSON value that remembers where it is, so every error names
/// the offending key (`configuration.burst.particleCount: ...`).
public struct JSONField: Sendable {
  /// The value.
  public let value: JSONValue
  /// Where it is, e.g. `touches[2].location`.
  public let path: String

  /// Wraps a value found at `path`.
  public init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// An error about this field.
  public func error(_ message: String) -> ScenarioError {
    var text = self.message()
    text.append(string: message)
    return ScenarioError(text)
  }

  /// The start of a message about this field: its path and `: ` (nothing at the root),
  /// then `literal`. Messages are built as bytes (see ``UTF8Text``).
  func message(_ literal: StaticString = "") -> MessageText {
    var text = MessageText()
    if !path.isEmpty {
      text.append(string: path)
      text.append(": ")
    }
    text.append(literal)
    return text
  }

  /// The error `expected …, got <the value's JSON type>` about this field.
  func mismatch(_ expected: StaticString) -> ScenarioError {
    var text = message(expected)
    text.append(", got ")
    text.append(string: value.typeName)
    return ScenarioError(text)
  }

  /// The error `<path>.<key>: missing`, followed by ` (explanation)` when there is one.
  func missing(_ key: String, _ explanation: StaticString = "") -> ScenarioError {
    var text = child(key).message("missing")
    if explanation.utf8CodeUnitCount > 0 {
      text.append(" (")
      text.append(explanation)
      text.append(")")
    }
    return ScenarioError(text)
  }

  /// Appends `names` separated by `, `.
  static func appendList(_ names: [String], to text: inout MessageText) {
    for (index, name) in names.enumerated() {
      if index > 0 { text.append(", ") }
      text.append(string: name)
    }
  }

  /// The members of an object, after checking that every key is one of `allowed`.
  public func members(allowed: [String]) throws(ScenarioError) -> [JSONMember] {
    guard case .object(let members) = value else {
      throw mismatch("expected an object")
    }
    for member in members where !allowed.contains(where: { UTF8Text.equal($0, member.key) }) {
      var text = child(member.key).message("unknown key (expected one of: ")
      JSONField.appendList(allowed, to: &text)
      text.append(")")
      throw ScenarioError(text)
    }
    return members
  }

  /// The field for `key` below this one; a key longer than ``echoedKeyLength`` characters
  /// is shortened in the path (`aaaa…`), so an error about it stays a readable line.
  public func child(_ key: String) -> JSONField {
    var text = MessageText()
    if !path.isEmpty {
      text.append(string: path)
      text.append(".")
    }
    UTF8Bytes.withBytes(of: key) { bytes in
      // A character starts at every byte that is not a UTF-8 continuation byte.
      var characters = 0
      for byte in bytes {
        if byte & 0xC0 != 0x80 {
          characters += 1
          if characters > JSONField.echoedKeyLength {
            text.append("…")
            return
          }
        }
        text.append(ascii: byte)
      }
    }
    return JSONField(.null, path: text.string)
  }

  /// The most characters of a key that error messages repeat.
  public static let echoedKeyLength = 64

  /// A finite number within `range`.
  public func number(in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
    guard case .number(let number) = value else {
      throw mismatch("expected a number")
    }
    guard number.isFinite else { throw ScenarioError(message("must be finite")) }
    guard range.contains(number) else {
      var text = message("must be between ")
      text.append(range.lowerBound)
      text.append(" and ")
      text.append(range.upperBound)
      text.append(", got ")
      text.append(written: number)
      throw ScenarioError(text)
    }
    return number
  }

  /// A whole number within `range`.
  public func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
    guard number.rounded() == number else {
      throw ScenarioError(message("expected a whole number"))
    }
    return Int(number)
  }

  /// A boolean.
  public func bool() throws(ScenarioError) -> Bool {
    guard case .bool(let flag) = value else {
      throw mismatch("expected true or false")
    }
    return flag
  }

  /// A string.
  public func string() throws(ScenarioError) -> String {
    guard case .string(let string) = value else {
      throw mismatch("expected a string")
    }
    return string
  }

  /// A point written `[x, y]` with both coordinates within `range`.
  public func point(in range: ClosedRange<Double>) throws(ScenarioError) -> Point {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw mismatch("expected an array of two numbers [x, y]")
    }
    let x = try element(0, of: elements).number(in: range)
    let y = try element(1, of: elements).number(in: range)
    return Point(x: x, y: y)
  }

  /// The field of `elements[index]`, an array element of this field (`path[index]`).
  func element(_ index: Int, of elements: [JSONValue]) -> JSONField {
    var text = MessageText()
    text.append(string: path)
    text.append("[")
    text.append(integer: UInt64(index))
    text.append("]")
    return JSONField(elements[index], path: text.string)
  }

  /// One of an enumeration's raw values.
  public func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(ScenarioError) -> T
  where T.RawValue == String {
    let cases = Array(T.allCases)
    var names: [String] = []
    for value in cases { names.append(value.rawValue) }
    return cases[try choice(among: names)]
  }

  /// The index in `names` of this string (compared by bytes, as keys are:
  /// `init(rawValue:)` would compare with Unicode equivalence); not generic, so it is
  /// compiled once rather than once per enumeration.
  func choice(among names: [String]) throws(ScenarioError) -> Int {
    let text = try string()
    guard let index = names.firstIndex(where: { UTF8Text.equal($0, text) }) else {
      var message = self.message("unknown value \"")
      message.append(string: text)
      message.append("\" (expected one of: ")
      JSONField.appendList(names, to: &message)
      message.append(")")
      throw ScenarioError(message)
    }
    return index
  }
}

extension JSONMember {
  /// The member's value as a field below `parent`.
  func field(in parent: JSONField) -> JSONField {
    JSONField(value, path: parent.child(key).path)
  }
}
