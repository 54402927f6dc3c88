@_spi(Hosting) import StickyBadge

// Documentation only: not compiled into the WebAssembly build, which never writes it.
#if !hasFeature(Embedded)

  /// The configuration reference (`Docs/Configuration.md`) and the web package's TypeScript
  /// declarations of the knobs, written from the configuration tables (``KnobTable``) so
  /// that they cannot drift from the schema: `stickybadge knobs` prints them, and a
  /// test compares them with the files.
  public enum ConfigurationDocumentation {
    /// `Docs/Configuration.md`: every knob of both configurations, with its kind, unit,
    /// valid range, default and meaning, and the names the web package takes.
    public static func reference() -> String {
      """
      # Configuration reference

      <!-- Written by `stickybadge knobs --write` from the configuration tables in
      Sources/StickyBadge; `stickybadge knobs --check` (scripts/test.sh) and `swift test` fail
      when it is out of date. -->

      Every knob of the sticky badge and of the stretchy circle, as Swift, JSON scenarios
      and the web package name it. Validation rejects a value outside its valid range (ends
      included) and names the knob (`validate()` throws a `ConfigurationError`); nothing is
      clamped. A dotted name is a member of a nested value: JSON writes
      `burst.particleCount` as `"burst": {"particleCount": 14}`, a spring as
      `{"duration", "bounce"}`, `{"response", "dampingRatio"}` or `{"stiffness", "damping"}`,
      a colour as `"#RRGGBB"` or `"#RRGGBBAA"`.

      The schema is written once, as a configuration table per configuration
      (`Sources/StickyBadge/Configuration/StickyBadgeConfiguration+Knobs.swift` and
      `Sources/StickyBadge/StretchyCircle/StretchyCircleConfiguration+Knobs.swift`): a row
      (`ConfigurationKnob`) per stored number with its path, kind, unit, label, valid range,
      the playground slider's range and step, a one-line summary, where its effect shows
      (`KnobEffect`: the outline, the phase, the motion home, the burst, the label, the touch
      or the colours; a test sets each row to a value other than its default and fails when
      what it names does not change) and the closure that reads and sets it; the default is
      the property's own, read from the default configuration.
      A spring is stored, validated and exchanged as its stiffness and damping rows (so the
      buffer and JSON round-trip exactly), while its two rows' labels and slider ranges are
      the panel's duration and bounce sliders, which convert through the core's `Spring`.
      `validate()`, JSON reading and writing, the Swift source that "Copy Swift" writes, the
      wasm modules' configuration buffer (`sb_config_table`: each value's name and valid
      range), the web package's tuning fields (`Web/package/src/tuning-fields.js`: kind,
      unit, label, choices and slider, which the wasm modules do not carry), its TypeScript
      declaration, the tables below and the one in `Web/package/README.md`, the fuzzers'
      configurations and dictionary all follow from it.

      ## Adding a knob

      1. Declare its stored property, with a doc comment and its default as its initial value,
         in its configuration (`StickyBadgeConfiguration`, the `BurstConfiguration` it holds,
         or `StretchyCircleConfiguration`). A configuration has one initializer, `init()`,
         which takes no knob: a host sets a knob by assigning its property.
      2. Add its row to the table, in declaration order
         (`Sources/StickyBadge/Configuration/StickyBadgeConfiguration+Knobs.swift` or
         `Sources/StickyBadge/StretchyCircle/StretchyCircleConfiguration+Knobs.swift`).
      3. Run `swift run stickybadge-knobs --write`: it rewrites every file and block written
         from the tables (`swift run stickybadge-knobs --help` lists them) and builds neither
         the renderer nor cairo (`stickybadge knobs` is the same command in the full tool).

      `swift test` fails while a stored property has no row (`ConfigurationTableTests`),
      `stickybadge-knobs --check` fails, naming the file, while a file written from the
      tables is out of date, and `scripts/check-docs.sh` fails when a file, type or command
      these steps name no longer exists, or when a configuration declares a property without
      its default or an initializer that takes a knob.

      ## The sticky badge: `StickyBadgeConfiguration`

      Swift: `var configuration = StickyBadgeConfiguration()`, then set a property
      (`configuration.snapDistance = 120`); JSON: the scenario's `"configuration"` object.

      \(propertyTable(defaults: StickyBadgeConfiguration()))

      ## The stretchy circle: `StretchyCircleConfiguration`

      JSON: the `"configuration"` object of a scenario whose subject is `"stretchyCircle"`.

      \(propertyTable(defaults: StretchyCircleConfiguration()))

      ## The web package's knobs

      `<sticky-badge configuration='{"snapDistance": 120}'>`, `attachStickyBadge(element,
      { configuration })` and `setConfiguration` take a value per row of the badge's table,
      by name: a spring as its stiffness and damping, a colour as its four components, a
      Boolean as 0 or 1, a choice as the index of its case. The slider is the playground's
      tuning range (a spring's: its duration or bounce).

      \(knobTable(defaults: StickyBadgeConfiguration()))

      """
    }

    /// The web package's TypeScript declaration of the knobs (`Web/package/index.d.ts`): a
    /// property per row of the badge's table, documented with its summary, unit, valid range
    /// and default.
    public static func typeScriptDeclaration() -> String {
      var lines = [
        "/** Configuration knob values by name (Docs/Configuration.md); unspecified knobs keep the",
        " * core's defaults. Written from the core's table by `stickybadge knobs --write`. */",
        "export interface StickyBadgeConfiguration {",
      ]
      let defaults = StickyBadgeConfiguration()
      for knob in StickyBadgeConfiguration.knobs {
        let path = text(knob.path)
        let name = path.contains(".") ? "\"\(path)\"" : path
        let unit = knob.unit.utf8CodeUnitCount > 0 ? " " + text(knob.unit) : ""
        var kind = ""
        switch knob.kind {
        case .boolean: kind = " 0 or 1."
        case .choice:
          kind =
            " "
            + text(knob.choices).split(separator: ",").enumerated().map { "\($0) \($1)" }
            .joined(separator: ", ") + "."
        case .number, .integer, .spring, .color: break
        }
        lines.append(
          "  /** \(text(knob.summary))\(kind) \(range(knob.valid))\(unit), default \(decimal(knob.get(defaults))). */"
        )
        lines.append("  \(name)?: number;")
      }
      lines.append("}")
      return lines.joined(separator: "\n")
    }

    /// The web package's tuning fields (`Web/package/src/tuning-fields.js`): a line per value
    /// of the configuration buffer, in buffer order (the badge's rows, then the stretchy
    /// blob's), with what a tuning panel shows and the WebAssembly module does not carry:
    /// `label|kind|unit|choices|tuningMinimum|tuningMaximum|step`. `readConfigurationTable`
    /// joins line `i` to the module's value `i` (its name and valid range). Text in a template
    /// literal: no field holds a backtick, a backslash or a dollar sign (a test checks).
    public static func tuningFieldsJavaScript() -> String {
      var lines: [String] = []
      func append<Table: KnobTable>(_ table: Table.Type) {
        for knob in Table.knobs {
          lines.append(
            [
              text(knob.label), text(knob.kind.name), text(knob.unit), text(knob.choices),
              decimal(knob.slider.lowerBound), decimal(knob.slider.upperBound), decimal(knob.step),
            ].joined(separator: "|"))
        }
      }
      append(StickyBadgeConfiguration.self)
      append(StretchyCircleConfiguration.self)
      return """
        // Written by `stickybadge knobs --write` from the core's configuration tables; `stickybadge
        // knobs --check` fails when it is out of date. What a tuning panel shows of each knob and the wasm
        // module does not carry: a line per value of the configuration buffer, in buffer order,
        // label|kind|unit|choices|tuningMinimum|tuningMaximum|step (readConfigurationTable joins
        // line i to the module's value i, its name and valid range).
        export const tuningFields = `\(lines.joined(separator: "\n"))`;
        """
    }

    /// The Swift and JSON table: a line per property (a spring or colour whole), with its
    /// kind, unit, valid range, default (read from `defaults`) and meaning.
    @_spi(Hosting) public static func propertyTable<Table: KnobTable>(defaults: Table) -> String {
      let knobs = Table.knobs
      let rows = KnobRow.rows(of: Table.self)
      let values = KnobRow.values(of: defaults)
      var lines = [
        "| Property | Kind | Unit | Valid | Default | Shows in | Meaning |",
        "| --- | --- | --- | --- | --- | --- | --- |",
      ]
      var index = 0
      while index < rows.count {
        let row = rows[index]
        let knob = knobs[index]
        let path = row.isNested ? row.group + "." + row.member : row.group
        let valid: String
        var unit = text(knob.unit)
        switch row.kind {
        case .spring:
          valid =
            "stiffness \(range(knob.valid)), damping \(range(knobs[index + 1].valid)); JSON duration \(range(Spring.writtenDurations)) s, bounce \(range(Spring.writtenBounces))"
          unit += ", " + text(knobs[index + 1].unit)
        case .color: valid = "each component \(range(knob.valid))"
        case .boolean: valid = "`true`, `false`"
        case .choice: valid = row.choices.map { "`.\($0)`" }.joined(separator: ", ")
        case .number, .integer: valid = range(knob.valid)
        }
        let value = ConfigurationCoding.swiftValue(values, index, row)
        let shown = row.kind == .color ? ConfigurationCoding.hex(colorOf(values, index)) : value
        lines.append(
          "| `\(path)` | \(kindName(row.kind)) | \(unit) | \(valid) | `\(shown)` | \(text(knob.effect.name)) | \(text(knob.summary)) |"
        )
        index += row.kind.rowCount
      }
      return lines.joined(separator: "\n")
    }

    /// The web package's table: a line per value of the configuration buffer (the names
    /// `configuration` takes), with its kind, unit, valid range, tuning range (a spring's:
    /// its duration or bounce slider, named) and default.
    @_spi(Hosting) public static func knobTable<Table: KnobTable>(defaults: Table) -> String {
      var lines = [
        "| Name | Kind | Unit | Valid | Slider | Default |",
        "| --- | --- | --- | --- | --- | --- |",
      ]
      for (index, row) in KnobRow.rows(of: Table.self).enumerated() {
        let knob = Table.knobs[index]
        var kind = kindName(row.kind)
        if row.kind == .choice {
          kind += ": " + row.choices.enumerated().map { "\($0) `\($1)`" }.joined(separator: ", ")
        }
        var slider = "\(range(knob.slider)), step \(decimal(knob.step))"
        // A spring's row: the panel's duration or bounce slider, named by its label.
        if row.kind == .spring { slider = text(knob.label) + ": " + slider }
        lines.append(
          "| `\(text(knob.path))` | \(kind) | \(text(knob.unit)) | \(range(knob.valid)) | \(slider) | \(decimal(knob.get(defaults))) |"
        )
      }
      return lines.joined(separator: "\n")
    }

    static func kindName(_ kind: KnobKind) -> String {
      switch kind {
      case .number: "number"
      case .integer: "integer"
      case .boolean: "Boolean"
      case .choice: "choice"
      case .spring: "spring"
      case .color: "colour"
      }
    }

    static func range(_ range: ClosedRange<Double>) -> String {
      "\(decimal(range.lowerBound)) … \(decimal(range.upperBound))"
    }

    static func decimal(_ value: Double) -> String { NumberFormatting.decimal(value) }

    static func text(_ text: StaticString) -> String {
      UTF8Bytes.string(
        Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)))
    }

    static func colorOf(_ values: [Double], _ index: Int) -> BadgeColor {
      BadgeColor(
        red: values[index], green: values[index + 1], blue: values[index + 2],
        alpha: values[index + 3])
    }
  }
#endif
