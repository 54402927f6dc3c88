@_spi(Hosting) import StickyBadge

/// A row of a configuration table (``KnobTable``) as the JSON and Swift-source writers and
/// readers use it: its path split into the JSON key and member, its kind and its choices.
struct KnobRow {
  /// The path's first component: the JSON key at the top level (`burst`, `returnSpring`).
  var group: String
  /// The rest of a nested path (`particleCount` of `burst.particleCount`), else the group.
  var member: String
  /// What the row holds.
  var kind: KnobKind
  /// A choice's cases, in order.
  var choices: [String]
  /// The valid values (``ConfigurationKnob/valid``).
  var valid: ClosedRange<Double>

  /// Whether the row is a member of a nested object (a dotted path that is not part of a
  /// spring or a colour, which are written whole).
  var isNested: Bool { kind != .spring && kind != .color && !UTF8Text.equal(group, member) }

  /// Every row of `table`; a spring's and a colour's later rows keep their kind
  /// but are reached through their first row.
  static func rows<Table: KnobTable>(of table: Table.Type) -> [KnobRow] {
    Table.knobs.map {
      KnobRow(
        path: $0.path, kind: $0.kind, choices: $0.choices, valid: $0.valid)
    }
  }

  /// The values of every row of `configuration`'s table, in order.
  static func values<Table: KnobTable>(of configuration: Table) -> [Double] {
    Table.knobs.map { $0.get(configuration) }
  }

  /// Sets every row of `configuration` from `values`.
  static func set<Table: KnobTable>(_ values: [Double], of configuration: inout Table) {
    for (index, knob) in Table.knobs.enumerated() { knob.set(&configuration, values[index]) }
  }

  /// The row of a table's path, kind, choices and ranges (not generic: compiled once for
  /// every table).
  init(
    path: StaticString, kind: KnobKind, choices: StaticString, valid: ClosedRange<Double>
  ) {
    let path = Array(UnsafeBufferPointer(start: path.utf8Start, count: path.utf8CodeUnitCount))
    let dot = path.firstIndex(of: UInt8(ascii: "."))
    group = UTF8Bytes.string(Array(path[..<(dot ?? path.count)]))
    member = dot.map { UTF8Bytes.string(Array(path[($0 + 1)...])) } ?? group
    self.kind = kind
    self.valid = valid
    self.choices = []
    var choice: [UInt8] = []
    let choiceText = UnsafeBufferPointer(start: choices.utf8Start, count: choices.utf8CodeUnitCount)
    for position in 0...choiceText.count {
      if position < choiceText.count && choiceText[position] != UInt8(ascii: ",") {
        choice.append(choiceText[position])
      } else if !choice.isEmpty {
        self.choices.append(UTF8Bytes.string(choice))
        choice = []
      }
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
}
