import Foundation
import StickyBadge
import Testing

@testable import StickyBadgeScenario

/// The configuration tables are the one schema: every stored number is a row, and every row
/// reaches validation, JSON, Swift source, the knob buffer and the READMEs. Adding a
/// property without a row, or a row that misses one of those, fails here.
@Suite("Configuration table")
struct ConfigurationTableTests {
  /// The stored leaf properties of `value` and their values, by path.
  static func leaves(of value: Any, prefix: String = "") -> [(String, String)] {
    var leaves: [(String, String)] = []
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      let path = prefix.isEmpty ? label : "\(prefix).\(label)"
      if Mirror(reflecting: child.value).displayStyle == .struct {
        leaves += Self.leaves(of: child.value, prefix: path)
      } else {
        leaves.append((path, String(describing: child.value)))
      }
    }
    return leaves
  }

  static func paths<Table: KnobTable>(_ table: Table.Type) -> [String] {
    (0..<Table.knobCount).map {
      String(decoding: Table.knobField(.path, ofKnob: $0), as: UTF8.self)
    }
  }

  static func kind<Table: KnobTable>(_ table: Table.Type, _ index: Int) -> String {
    String(decoding: Table.knobField(.kind, ofKnob: index), as: UTF8.self)
  }

  @Test("every stored leaf property is exactly one row, in declaration order")
  func everyPropertyIsARow() {
    #expect(
      Self.paths(StickyBadgeConfiguration.self)
        == Self.leaves(of: StickyBadgeConfiguration()).map(\.0))
    #expect(StickyBadgeConfiguration.knobCount == 33)
    #expect(
      Self.paths(StretchyCircleConfiguration.self)
        == Self.leaves(of: StretchyCircleConfiguration()).map(\.0))
    #expect(StretchyCircleConfiguration.knobCount == 6)
    // Text, numbers and summaries have a line, five numbers and a line per row.
    // Every line has its ten fields, and every number reads back as the decimal written.
    for (text, count) in [
      (StickyBadgeConfiguration.knobText, 33), (StretchyCircleConfiguration.knobText, 6),
    ] {
      for line in 0..<count {
        #expect(KnobText.field(9, ofLine: line, in: text).count > 0)
        #expect(KnobText.field(10, ofLine: line, in: text).count == 0)
        for field in 5...9 {
          let written = String(
            decoding: KnobText.field(field, ofLine: line, in: text), as: UTF8.self)
          #expect(
            KnobText.number(KnobText.field(field, ofLine: line, in: text)) == Double(written),
            "\(written)")
        }
      }
    }
    #expect(ConfigurationDocumentation.summaryCount(StickyBadgeConfiguration.self) == 33)
    #expect(ConfigurationDocumentation.summaryCount(StretchyCircleConfiguration.self) == 6)
    #expect(KnobBuffer.count == 39)
    // Each kind is one of the six, and a spring's and a colour's rows are whole.
    for index in 0..<StickyBadgeConfiguration.knobCount {
      let kind = Self.kind(StickyBadgeConfiguration.self, index)
      #expect(
        ["number", "integer", "boolean", "choice", "spring", "color"].contains(kind), "\(kind)")
    }
    // The choices are the enumerations' cases, in order.
    func choices(_ index: Int) -> [String] {
      KnobRow.rows(of: StickyBadgeConfiguration.self)[index].choices
    }
    #expect(choices(2) == PullMode.allCases.map(\.rawValue))
    #expect(choices(6) == ConnectorStyle.allCases.map(\.rawValue))
    #expect(choices(14) == BurstStyle.allCases.map(\.rawValue))
    #expect(
      StickyBadgeConfiguration.knobNumber(.maximum, ofKnob: 15)
        == Double(BurstConfiguration.maximumParticleCount))
  }

  /// The defaults, with room for every perturbation below.
  static let base = StickyBadgeConfiguration(snapDistance: 300)

  /// A valid value for row `index` that differs from the current one, with at most two
  /// decimals so that it survives JSON exactly.
  static func perturbed<Table: KnobTable>(_ table: Table.Type, _ index: Int, from current: Double)
    -> Double
  {
    switch kind(Table.self, index) {
    case "boolean", "choice": return 1 - current
    case "color": return current == 0.2 ? 0.4 : 0.2  // 51/255: exact through "#RRGGBB"
    // A stored stiffness or damping, half as large again (its tuning range is the duration or
    // bounce slider's, not the row's).
    case "spring": return (current * 150).rounded() / 100
    case let kind:
      let minimum = Table.knobNumber(.tuningMinimum, ofKnob: index)
      let maximum = Table.knobNumber(.tuningMaximum, ofKnob: index)
      let value = ((minimum + 0.37 * (maximum - minimum)) * 100).rounded() / 100
      let rounded = kind == "integer" ? value.rounded() : value
      return rounded == current ? rounded + 1 : rounded
    }
  }

  /// Whether `a` equals `b`, a spring's rows within the four decimals JSON writes a spring's
  /// duration and bounce with.
  static func same<Table: KnobTable>(_ a: Table, _ b: Table) -> Bool {
    (0..<Table.knobCount).allSatisfy { index in
      kind(Table.self, index) == "spring"
        ? abs(a.knob(index) - b.knob(index)) <= 1e-3 * abs(b.knob(index))
        : a.knob(index) == b.knob(index)
    }
  }

  @Test(
    "each row, changed alone through its accessor, changes only its property, validates and survives JSON and Swift source"
  )
  func eachRowReachesEveryFace() throws {
    for index in 0..<StickyBadgeConfiguration.knobCount {
      let path = Self.paths(StickyBadgeConfiguration.self)[index]
      var changed = Self.base
      let value = Self.perturbed(StickyBadgeConfiguration.self, index, from: Self.base.knob(index))
      changed.setKnob(index, value)
      #expect(changed.knob(index) == value, "\(path)")
      let before = Dictionary(uniqueKeysWithValues: Self.leaves(of: Self.base))
      let touched = Self.leaves(of: changed).filter { before[$0.0] != $0.1 }.map(\.0)
      #expect(touched == [path], "\(path) changes \(touched)")
      #expect(throws: Never.self, "\(path)") { try changed.validate() }
      var writer = JSONWriter()
      ConfigurationCoding.encode(changed, into: &writer)
      let again = try ConfigurationCoding.decode(
        JSONField(try JSONParser.parse(writer.text), path: "configuration"))
      #expect(Self.same(again, changed), "\(path) JSON round trip: \(writer.text)")
      let member =
        path.hasPrefix("burst.") ? String(path.dropFirst(6)) : String(path.split(separator: ".")[0])
      #expect(
        ConfigurationCoding.swiftSource(changed).contains("\(member): "), "\(path) Swift source")
      // The knob buffer carries it too.
      var buffer = [Double](repeating: 0, count: KnobBuffer.count)
      KnobBuffer.write(changed, StretchyCircleConfiguration(), to: &buffer)
      #expect(buffer[index] == value)
      // Read over a configuration that differs in every row: every row is set.
      var read = StickyBadgeConfiguration(
        snapDistance: 1, reattachDistance: 0.5, pullMode: .bigCircleStays,
        bigCircleShrinkRate: 0.9, smallCircleShrinkRate: 0.1, minimumScale: 0.9,
        connectorStyle: .classic, connectorSpread: 0.9, handleFactor: 9,
        waistNarrowingBase: 0.9, waistNarrowingDistance: 9,
        returnSpring: Spring(stiffness: 9, damping: 9), returnOvershoot: 9,
        burst: BurstConfiguration(
          style: .frames, particleCount: 9, particleSpeed: 9, particleSize: 0.9, duration: 9,
          frameCount: 9, seed: 9),
        isAnimated: false, hidesLabelWhileDragging: true, touchMargin: 9, reducesMotion: true,
        color: BadgeColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.9),
        labelColor: BadgeColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.9))
      var stretchy = StretchyCircleConfiguration(maximumOffsetScale: 9)
      KnobBuffer.read(from: buffer, into: &read, &stretchy)
      #expect(read == changed, "\(path) knob buffer")
      #expect(stretchy == StretchyCircleConfiguration())
    }
    for index in 0..<StretchyCircleConfiguration.knobCount {
      var changed = StretchyCircleConfiguration()
      let value = Self.perturbed(StretchyCircleConfiguration.self, index, from: changed.knob(index))
      changed.setKnob(index, value)
      let touched = Self.leaves(of: changed).filter {
        Dictionary(uniqueKeysWithValues: Self.leaves(of: StretchyCircleConfiguration()))[$0.0]
          != $0.1
      }.map(\.0)
      #expect(touched == [Self.paths(StretchyCircleConfiguration.self)[index]])
      var writer = JSONWriter()
      ConfigurationCoding.encode(changed, into: &writer)
      let again = try ConfigurationCoding.decodeStretchy(
        JSONField(try JSONParser.parse(writer.text), path: "s"))
      #expect(Self.same(again, changed), "\(writer.text)")
    }
  }

  @Test("validate() accepts each row's limits exactly and rejects one step beyond, naming the row")
  func limits() {
    var base = StickyBadgeConfiguration(snapDistance: 10_000, reattachDistance: 0)
    base.returnSpring = Spring(stiffness: 100, damping: 10)
    for index in 0..<StickyBadgeConfiguration.knobCount {
      let path = Self.paths(StickyBadgeConfiguration.self)[index]
      let kind = Self.kind(StickyBadgeConfiguration.self, index)
      guard kind != "boolean" && kind != "choice" else { continue }  // every value is valid
      let minimum = StickyBadgeConfiguration.knobNumber(.minimum, ofKnob: index)
      let maximum = StickyBadgeConfiguration.knobNumber(.maximum, ofKnob: index)
      let (below, above) =
        kind == "integer" ? (minimum - 1, maximum + 1) : (minimum.nextDown, maximum.nextUp)
      for (value, valid) in [(minimum, true), (below, false), (maximum, true), (above, false)] {
        if path == "burst.seed" && value < 0 { continue }  // a UInt64 cannot hold it
        var configuration = base
        configuration.setKnob(index, value)
        do {
          try configuration.validate()
          #expect(valid, "\(path) = \(value) accepted")
        } catch {
          let ruleRejectsUpperEnd = path == "reattachDistance" && value == 10_000
          #expect(
            !valid && error.property == path || ruleRejectsUpperEnd, "\(path) = \(value): \(error)")
        }
      }
    }
    for index in 0..<StretchyCircleConfiguration.knobCount {
      let maximum = StretchyCircleConfiguration.knobNumber(.maximum, ofKnob: index)
      var configuration = StretchyCircleConfiguration()
      configuration.setKnob(index, maximum)
      #expect(throws: Never.self) { try configuration.validate() }
      configuration.setKnob(index, maximum.nextUp)
      #expect(throws: ConfigurationError.self) { try configuration.validate() }
    }
  }

  @Test("the error messages keep their wording")
  func messages() {
    func message(_ configuration: StickyBadgeConfiguration) -> String {
      do throws(ConfigurationError) {
        try configuration.validate()
        return "valid"
      } catch { return error.description }
    }
    #expect(
      message(StickyBadgeConfiguration(snapDistance: 0, reattachDistance: 0))
        == "snapDistance must be in [0.01, 10000], got 0")
    #expect(
      message(StickyBadgeConfiguration(snapDistance: 80, reattachDistance: 80))
        == "reattachDistance must be smaller than snapDistance (80 >= 80)")
    #expect(
      message(StickyBadgeConfiguration(snapDistance: 80, reattachDistance: 79.999)) == "valid")
    #expect(
      message(StickyBadgeConfiguration(handleFactor: .nan))
        == "handleFactor must be a finite number")
    #expect(
      message(StickyBadgeConfiguration(returnSpring: Spring(stiffness: 0.001, damping: 1)))
        == "returnSpring.stiffness must be in [0.01, 10000000], got 0.001")
    #expect(
      message(StickyBadgeConfiguration(returnSpring: Spring(stiffness: 1, damping: 200_000)))
        == "returnSpring.damping must be in [0.01, 100000], got 200000")
    #expect(
      message(StickyBadgeConfiguration(burst: BurstConfiguration(frameCount: 0)))
        == "burst.frameCount must be in [1, 240], got 0")
    #expect(
      message(
        StickyBadgeConfiguration(labelColor: BadgeColor(red: 1, green: 1, blue: 1, alpha: 1.5)))
        == "labelColor.alpha must be in [0, 1], got 1.5")
    #expect(
      message(StickyBadgeConfiguration(burst: BurstConfiguration(seed: 2_147_483_648)))
        == "burst.seed must be in [0, 2147483647], got 2147483648")
    do {
      try StretchyCircleConfiguration(lowerCircleShrink: 0.96).validate()
      Issue.record("accepted")
    } catch {
      #expect(error.description == "lowerCircleShrink must be in [0, 0.95], got 0.96")
    }
  }

  @Test("the table's decimals read as the Double a Swift literal gives")
  func decimals() {
    for (text, value) in [
      ("0.0001", 0.0001), ("-0.95", -0.95), ("0.35", 0.35), ("2147483647", 2_147_483_647.0),
      ("0.01", 0.01), ("10000000", 10_000_000.0), ("0", 0.0), ("2.4", 2.4),
    ] {
      let read = Array(text.utf8).withUnsafeBufferPointer { KnobText.number($0) }
      #expect(read == value, "\(text)")
    }
  }

  @Test("the panel table has a line per buffer value with the table's numbers")
  func panelTable() {
    let lines = String(decoding: KnobBuffer.table(), as: UTF8.self).split(separator: "\n")
    #expect(lines.count == KnobBuffer.count)
    #expect(lines[0] == "snapDistance|number|pt|Snap distance||0.01|10000|10|300|1")
    #expect(lines[2] == "pullMode|choice||Pull mode|bigCircleStays,bigCircleMoves|0|1|0|1|1")
    #expect(
      lines[33] == "stretchy.maximumOffsetScale|number|× radius|Blob max offset||0|100|0|6|0.1")
    #expect(
      lines[11]
        == "returnSpring.stiffness|spring|1/s²|Spring duration (s)||0.01|10000000|0.05|2|0.01")
    #expect(lines[12] == "returnSpring.damping|spring|1/s|Spring bounce||0.01|100000|-0.9|0.9|0.01")
  }

  /// The corners of a spring's duration and bounce sliders (its two rows' tuning ranges).
  static func sliderCorners<Table: KnobTable>(_ table: Table.Type, firstRow row: Int) -> [Spring] {
    [Table.knobNumber(.tuningMinimum, ofKnob: row), Table.knobNumber(.tuningMaximum, ofKnob: row)]
      .flatMap { duration in
        [
          Table.knobNumber(.tuningMinimum, ofKnob: row + 1),
          Table.knobNumber(.tuningMaximum, ofKnob: row + 1),
        ].map { Spring(duration: duration, bounce: $0) }
      }
  }

  @Test("every spring slider setting, at its corners, is a spring both tables accept")
  func springSlidersStayValid() throws {
    let badgeCorners = Self.sliderCorners(StickyBadgeConfiguration.self, firstRow: 11)
    #expect(badgeCorners.map(\.duration).min() == 0.05)
    for spring in badgeCorners {
      #expect(spring.bounce >= -0.9 - 1e-12 && spring.bounce <= 0.9 + 1e-12)
      try StickyBadgeConfiguration(returnSpring: spring).validate()
    }
    // The stiffest, least damped corner: (2π / 0.05)² and 4π · 0.1 / 0.05.
    #expect(abs(badgeCorners[1].stiffness - 15_791.367_041_742_973) < 1e-6)
    #expect(abs(badgeCorners[1].damping - 25.132_741_228_718_338) < 1e-9)
    for spring in Self.sliderCorners(StretchyCircleConfiguration.self, firstRow: 2) {
      try StretchyCircleConfiguration(returnSpring: spring).validate()
    }
  }

  static func readme(_ path: String) throws -> String {
    try String(
      contentsOfFile: #filePath.replacingOccurrences(
        of: "Tests/StickyBadgeScenarioTests/ConfigurationTableTests.swift", with: path),
      encoding: .utf8)
  }

  @Test("the READMEs' configuration tables are the ones the configuration tables write")
  func readmeTables() throws {
    let readme = try Self.readme("Docs/Configuration.md")
    let badge = ConfigurationDocumentation.propertyTable(defaults: StickyBadgeConfiguration())
    let stretchy = ConfigurationDocumentation.propertyTable(defaults: StretchyCircleConfiguration())
    #expect(readme.contains(badge + "\n"), "README.md should contain:\n\(badge)")
    #expect(readme.contains(stretchy + "\n"), "README.md should contain:\n\(stretchy)")
    let package = try Self.readme("Web/package/README.md")
    let knobs = ConfigurationDocumentation.knobTable(defaults: StickyBadgeConfiguration())
    #expect(package.contains(knobs + "\n"), "Web/package/README.md should contain:\n\(knobs)")
  }
}
