import StickyBadge

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
  @inline(never) public func error(_ message: String) -> ScenarioError {
    ScenarioError(path.isEmpty ? message : "\(path): \(message)")
  }

  /// The members of an object, after checking that every key is one of `allowed`.
  @inline(never) public func members(allowed: [String]) throws(ScenarioError) -> [JSONMember] {
    guard case .object(let members) = value else {
      throw error("expected an object, got \(value.typeName)")
    }
    for member in members where !allowed.contains(where: { UTF8Text.equal($0, member.key) }) {
      throw ScenarioError(
        "\(child(member.key).path): unknown key (expected one of: \(allowed.joined(separator: ", ")))"
      )
    }
    return members
  }

  /// The field for `key` below this one; a key longer than ``echoedKeyLength`` characters
  /// is shortened in the path (`aaaa…`), so an error about it stays a readable line.
  @inline(never) public func child(_ key: String) -> JSONField {
    var shown = key
    let bytes = UTF8Text.bytes(of: key)
    // A character starts at every byte that is not a UTF-8 continuation byte.
    var characters = 0
    for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
      characters += 1
      if characters > JSONField.echoedKeyLength {
        shown = UTF8Bytes.string(Array(bytes[..<index]) + [0xE2, 0x80, 0xA6])  // "…"
        break
      }
    }
    return JSONField(.null, path: path.isEmpty ? shown : "\(path).\(shown)")
  }

  /// The most characters of a key that error messages repeat.
  public static let echoedKeyLength = 64

  /// A finite number within `range`.
  @inline(never) public func number(in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
    guard case .number(let number) = value else {
      throw error("expected a number, got \(value.typeName)")
    }
    guard number.isFinite else { throw error("must be finite") }
    guard range.contains(number) else {
      throw error(
        "must be between \(NumberFormatting.decimal(range.lowerBound)) and \(NumberFormatting.decimal(range.upperBound)), got \(NumberFormatting.written(number))"
      )
    }
    return number
  }

  /// A whole number within `range`.
  @inline(never) public func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
    guard number.rounded() == number else { throw error("expected a whole number") }
    return Int(number)
  }

  /// A boolean.
  @inline(never) public func bool() throws(ScenarioError) -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected true or false, got \(value.typeName)")
    }
    return flag
  }

  /// A string.
  @inline(never) public func string() throws(ScenarioError) -> String {
    guard case .string(let string) = value else {
      throw error("expected a string, got \(value.typeName)")
    }
    return string
  }

  /// A point written `[x, y]` with both coordinates within `range`.
  @inline(never) public func point(in range: ClosedRange<Double>) throws(ScenarioError) -> Point {
    guard case .array(let elements) = value, elements.count == 2 else {
      throw error("expected an array of two numbers [x, y], got \(value.typeName)")
    }
    let x = try JSONField(elements[0], path: "\(path)[0]").number(in: range)
    let y = try JSONField(elements[1], path: "\(path)[1]").number(in: range)
    return Point(x: x, y: y)
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
  @inline(never) func choice(among names: [String]) throws(ScenarioError) -> Int {
    let text = try string()
    guard let index = names.firstIndex(where: { UTF8Text.equal($0, text) }) else {
      throw error("unknown value \"\(text)\" (expected one of: \(names.joined(separator: ", ")))")
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
