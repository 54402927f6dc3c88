import StickyBadge

/// A row of a configuration table (``KnobTable``) as the JSON and Swift-source writers and
/// readers use it: its path split into the JSON key and member, its kind and its choices.
struct KnobRow {
  /// What a row holds, from the table's kind column.
  enum Kind {
    /// A number.
    case number
    /// A whole number.
    case integer
    /// 0 or 1.
    case boolean
    /// The index of one of ``KnobRow/choices``.
    case choice
    /// The first of a spring's two rows (stiffness, damping).
    case spring
    /// The first of a colour's four rows (red, green, blue, alpha).
    case color

    /// How many rows one value of this kind takes.
    var rowCount: Int {
      switch self {
      case .spring: 2
      case .color: 4
      default: 1
      }
    }
  }

  /// The path's first component: the JSON key at the top level (`burst`, `returnSpring`).
  var group: String
  /// The rest of a nested path (`particleCount` of `burst.particleCount`), else the group.
  var member: String
  /// What the row holds.
  var kind: Kind
  /// A choice's cases, in order.
  var choices: [String]
  /// The smallest and largest valid values.
  var minimum: Double
  /// The largest valid value.
  var maximum: Double

  /// Whether the row is a member of a nested object (a dotted path that is not part of a
  /// spring or a colour, which are written whole).
  var isNested: Bool { kind != .spring && kind != .color && !UTF8Text.equal(group, member) }

  /// Every row of `table`; a spring's and a colour's later rows keep their kind's name
  /// but are reached through their first row.
  static func rows<Table: KnobTable>(of table: Table.Type) -> [KnobRow] {
    rows(text: Table.knobText)
  }

  /// The values of every row of `configuration`'s table, in order.
  static func values<Table: KnobTable>(of configuration: Table) -> [Double] {
    var values = [Double](repeating: 0, count: Table.knobCount)
    values.withUnsafeMutableBufferPointer { configuration.writeKnobs(to: $0.baseAddress!) }
    return values
  }

  /// Sets every row of `configuration` from `values`.
  static func set<Table: KnobTable>(_ values: [Double], of configuration: inout Table) {
    values.withUnsafeBufferPointer { configuration.readKnobs(from: $0.baseAddress!) }
  }

  /// The rows of a table's text (not generic: compiled once for every table).
  @inline(never)
  static func rows(text: StaticString) -> [KnobRow] {
    var rows: [KnobRow] = []
    for index in 0..<KnobText.lineCount(text) {
      func field(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        KnobText.field(number, ofLine: index, in: text)
      }
      let path = Array(field(0))
      let dot = path.firstIndex(of: UInt8(ascii: "."))
      let group = UTF8Bytes.string(Array(path[..<(dot ?? path.count)]))
      let member = dot.map { UTF8Bytes.string(Array(path[($0 + 1)...])) } ?? group
      var choices: [String] = []
      var choice: [UInt8] = []
      let choiceText = field(4)
      for position in 0...choiceText.count {
        if position < choiceText.count && choiceText[position] != UInt8(ascii: ",") {
          choice.append(choiceText[position])
        } else if !choice.isEmpty {
          choices.append(UTF8Bytes.string(choice))
          choice = []
        }
      }
      rows.append(
        KnobRow(
          group: group, member: member, kind: kind(field(1)), choices: choices,
          minimum: KnobText.number(field(KnobField.minimum.rawValue)),
          maximum: KnobText.number(field(KnobField.maximum.rawValue))))
    }
    return rows
  }

  /// The kind named by `text` (the table's second column; an unknown name is a number,
  /// which the table tests rule out).
  static func kind(_ text: UnsafeBufferPointer<UInt8>) -> Kind {
    switch text.first {
    case UInt8(ascii: "i"): .integer
    case UInt8(ascii: "b"): .boolean
    case UInt8(ascii: "c"): text.count == 6 ? .choice : .color
    case UInt8(ascii: "s"): .spring
    default: .number
    }
  }

  /// The choice at index `value` (clamped to the choices).
  func choice(_ value: Double) -> String {
    guard !choices.isEmpty, value.isFinite else { return "" }
    return choices[Swift.max(0, Swift.min(choices.count - 1, Int(value.rounded())))]
  }

  /// `value` as an integer, 0 when it does not fit (only for values validation rejects).
  static func integer(_ value: Double) -> Int {
    value.isFinite && abs(value) < 9_007_199_254_740_992 ? Int(value) : 0
  }

  /// The Swift type of a nested group: `burst` is a `BurstConfiguration`.
  static func typeName(ofGroup group: String) -> String {
    var bytes = UTF8Text.bytes(of: group)
    if let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      bytes[0] = first - 32
    }
    return UTF8Bytes.string(bytes) + "Configuration"
  }
}
