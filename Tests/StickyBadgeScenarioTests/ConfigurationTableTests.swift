import Foundation
@_spi(Hosting) import StickyBadge
import Testing

@testable import StickyBadgeScenario

/// The configuration tables are the one schema: every stored number is a row, and every row
/// reaches validation, JSON, Swift source, the knob buffer, the tuning panel and the
/// configuration reference. Every test walks the rows: adding a row is tested by adding it.
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

  static func text(_ text: StaticString) -> String {
    text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }

  static func paths<Table: KnobTable>(_ table: Table.Type) -> [String] {
    Table.knobs.map { text($0.path) }
  }

  /// The leaf `path` of `value`, as `String(describing:)` writes it.
  static func leaf(_ path: String, of value: Any) -> String? {
    leaves(of: value).first { $0.0 == path }?.1
  }

  static func checkRowsAreProperties<Table: KnobTable>(_ defaults: Table) {
    #expect(paths(Table.self) == leaves(of: defaults).map(\.0))
    for (index, knob) in Table.knobs.enumerated() {
      let path = text(knob.path)
      // A spring's or colour's rows are whole: its first row is followed by the rest.
      let group = path.split(separator: ".")[0]
      let previous = index > 0 ? paths(Table.self)[index - 1].split(separator: ".")[0] : ""
      if knob.kind.rowCount > 1 && previous != group {
        for offset in 0..<knob.kind.rowCount {
          #expect(Table.knobs[index + offset].kind == knob.kind, "\(path)")
          #expect(paths(Table.self)[index + offset].split(separator: ".")[0] == group, "\(path)")
        }
      }
      // A choice's cases are the enumeration's, in order: setting index i gives case i.
      if knob.kind == .choice {
        let cases = text(knob.choices).split(separator: ",").map(String.init)
        #expect(cases.count == 2, "\(path)")
        for (caseIndex, name) in cases.enumerated() {
          var configuration = defaults
          knob.set(&configuration, Double(caseIndex))
          #expect(leaf(path, of: configuration) == name, "\(path)")
          #expect(knob.get(configuration) == Double(caseIndex), "\(path)")
        }
      } else {
        #expect(knob.choices.utf8CodeUnitCount == 0, "\(path)")
      }
      // Every row is documented, labelled and ASCII-named (problems are decoded as ASCII).
      #expect(knob.summary.utf8CodeUnitCount > 0 && knob.label.utf8CodeUnitCount > 0, "\(path)")
      #expect(knob.path.withUTF8Buffer { $0.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "|") } })
      // The default is valid, and in the slider's range (a spring's slider is its duration's
      // or bounce's, not its stored number's).
      let value = knob.get(defaults)
      #expect(knob.valid.contains(value), "\(path) default \(value)")
      if knob.kind != .spring { #expect(knob.slider.contains(value), "\(path) default \(value)") }
      #expect(knob.slider.lowerBound < knob.slider.upperBound && knob.step > 0, "\(path)")
      // The limits are multiples of 0.0001, so JSON's four decimals write them exactly.
      for limit in [knob.valid.lowerBound, knob.valid.upperBound] {
        #expect((limit * 10_000).rounded() / 10_000 == limit, "\(path) limit \(limit)")
      }
    }
  }

  @Test(
    "every stored leaf property is exactly one row, in declaration order, and every row is complete"
  )
  func everyPropertyIsARow() {
    Self.checkRowsAreProperties(StickyBadgeConfiguration())
    Self.checkRowsAreProperties(StretchyCircleConfiguration())
    #expect(
      KnobBuffer.count == StickyBadgeConfiguration.knobCount + StretchyCircleConfiguration.knobCount
    )
    let particleCount = StickyBadgeConfiguration.knobs.first {
      Self.text($0.path) == "burst.particleCount"
    }
    #expect(particleCount?.valid.upperBound == Double(BurstConfiguration.maximumParticleCount))
  }

  /// The defaults, with room for every perturbation below.
  static let base = changed(StickyBadgeConfiguration()) { $0.snapDistance = 300 }

  /// A valid value for `knob` that differs from `current`, with at most two decimals so that
  /// it survives JSON exactly.
  static func perturbed<Table>(_ knob: ConfigurationKnob<Table>, from current: Double) -> Double {
    switch knob.kind {
    case .boolean, .choice: return 1 - current
    case .color: return current == 0.2 ? 0.4 : 0.2  // 51/255: exact through "#RRGGBB"
    // A stored stiffness or damping, half as large again (its slider is the duration or
    // bounce slider, not the row's).
    case .spring: return (current * 150).rounded() / 100
    case .number, .integer:
      let value =
        ((knob.slider.lowerBound + 0.37 * (knob.slider.upperBound - knob.slider.lowerBound)) * 100)
        .rounded() / 100
      let rounded = knob.kind == .integer ? value.rounded() : value
      return rounded == current ? rounded + 1 : rounded
    }
  }

  /// Whether `a` equals `b`, a spring's rows within the four decimals JSON writes a spring's
  /// duration and bounce with.
  static func same<Table: KnobTable>(_ a: Table, _ b: Table) -> Bool {
    Table.knobs.allSatisfy { knob in
      knob.kind == .spring
        ? abs(knob.get(a) - knob.get(b)) <= 1e-3 * abs(knob.get(b))
        : knob.get(a) == knob.get(b)
    }
  }

  /// Each row of `base` changed alone: only its property changes, and it survives JSON
  /// (`roundTrip`) and the knob buffer (`throughBuffer`: written, then read over a
  /// configuration that differs in every row, so every row is set).
  static func checkEachRow<Table: KnobTable & Equatable>(
    _ base: Table, roundTrip: (Table) throws -> Table,
    throughBuffer: (_ changed: Table, _ over: Table) -> Table
  ) throws {
    var other = base
    for knob in Table.knobs { knob.set(&other, perturbed(knob, from: knob.get(base))) }
    for knob in Table.knobs {
      let path = text(knob.path)
      var changed = base
      let value = perturbed(knob, from: knob.get(base))
      knob.set(&changed, value)
      #expect(knob.get(changed) == value, "\(path)")
      let before = Dictionary(uniqueKeysWithValues: leaves(of: base))
      let touched = leaves(of: changed).filter { before[$0.0] != $0.1 }.map(\.0)
      #expect(touched == [path], "\(path) changes \(touched)")
      #expect(same(try roundTrip(changed), changed), "\(path) JSON round trip")
      #expect(throughBuffer(changed, other) == changed, "\(path) knob buffer")
    }
  }

  @Test(
    "each row, changed alone, changes only its property and survives JSON, Swift source and the knob buffer"
  )
  func eachRowReachesEveryFace() throws {
    var buffer = [Double](repeating: 0, count: KnobBuffer.count)
    try Self.checkEachRow(
      Self.base,
      roundTrip: { changed in
        #expect(throws: Never.self) { try changed.validate() }
        var writer = JSONWriter()
        ConfigurationCoding.encode(changed, into: &writer)
        return try ConfigurationCoding.decode(
          JSONField(try JSONParser.parse(writer.text), path: "configuration"))
      },
      throughBuffer: { changed, over in
        KnobBuffer.write(changed, StretchyCircleConfiguration(), to: &buffer)
        var read = over
        var stretchy = StretchyCircleConfiguration()
        stretchy.maximumOffsetScale = 9
        KnobBuffer.read(from: buffer, into: &read, &stretchy)
        #expect(stretchy == StretchyCircleConfiguration())
        return read
      })
    for knob in StickyBadgeConfiguration.knobs {
      var changed = Self.base
      knob.set(&changed, Self.perturbed(knob, from: knob.get(Self.base)))
      let path = Self.text(knob.path)
      // A spring or a colour is assigned whole; a burst member by its path.
      let assigned = path.hasPrefix("burst.") ? path : String(path.split(separator: ".")[0])
      #expect(
        ConfigurationCoding.swiftSource(changed).contains("\nconfiguration.\(assigned) = "),
        "\(path) Swift source")
    }
    try Self.checkEachRow(
      StretchyCircleConfiguration(),
      roundTrip: { changed in
        var writer = JSONWriter()
        ConfigurationCoding.encode(changed, into: &writer)
        return try ConfigurationCoding.decodeStretchy(
          JSONField(try JSONParser.parse(writer.text), path: "s"))
      },
      throughBuffer: { changed, over in
        KnobBuffer.write(StickyBadgeConfiguration(), changed, to: &buffer)
        var badge = StickyBadgeConfiguration()
        badge.snapDistance = 9
        var read = over
        KnobBuffer.read(from: buffer, into: &badge, &read)
        #expect(badge == StickyBadgeConfiguration())
        return read
      })
  }

  /// Every number row of `base`: its valid range's ends accepted, just outside rejected,
  /// naming the row, by validation and by JSON.
  static func checkLimits<Table: KnobTable>(
    _ base: Table, validate: (Table) throws -> Void, decode: (String) throws -> Void
  ) {
    for knob in Table.knobs where knob.kind != .boolean && knob.kind != .choice {
      let path = text(knob.path)
      let (minimum, maximum) = (knob.valid.lowerBound, knob.valid.upperBound)
      let (below, above) =
        knob.kind == .integer ? (minimum - 1, maximum + 1) : (minimum.nextDown, maximum.nextUp)
      for (value, valid) in [(minimum, true), (below, false), (maximum, true), (above, false)] {
        if path == "burst.seed" && value < 0 { continue }  // a UInt64 cannot hold it
        var configuration = base
        knob.set(&configuration, value)
        do {
          try validate(configuration)
          #expect(valid, "\(path) = \(value) accepted")
        } catch let error as ConfigurationError {
          #expect(!valid && error.property == path, "\(path) = \(value): \(error)")
        } catch { Issue.record("\(error)") }
      }
      // JSON: a top-level number row at its minimum reads; one step below names the row.
      guard knob.kind == .number || knob.kind == .integer, !path.contains(".") else { continue }
      let step = knob.kind == .integer ? 1 : 0.0001
      #expect(throws: Never.self, "\(path)") {
        try decode("{\"\(path)\": \(NumberFormatting.decimal(minimum))}")
      }
      do {
        try decode("{\"\(path)\": \(NumberFormatting.decimal(minimum - step))}")
        Issue.record("\(path) below its minimum accepted")
      } catch let error as ScenarioError {
        #expect(error.message.hasPrefix("c.\(path): "), "\(error.message)")
      } catch { Issue.record("\(error)") }
    }
  }

  @Test("each row's valid range: both ends accepted, just outside rejected, naming the row")
  func limits() {
    var base = StickyBadgeConfiguration()
    base.snapDistance = 10_000
    base.reattachDistance = 0
    base.returnSpring = Spring(stiffness: 100, damping: 10)
    // The rows' own ranges (validateKnobs); validate() adds the re-attach rule (messages()).
    Self.checkLimits(
      base, validate: { try $0.validateKnobs() },
      decode: {
        _ = try ConfigurationCoding.decode(
          JSONField(try JSONParser.parse($0), path: "c"), base: base)
      })
    Self.checkLimits(
      StretchyCircleConfiguration(), validate: { try $0.validateKnobs() },
      decode: {
        _ = try ConfigurationCoding.decodeStretchy(JSONField(try JSONParser.parse($0), path: "c"))
      })
  }

  @Test(
    "a spring's JSON duration and bounce ranges (Spring's): ends read, just outside rejected")
  func springRanges() throws {
    let durations = Spring.writtenDurations
    let bounces = Spring.writtenBounces
    #expect(durations == 0.01...10 && bounces == -0.95...0.95)
    func read(_ json: String) throws -> Spring {
      try ConfigurationCoding.decodeSpring(JSONField(try JSONParser.parse(json), path: "s"))
    }
    for (key, range) in [("duration", durations), ("response", durations), ("bounce", bounces)] {
      for value in [range.lowerBound, range.upperBound] {
        #expect(throws: Never.self, "\(key) \(value)") { try read("{\"\(key)\": \(value)}") }
      }
      for value in [range.lowerBound - 0.0001, range.upperBound + 0.0001] {
        #expect(throws: ScenarioError.self, "\(key) \(value)") {
          try read("{\"\(key)\": \(value)}")
        }
      }
    }
    // The damping ratio's range is the bounce's, converted.
    #expect(throws: Never.self) { try read("{\"dampingRatio\": 20}") }
    #expect(throws: Never.self) { try read("{\"dampingRatio\": 0.05}") }
    #expect(throws: ScenarioError.self) { try read("{\"dampingRatio\": 20.0001}") }
    #expect(throws: ScenarioError.self) { try read("{\"dampingRatio\": 0.0499}") }
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
      message(
        changed(StickyBadgeConfiguration()) {
          $0.snapDistance = 0
          $0.reattachDistance = 0
        })
        == "snapDistance must be in [0.01, 10000], got 0")
    #expect(
      message(
        changed(StickyBadgeConfiguration()) {
          $0.snapDistance = 80
          $0.reattachDistance = 80
        })
        == "reattachDistance must be smaller than snapDistance (80 >= 80)")
    #expect(
      message(
        changed(StickyBadgeConfiguration()) {
          $0.snapDistance = 80
          $0.reattachDistance = 79.999
        }) == "valid")
    #expect(
      message(changed(StickyBadgeConfiguration()) { $0.handleFactor = .nan })
        == "handleFactor must be a finite number")
    #expect(
      message(
        changed(StickyBadgeConfiguration()) {
          $0.returnSpring = Spring(stiffness: 0.001, damping: 1)
        })
        == "returnSpring.stiffness must be in [0.01, 10000000], got 0.001")
    #expect(
      message(changed(StickyBadgeConfiguration()) { $0.burst.frameCount = 0 })
        == "burst.frameCount must be in [1, 240], got 0")
    #expect(
      message(
        changed(StickyBadgeConfiguration()) {
          $0.labelColor = BadgeColor(red: 1, green: 1, blue: 1, alpha: 1.5)
        })
        == "labelColor.alpha must be in [0, 1], got 1.5")
    #expect(
      message(changed(StickyBadgeConfiguration()) { $0.burst.seed = 2_147_483_648 })
        == "burst.seed must be in [0, 2147483647], got 2147483648")
    do {
      try changed(StretchyCircleConfiguration()) { $0.lowerCircleShrink = 0.96 }.validate()
      Issue.record("accepted")
    } catch {
      #expect(error.description == "lowerCircleShrink must be in [0, 0.95], got 0.96")
    }
  }

  @Test("the module's table has a line per buffer value with its row's name and valid range")
  func moduleTable() {
    let lines = String(decoding: KnobBuffer.table(), as: UTF8.self).split(separator: "\n")
    #expect(lines.count == KnobBuffer.count)
    let rows =
      StickyBadgeConfiguration.knobs.map { ("", $0.path, $0.valid) }
      + StretchyCircleConfiguration.knobs.map { ("stretchy.", $0.path, $0.valid) }
    for (line, row) in zip(lines, rows) {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      #expect(fields.count == 3, "\(line)")
      #expect(fields[0] == row.0 + Self.text(row.1))
      #expect(
        fields.dropFirst().map { Double($0) } == [row.2.lowerBound, row.2.upperBound], "\(line)")
    }
    // What the page reads for the first and the last row, pinned.
    #expect(lines.first == "snapDistance|0.01|10000")
    #expect(lines.last == "stretchy.handleFactor|0|10")
  }

  @Test("every spring slider setting, at its corners, is a spring both tables accept")
  func springSlidersStayValid() throws {
    func corners<Table: KnobTable>(_ table: Table.Type) throws -> [Spring] {
      let first = try #require(Table.knobs.firstIndex { $0.kind == .spring })
      let durations = Table.knobs[first].slider
      let bounces = Table.knobs[first + 1].slider
      return [durations.lowerBound, durations.upperBound].flatMap { duration in
        [bounces.lowerBound, bounces.upperBound].map { Spring(duration: duration, bounce: $0) }
      }
    }
    let badgeCorners = try corners(StickyBadgeConfiguration.self)
    #expect(badgeCorners.map(\.duration).min() == 0.05)
    for spring in badgeCorners {
      try changed(StickyBadgeConfiguration()) { $0.returnSpring = spring }.validate()
    }
    // The stiffest, least damped corner: (2π / 0.05)² and 4π · 0.1 / 0.05.
    #expect(abs(badgeCorners[1].stiffness - 15_791.367_041_742_973) < 1e-6)
    #expect(abs(badgeCorners[1].damping - 25.132_741_228_718_338) < 1e-9)
    for spring in try corners(StretchyCircleConfiguration.self) {
      try changed(StretchyCircleConfiguration()) { $0.returnSpring = spring }.validate()
    }
  }
}
