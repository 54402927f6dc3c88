@_spi(Hosting) import StickyBadge

/// Reads and writes configurations as JSON (keys are the Swift property names) and
/// as the Swift source that creates them, by walking their configuration tables
/// (``KnobTable``): no key, range or default is written here.
public enum ConfigurationCoding {
  /// Applies the overrides in `field` (an object) to `base` and validates the result.
  public static func decode(
    _ field: JSONField, base: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) throws(ScenarioError) -> StickyBadgeConfiguration {
    var configuration = base
    var values = KnobRow.values(of: base)
    try decodeMembers(field, rows: KnobRow.rows(of: StickyBadgeConfiguration.self), into: &values)
    KnobRow.set(values, of: &configuration)
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError("\(field.child(error.property).path): \(validationReason(error))")
    }
    return configuration
  }

  private static func validationReason(_ error: ConfigurationError) -> String {
    switch error {
    case .invalid(_, let reason): reason
    }
  }

  /// Applies the overrides in `field` to a stretchy-circle configuration and validates it.
  public static func decodeStretchy(
    _ field: JSONField, base: StretchyCircleConfiguration = StretchyCircleConfiguration()
  ) throws(ScenarioError) -> StretchyCircleConfiguration {
    var configuration = base
    var values = KnobRow.values(of: base)
    try decodeMembers(
      field, rows: KnobRow.rows(of: StretchyCircleConfiguration.self), into: &values)
    KnobRow.set(values, of: &configuration)
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError("\(field.child(error.property).path): \(validationReason(error))")
    }
    return configuration
  }

  /// Sets the rows named by the members of the object `field`: the table's top-level keys,
  /// or, with `group`, the members of that nested object (`burst`).
  private static func decodeMembers(
    _ field: JSONField, rows: [KnobRow], group: String? = nil, into values: inout [Double]
  ) throws(ScenarioError) {
    var keys: [String] = []
    for row in rows where group == nil || (row.isNested && UTF8Text.equal(row.group, group ?? "")) {
      let key = group == nil ? row.group : row.member
      if !keys.contains(where: { UTF8Text.equal($0, key) }) { keys.append(key) }
    }
    for member in try field.members(allowed: keys) {
      let value = member.field(in: field)
      guard
        let index = rows.firstIndex(where: { row in
          group == nil
            ? UTF8Text.equal(row.group, member.key)
            : row.isNested && UTF8Text.equal(row.group, group ?? "")
              && UTF8Text.equal(row.member, member.key)
        })
      else { continue }
      let row = rows[index]
      if group == nil && row.isNested {
        try decodeMembers(value, rows: rows, group: row.group, into: &values)
        continue
      }
      switch row.kind {
      case .spring:
        let spring = try decodeSpring(value, stiffness: row, damping: rows[index + 1])
        values[index] = spring.stiffness
        values[index + 1] = spring.damping
      case .color:
        let color = try decodeColor(value)
        values[index] = color.red
        values[index + 1] = color.green
        values[index + 2] = color.blue
        values[index + 3] = color.alpha
      case .boolean: values[index] = try value.bool() ? 1 : 0
      case .choice: values[index] = Double(try value.choice(among: row.choices))
      case .integer:
        // Out of its range, the row's own message, as validation and the web package give it.
        let number = try value.number(in: -1e15...1e15)
        guard row.valid.contains(number) else {
          var text = value.message()
          text.append(ConfigurationProblem.outOfRangeReason(number, row.valid))
          throw ScenarioError(text)
        }
        guard number.rounded() == number else { throw value.error("expected a whole number") }
        values[index] = number
      case .number: values[index] = try value.number(in: -1e9...1e9)
      }
    }
  }

  /// Reads a spring of the badge's table (``StickyBadgeConfiguration/returnSpring``):
  /// `{"duration", "bounce"}`, `{"response", "dampingRatio"}` or `{"stiffness", "damping"}`.
  public static func decodeSpring(_ field: JSONField) throws(ScenarioError) -> Spring {
    let rows = KnobRow.rows(of: StickyBadgeConfiguration.self)
    guard let first = rows.firstIndex(where: { $0.kind == .spring }) else { return Spring() }
    return try decodeSpring(field, stiffness: rows[first], damping: rows[first + 1])
  }

  /// Reads a spring whose table rows are `stiffness` and `damping`: its duration (and
  /// response) in ``Spring/writtenDurations``, its bounce in ``Spring/writtenBounces``, its
  /// damping ratio in the bounce's range converted (bounce -0.95 is damping ratio 20, bounce
  /// 0.95 is 0.05), its stiffness and damping in their rows' valid ranges.
  static func decodeSpring(
    _ field: JSONField, stiffness stiffnessRow: KnobRow, damping dampingRow: KnobRow
  )
    throws(ScenarioError) -> Spring
  {
    let durations = Spring.writtenDurations
    let bounces = Spring.writtenBounces
    let members = try field.members(allowed: [
      "duration", "bounce", "response", "dampingRatio", "stiffness", "damping",
    ])
    // Converted, then rounded to the four decimals JSON numbers are written with.
    func decimals(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    let dampingRatios = decimals(1 - bounces.upperBound)...decimals(1 / (1 + bounces.lowerBound))
    // Each key at most once (the parser rejects duplicates); no dictionary or set of
    // strings, which would hash them with Unicode normalization.
    var duration: Double?
    var bounce: Double?
    var response: Double?
    var dampingRatio: Double?
    var stiffness: Double?
    var damping: Double?
    for member in members {
      let value = member.field(in: field)
      switch member.key {
      case "duration": duration = try value.number(in: durations)
      case "response": response = try value.number(in: durations)
      case "bounce": bounce = try value.number(in: bounces)
      case "dampingRatio": dampingRatio = try value.number(in: dampingRatios)
      case "stiffness": stiffness = try value.number(in: stiffnessRow.valid)
      case "damping": damping = try value.number(in: dampingRow.valid)
      default: break
      }
    }
    let physical = stiffness != nil || damping != nil
    if response == nil && dampingRatio == nil && !physical {
      return Spring(duration: duration ?? 0.5, bounce: bounce ?? 0)
    } else if duration == nil && bounce == nil && !physical {
      return Spring(response: response ?? 0.5, dampingRatio: dampingRatio ?? 1)
    } else if let stiffness, let damping,
      duration == nil && bounce == nil && response == nil
        && dampingRatio == nil
    {
      return Spring(stiffness: stiffness, damping: damping)
    }
    throw field.error(
      "use either duration and bounce, response and dampingRatio, or stiffness and damping")
  }

  /// Reads a colour written `"#RRGGBB"` or `"#RRGGBBAA"`.
  public static func decodeColor(_ field: JSONField) throws(ScenarioError) -> BadgeColor {
    let text = try field.string()
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else {
      throw field.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"")
    }
    var components: [Double] = []
    var index = 1
    while index < bytes.count {
      guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else {
        throw field.error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"")
      }
      components.append(Double(high * 16 + low) / 255)
      index += 2
    }
    return BadgeColor(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The colour as `#RRGGBB` (or `#RRGGBBAA` when not opaque).
  public static func hex(_ color: BadgeColor) -> String {
    let digits: [Character] = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
    ]
    var text = "#"
    var components = [color.red, color.green, color.blue]
    if color.alpha < 1 { components.append(color.alpha) }
    for component in components {
      let byte = Int((Swift.min(1, Swift.max(0, component)) * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 15])
    }
    return text
  }

  /// Writes every property of `configuration` as a JSON object.
  public static func encode(
    _ configuration: StickyBadgeConfiguration, into writer: inout JSONWriter
  ) {
    encodeRows(
      KnobRow.rows(of: StickyBadgeConfiguration.self), KnobRow.values(of: configuration),
      into: &writer)
  }

  /// Writes every row of `configuration`'s table, in table order: dotted paths as nested
  /// objects, springs and colours whole.
  private static func encodeRows(
    _ rows: [KnobRow], _ values: [Double], into writer: inout JSONWriter
  ) {
    writer.beginObject()
    var openGroup: String?
    var index = 0
    while index < rows.count {
      let row = rows[index]
      if let group = openGroup, !(row.isNested && UTF8Text.equal(row.group, group)) {
        writer.endObject()
        openGroup = nil
      }
      if row.isNested {
        if openGroup == nil {
          writer.key(row.group)
          writer.beginObject()
          openGroup = row.group
        }
        writer.key(row.member)
      } else {
        writer.key(row.group)
      }
      let value = values[index]
      switch row.kind {
      case .spring:
        encode(Spring(stiffness: value, damping: values[index + 1]), into: &writer)
      case .color: writer.string(hex(color(values, index)))
      case .boolean: writer.bool(value != 0)
      case .choice: writer.string(row.choice(value))
      case .integer: writer.integer(KnobRow.integer(value))
      case .number: writer.number(value)
      }
      index += row.kind.rowCount
    }
    if openGroup != nil { writer.endObject() }
    writer.endObject()
  }

  private static func color(_ values: [Double], _ index: Int) -> BadgeColor {
    BadgeColor(
      red: values[index], green: values[index + 1], blue: values[index + 2],
      alpha: values[index + 3])
  }

  /// Writes a spring as `{"duration": d, "bounce": b}`, or as `{"stiffness": k, "damping": c}`
  /// when its duration or bounce is outside ``Spring/writtenDurations`` or
  /// ``Spring/writtenBounces``, which ``decodeSpring(_:stiffness:damping:)`` accepts, so that
  /// what is written always reads back.
  static func encode(_ spring: Spring, into writer: inout JSONWriter) {
    let duration = (spring.duration * 10_000).rounded() / 10_000
    let bounce = (spring.bounce * 10_000).rounded() / 10_000
    writer.beginObject()
    if Spring.writtenDurations.contains(duration) && Spring.writtenBounces.contains(bounce) {
      writer.key("duration")
      writer.number(spring.duration)
      writer.key("bounce")
      writer.number(spring.bounce)
    } else {
      writer.key("stiffness")
      writer.number(spring.stiffness)
      writer.key("damping")
      writer.number(spring.damping)
    }
    writer.endObject()
  }

  /// Writes a stretchy-circle configuration as a JSON object.
  public static func encode(
    _ configuration: StretchyCircleConfiguration, into writer: inout JSONWriter
  ) {
    encodeRows(
      KnobRow.rows(of: StretchyCircleConfiguration.self), KnobRow.values(of: configuration),
      into: &writer)
  }

  /// The Swift code that makes `configuration`: the default configuration, then an assignment
  /// per property that differs from its default, in table order (a spring or a colour whole,
  /// a member of a nested group by its path: `configuration.burst.particleCount = 20`).
  public static func swiftSource(_ configuration: StickyBadgeConfiguration) -> String {
    let assignments = swiftAssignments(
      KnobRow.rows(of: StickyBadgeConfiguration.self), KnobRow.values(of: configuration),
      defaults: KnobRow.values(of: StickyBadgeConfiguration()))
    if assignments.isEmpty { return "let configuration = StickyBadgeConfiguration()" }
    return (["var configuration = StickyBadgeConfiguration()"] + assignments)
      .joined(separator: "\n")
  }

  /// An assignment (`configuration.path = value`) per value that differs from `defaults`, in
  /// table order.
  static func swiftAssignments(_ rows: [KnobRow], _ values: [Double], defaults: [Double])
    -> [String]
  {
    var assignments: [String] = []
    var index = 0
    while index < rows.count {
      let row = rows[index]
      let differs = (index..<index + row.kind.rowCount).contains { values[$0] != defaults[$0] }
      if differs {
        let path = row.isNested ? row.group + "." + row.member : row.group
        assignments.append("configuration." + path + " = " + swiftValue(values, index, row))
      }
      index += row.kind.rowCount
    }
    return assignments
  }

  /// Row `index`'s value (a whole spring or colour from its first row) as Swift source.
  static func swiftValue(_ values: [Double], _ index: Int, _ row: KnobRow) -> String {
    let value = values[index]
    switch row.kind {
    case .spring: return springSource(Spring(stiffness: value, damping: values[index + 1]))
    case .color: return colorSource(color(values, index))
    case .boolean: return value != 0 ? "true" : "false"
    case .choice: return "." + row.choice(value)
    case .integer: return "\(KnobRow.integer(value))"
    case .number: return NumberFormatting.decimal(value)
    }
  }

  /// A spring as `Spring(duration: d, bounce: b)`.
  static func springSource(_ spring: Spring) -> String {
    "Spring(duration: \(NumberFormatting.decimal(spring.duration)), bounce: \(NumberFormatting.decimal(spring.bounce)))"
  }

  private static func colorSource(_ color: BadgeColor) -> String {
    "BadgeColor(red: \(NumberFormatting.decimal(color.red)), green: \(NumberFormatting.decimal(color.green)), blue: \(NumberFormatting.decimal(color.blue)), alpha: \(NumberFormatting.decimal(color.alpha)))"
  }
}
