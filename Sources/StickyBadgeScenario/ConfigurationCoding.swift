import StickyBadge

/// Reads and writes configurations as JSON (keys are the Swift property names) and
/// as the Swift source that creates them.
public enum ConfigurationCoding {
  /// The keys a configuration object may have, in the order they are written.
  public static let keys = [
    "snapDistance", "reattachDistance", "pullMode", "bigCircleShrinkRate", "smallCircleShrinkRate",
    "minimumScale", "connectorStyle", "connectorSpread", "handleFactor", "waistNarrowingBase",
    "waistNarrowingDistance", "returnSpring", "returnOvershoot", "burst", "isAnimated",
    "hidesLabelWhileDragging", "touchMargin", "reducesMotion", "color", "labelColor",
  ]

  /// The keys of a burst object.
  public static let burstKeys = [
    "style", "particleCount", "particleSpeed", "particleSize", "duration", "frameCount", "seed",
  ]

  /// The keys of a stretchy-circle configuration object.
  public static let stretchyKeys = [
    "maximumOffsetScale", "lowerCircleShrink", "returnSpring", "connectorSpread", "handleFactor",
  ]

  /// Applies the overrides in `field` (an object) to `base` and validates the result.
  public static func decode(
    _ field: JSONField, base: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) throws(ScenarioError) -> StickyBadgeConfiguration {
    var configuration = base
    let wide = -1e9...1e9
    for member in try field.members(allowed: keys) {
      let value = member.field(in: field)
      switch member.key {
      case "snapDistance": configuration.snapDistance = try value.number(in: wide)
      case "reattachDistance": configuration.reattachDistance = try value.number(in: wide)
      case "pullMode": configuration.pullMode = try value.choice(PullMode.self)
      case "bigCircleShrinkRate": configuration.bigCircleShrinkRate = try value.number(in: wide)
      case "smallCircleShrinkRate": configuration.smallCircleShrinkRate = try value.number(in: wide)
      case "minimumScale": configuration.minimumScale = try value.number(in: wide)
      case "connectorStyle": configuration.connectorStyle = try value.choice(ConnectorStyle.self)
      case "connectorSpread": configuration.connectorSpread = try value.number(in: wide)
      case "handleFactor": configuration.handleFactor = try value.number(in: wide)
      case "waistNarrowingBase": configuration.waistNarrowingBase = try value.number(in: wide)
      case "waistNarrowingDistance":
        configuration.waistNarrowingDistance = try value.number(in: wide)
      case "returnSpring": configuration.returnSpring = try decodeSpring(value)
      case "returnOvershoot": configuration.returnOvershoot = try value.number(in: wide)
      case "burst": configuration.burst = try decodeBurst(value, base: configuration.burst)
      case "isAnimated": configuration.isAnimated = try value.bool()
      case "hidesLabelWhileDragging": configuration.hidesLabelWhileDragging = try value.bool()
      case "touchMargin": configuration.touchMargin = try value.number(in: wide)
      case "reducesMotion": configuration.reducesMotion = try value.bool()
      case "color": configuration.color = try decodeColor(value)
      case "labelColor": configuration.labelColor = try decodeColor(value)
      default: break
      }
    }
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
    for member in try field.members(allowed: stretchyKeys) {
      let value = member.field(in: field)
      switch member.key {
      case "maximumOffsetScale": configuration.maximumOffsetScale = try value.number(in: 0...100)
      case "lowerCircleShrink": configuration.lowerCircleShrink = try value.number(in: 0...0.95)
      case "returnSpring": configuration.returnSpring = try decodeSpring(value)
      case "connectorSpread": configuration.connectorSpread = try value.number(in: 0...1)
      case "handleFactor": configuration.handleFactor = try value.number(in: 0...10)
      default: break
      }
    }
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError("\(field.child(error.property).path): \(validationReason(error))")
    }
    return configuration
  }

  /// Reads a spring: `{"duration", "bounce"}`, `{"response", "dampingRatio"}` or `{"stiffness", "damping"}`.
  public static func decodeSpring(_ field: JSONField) throws(ScenarioError) -> Spring {
    let members = try field.members(allowed: [
      "duration", "bounce", "response", "dampingRatio", "stiffness", "damping",
    ])
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
      case "duration": duration = try value.number(in: 0.01...10)
      case "response": response = try value.number(in: 0.01...10)
      case "bounce": bounce = try value.number(in: -0.95...0.95)
      case "dampingRatio": dampingRatio = try value.number(in: 0.01...20)
      case "stiffness": stiffness = try value.number(in: 0.01...1e7)
      case "damping": damping = try value.number(in: 0.01...1e5)
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

  /// Reads a burst configuration's overrides.
  public static func decodeBurst(_ field: JSONField, base: BurstConfiguration) throws(ScenarioError)
    -> BurstConfiguration
  {
    var burst = base
    for member in try field.members(allowed: burstKeys) {
      let value = member.field(in: field)
      switch member.key {
      case "style": burst.style = try value.choice(BurstStyle.self)
      case "particleCount": burst.particleCount = try value.integer(in: 0...512)
      case "particleSpeed": burst.particleSpeed = try value.number(in: -1e9...1e9)
      case "particleSize": burst.particleSize = try value.number(in: -1e9...1e9)
      case "duration": burst.duration = try value.number(in: -1e9...1e9)
      case "frameCount": burst.frameCount = try value.integer(in: 1...240)
      case "seed": burst.seed = UInt64(try value.integer(in: 0...Int(Int32.max)))
      default: break
      }
    }
    return burst
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
    writer.beginObject()
    writer.key("snapDistance")
    writer.number(configuration.snapDistance)
    writer.key("reattachDistance")
    writer.number(configuration.reattachDistance)
    writer.key("pullMode")
    writer.string(configuration.pullMode.rawValue)
    writer.key("bigCircleShrinkRate")
    writer.number(configuration.bigCircleShrinkRate)
    writer.key("smallCircleShrinkRate")
    writer.number(configuration.smallCircleShrinkRate)
    writer.key("minimumScale")
    writer.number(configuration.minimumScale)
    writer.key("connectorStyle")
    writer.string(configuration.connectorStyle.rawValue)
    writer.key("connectorSpread")
    writer.number(configuration.connectorSpread)
    writer.key("handleFactor")
    writer.number(configuration.handleFactor)
    writer.key("waistNarrowingBase")
    writer.number(configuration.waistNarrowingBase)
    writer.key("waistNarrowingDistance")
    writer.number(configuration.waistNarrowingDistance)
    writer.key("returnSpring")
    encode(configuration.returnSpring, into: &writer)
    writer.key("returnOvershoot")
    writer.number(configuration.returnOvershoot)
    writer.key("burst")
    writer.beginObject()
    writer.key("style")
    writer.string(configuration.burst.style.rawValue)
    writer.key("particleCount")
    writer.integer(configuration.burst.particleCount)
    writer.key("particleSpeed")
    writer.number(configuration.burst.particleSpeed)
    writer.key("particleSize")
    writer.number(configuration.burst.particleSize)
    writer.key("duration")
    writer.number(configuration.burst.duration)
    writer.key("frameCount")
    writer.integer(configuration.burst.frameCount)
    writer.key("seed")
    writer.integer(Int(truncatingIfNeeded: configuration.burst.seed))
    writer.endObject()
    writer.key("isAnimated")
    writer.bool(configuration.isAnimated)
    writer.key("hidesLabelWhileDragging")
    writer.bool(configuration.hidesLabelWhileDragging)
    writer.key("touchMargin")
    writer.number(configuration.touchMargin)
    writer.key("reducesMotion")
    writer.bool(configuration.reducesMotion)
    writer.key("color")
    writer.string(hex(configuration.color))
    writer.key("labelColor")
    writer.string(hex(configuration.labelColor))
    writer.endObject()
  }

  /// Writes a spring as `{"duration": d, "bounce": b}`, or as `{"stiffness": k, "damping": c}`
  /// when its duration or bounce is outside what ``decodeSpring(_:)`` accepts, so that what
  /// is written always reads back.
  public static func encode(_ spring: Spring, into writer: inout JSONWriter) {
    let duration = (spring.duration * 10_000).rounded() / 10_000
    let bounce = (spring.bounce * 10_000).rounded() / 10_000
    writer.beginObject()
    if duration >= 0.01 && duration <= 10 && bounce >= -0.95 && bounce <= 0.95 {
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
    writer.beginObject()
    writer.key("maximumOffsetScale")
    writer.number(configuration.maximumOffsetScale)
    writer.key("lowerCircleShrink")
    writer.number(configuration.lowerCircleShrink)
    writer.key("returnSpring")
    encode(configuration.returnSpring, into: &writer)
    writer.key("connectorSpread")
    writer.number(configuration.connectorSpread)
    writer.key("handleFactor")
    writer.number(configuration.handleFactor)
    writer.endObject()
  }

  /// The Swift code that creates `configuration`, naming only what differs from the defaults.
  public static func swiftSource(_ configuration: StickyBadgeConfiguration) -> String {
    let defaults = StickyBadgeConfiguration()
    var arguments: [String] = []
    func number(_ name: String, _ value: Double, _ defaultValue: Double) {
      if value != defaultValue { arguments.append("\(name): \(NumberFormatting.decimal(value))") }
    }
    func flag(_ name: String, _ value: Bool, _ defaultValue: Bool) {
      if value != defaultValue { arguments.append("\(name): \(value ? "true" : "false")") }
    }
    number("snapDistance", configuration.snapDistance, defaults.snapDistance)
    number("reattachDistance", configuration.reattachDistance, defaults.reattachDistance)
    if configuration.pullMode != defaults.pullMode {
      arguments.append("pullMode: .\(configuration.pullMode.rawValue)")
    }
    number("bigCircleShrinkRate", configuration.bigCircleShrinkRate, defaults.bigCircleShrinkRate)
    number(
      "smallCircleShrinkRate", configuration.smallCircleShrinkRate, defaults.smallCircleShrinkRate)
    number("minimumScale", configuration.minimumScale, defaults.minimumScale)
    if configuration.connectorStyle != defaults.connectorStyle {
      arguments.append("connectorStyle: .\(configuration.connectorStyle.rawValue)")
    }
    number("connectorSpread", configuration.connectorSpread, defaults.connectorSpread)
    number("handleFactor", configuration.handleFactor, defaults.handleFactor)
    number("waistNarrowingBase", configuration.waistNarrowingBase, defaults.waistNarrowingBase)
    number(
      "waistNarrowingDistance", configuration.waistNarrowingDistance,
      defaults.waistNarrowingDistance)
    if configuration.returnSpring != defaults.returnSpring {
      let spring = configuration.returnSpring
      arguments.append(
        "returnSpring: Spring(duration: \(NumberFormatting.decimal(spring.duration)), bounce: \(NumberFormatting.decimal(spring.bounce)))"
      )
    }
    number("returnOvershoot", configuration.returnOvershoot, defaults.returnOvershoot)
    if configuration.burst != defaults.burst {
      let burst = configuration.burst
      let base = defaults.burst
      var parts: [String] = []
      if burst.style != base.style { parts.append("style: .\(burst.style.rawValue)") }
      if burst.particleCount != base.particleCount {
        parts.append("particleCount: \(burst.particleCount)")
      }
      if burst.particleSpeed != base.particleSpeed {
        parts.append("particleSpeed: \(NumberFormatting.decimal(burst.particleSpeed))")
      }
      if burst.particleSize != base.particleSize {
        parts.append("particleSize: \(NumberFormatting.decimal(burst.particleSize))")
      }
      if burst.duration != base.duration {
        parts.append("duration: \(NumberFormatting.decimal(burst.duration))")
      }
      if burst.frameCount != base.frameCount { parts.append("frameCount: \(burst.frameCount)") }
      if burst.seed != base.seed { parts.append("seed: \(burst.seed)") }
      arguments.append("burst: BurstConfiguration(\(parts.joined(separator: ", ")))")
    }
    flag("isAnimated", configuration.isAnimated, defaults.isAnimated)
    flag(
      "hidesLabelWhileDragging", configuration.hidesLabelWhileDragging,
      defaults.hidesLabelWhileDragging)
    number("touchMargin", configuration.touchMargin, defaults.touchMargin)
    flag("reducesMotion", configuration.reducesMotion, defaults.reducesMotion)
    if configuration.color != defaults.color {
      arguments.append("color: \(colorSource(configuration.color))")
    }
    if configuration.labelColor != defaults.labelColor {
      arguments.append("labelColor: \(colorSource(configuration.labelColor))")
    }
    if arguments.isEmpty { return "StickyBadgeConfiguration()" }
    return "StickyBadgeConfiguration(\n    " + arguments.joined(separator: ",\n    ") + "\n)"
  }

  private static func colorSource(_ color: BadgeColor) -> String {
    "BadgeColor(red: \(NumberFormatting.decimal(color.red)), green: \(NumberFormatting.decimal(color.green)), blue: \(NumberFormatting.decimal(color.blue)), alpha: \(NumberFormatting.decimal(color.alpha)))"
  }
}
