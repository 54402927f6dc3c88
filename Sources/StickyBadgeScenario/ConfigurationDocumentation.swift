import StickyBadge

// Documentation only: not compiled into the WebAssembly build, which never writes it.
#if !hasFeature(Embedded)

  /// The README's configuration tables, written from the configuration tables (``KnobTable``)
  /// so that the documentation cannot drift from the schema; a test compares them with the
  /// READMEs.
  public enum ConfigurationDocumentation {
    /// The Swift and JSON table: a line per property (a spring or colour whole), with its
    /// kind, unit, valid range, default (read from `defaults`) and meaning.
    public static func propertyTable<Table: KnobTable>(defaults: Table) -> String {
      let rows = KnobRow.rows(of: Table.self)
      let values = KnobRow.values(of: defaults)
      var lines = [
        "| Property | Kind | Unit | Valid | Default | Meaning |",
        "| --- | --- | --- | --- | --- | --- |",
      ]
      var index = 0
      while index < rows.count {
        let row = rows[index]
        let path = row.isNested ? row.group + "." + row.member : row.group
        let valid: String
        switch row.kind {
        case .spring:
          valid =
            "stiffness \(range(Table.self, index)), damping \(range(Table.self, index + 1))"
        case .color: valid = "each component \(range(Table.self, index))"
        case .boolean: valid = "`true`, `false`"
        case .choice: valid = row.choices.map { "`.\($0)`" }.joined(separator: ", ")
        default: valid = range(Table.self, index)
        }
        let value = ConfigurationCoding.swiftValue(values, index, row)
        let shown = row.kind == .color ? ConfigurationCoding.hex(colorOf(values, index)) : value
        var unit = text(Table.knobField(.unit, ofKnob: index))
        if row.kind == .spring { unit += ", " + text(Table.knobField(.unit, ofKnob: index + 1)) }
        lines.append(
          "| `\(path)` | \(kindName(row.kind)) | \(unit) | \(valid) | `\(shown)` | \(summary(Table.self, index)) |"
        )
        index += row.kind.rowCount
      }
      return lines.joined(separator: "\n")
    }

    /// The web package's table: a line per value of the configuration buffer (the names
    /// `configuration` takes), with its kind, unit, valid range, tuning range (a spring's:
    /// its duration or bounce slider, named) and default.
    public static func knobTable<Table: KnobTable>(defaults: Table) -> String {
      let rows = KnobRow.rows(of: Table.self)
      var lines = [
        "| Name | Kind | Unit | Valid | Slider | Default |",
        "| --- | --- | --- | --- | --- | --- |",
      ]
      for index in 0..<rows.count {
        let path = text(Table.knobField(.path, ofKnob: index))
        var kind = kindName(rows[index].kind)
        if rows[index].kind == .choice {
          kind +=
            ": " + rows[index].choices.enumerated().map { "\($0) `\($1)`" }.joined(separator: ", ")
        }
        var slider =
          "\(decimal(Table.knobNumber(.tuningMinimum, ofKnob: index))) … \(decimal(Table.knobNumber(.tuningMaximum, ofKnob: index))), step \(decimal(Table.knobNumber(.tuningStep, ofKnob: index)))"
        // A spring's row: the panel's duration or bounce slider, named by its label.
        if rows[index].kind == .spring {
          slider = text(Table.knobField(.label, ofKnob: index)) + ": " + slider
        }
        lines.append(
          "| `\(path)` | \(kind) | \(text(Table.knobField(.unit, ofKnob: index))) | \(range(Table.self, index)) | \(slider) | \(decimal(defaults.knob(index))) |"
        )
      }
      return lines.joined(separator: "\n")
    }

    static func kindName(_ kind: KnobRow.Kind) -> String {
      switch kind {
      case .number: "number"
      case .integer: "integer"
      case .boolean: "Boolean"
      case .choice: "choice"
      case .spring: "spring"
      case .color: "colour"
      }
    }

    static func range<Table: KnobTable>(_ table: Table.Type, _ index: Int) -> String {
      "\(decimal(Table.knobNumber(.minimum, ofKnob: index))) … \(decimal(Table.knobNumber(.maximum, ofKnob: index)))"
    }

    static func decimal(_ value: Double) -> String { NumberFormatting.decimal(value) }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
      UTF8Bytes.string(Array(bytes))
    }

    static func colorOf(_ values: [Double], _ index: Int) -> BadgeColor {
      BadgeColor(
        red: values[index], green: values[index + 1], blue: values[index + 2],
        alpha: values[index + 3])
    }

    /// Line `index` of the table's summaries.
    static func summary<Table: KnobTable>(_ table: Table.Type, _ index: Int) -> String {
      let lines = text(
        UnsafeBufferPointer(
          start: Table.knobSummaries.utf8Start, count: Table.knobSummaries.utf8CodeUnitCount)
      ).split(separator: "\n", omittingEmptySubsequences: false)
      return index < lines.count ? String(lines[index]) : ""
    }

    /// How many summary lines the table has.
    static func summaryCount<Table: KnobTable>(_ table: Table.Type) -> Int {
      text(
        UnsafeBufferPointer(
          start: Table.knobSummaries.utf8Start, count: Table.knobSummaries.utf8CodeUnitCount)
      ).split(separator: "\n", omittingEmptySubsequences: false).count
    }
  }
#endif
