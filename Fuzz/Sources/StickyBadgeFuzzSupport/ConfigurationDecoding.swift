import StickyBadge

/// One numeric property of ``StickyBadgeConfiguration`` with the range that
/// `validate()` documents for it, written down independently of the core so that the
/// fuzzer can tell a wrongly accepted or wrongly rejected value.
struct ConfigurationField: Sendable {
  /// The name `ConfigurationError.property` uses.
  var name: String
  var lower: Double
  var upper: Double
  /// Whether `lower` itself is allowed.
  var includesLower: Bool
  /// Whether the property is an integer.
  var isInteger: Bool = false
  var set: @Sendable (inout StickyBadgeConfiguration, Double) -> Void
}

/// A configuration decoded from fuzzer bytes, and what `validate()` must say about it.
public struct DecodedConfiguration {
  /// The configuration.
  public var configuration: StickyBadgeConfiguration
  /// The property made invalid on purpose, or nil when every value is in range.
  public var invalidProperty: String?
  /// A description of the invalid value, for the failure message.
  public var invalidValue: String
}

/// Decodes configurations from fuzzer bytes.
public enum ConfigurationDecoding {
  static let fields: [ConfigurationField] = [
    ConfigurationField(name: "snapDistance", lower: 0.01, upper: 10_000, includesLower: true) {
      $0.snapDistance = $1
    },
    ConfigurationField(name: "bigCircleShrinkRate", lower: 0, upper: 1, includesLower: true) {
      $0.bigCircleShrinkRate = $1
    },
    ConfigurationField(name: "smallCircleShrinkRate", lower: 0, upper: 1, includesLower: true) {
      $0.smallCircleShrinkRate = $1
    },
    ConfigurationField(name: "minimumScale", lower: 0, upper: 1, includesLower: true) {
      $0.minimumScale = $1
    },
    ConfigurationField(name: "connectorSpread", lower: 0, upper: 1, includesLower: true) {
      $0.connectorSpread = $1
    },
    ConfigurationField(name: "handleFactor", lower: 0, upper: 10, includesLower: true) {
      $0.handleFactor = $1
    },
    ConfigurationField(name: "waistNarrowingBase", lower: 0.0001, upper: 1, includesLower: true) {
      $0.waistNarrowingBase = $1
    },
    ConfigurationField(
      name: "waistNarrowingDistance", lower: 0.01, upper: 100_000, includesLower: true
    ) { $0.waistNarrowingDistance = $1 },
    ConfigurationField(name: "returnSpring.stiffness", lower: 0.01, upper: 1e7, includesLower: true)
    {
      $0.returnSpring.stiffness = $1
    },
    ConfigurationField(name: "returnSpring.damping", lower: 0.01, upper: 1e5, includesLower: true) {
      $0.returnSpring.damping = $1
    },
    ConfigurationField(name: "returnOvershoot", lower: 0, upper: 10_000, includesLower: true) {
      $0.returnOvershoot = $1
    },
    ConfigurationField(
      name: "burst.particleCount", lower: 0, upper: 512, includesLower: true, isInteger: true
    ) { $0.burst.particleCount = Int($1) },
    ConfigurationField(name: "burst.particleSpeed", lower: 0, upper: 10_000, includesLower: true) {
      $0.burst.particleSpeed = $1
    },
    ConfigurationField(name: "burst.particleSize", lower: 0, upper: 4, includesLower: true) {
      $0.burst.particleSize = $1
    },
    ConfigurationField(name: "burst.duration", lower: 0.001, upper: 10, includesLower: true) {
      $0.burst.duration = $1
    },
    ConfigurationField(
      name: "burst.frameCount", lower: 1, upper: 240, includesLower: true, isInteger: true
    ) { $0.burst.frameCount = Int($1) },
    ConfigurationField(name: "touchMargin", lower: 0, upper: 200, includesLower: true) {
      $0.touchMargin = $1
    },
    ConfigurationField(name: "color.red", lower: 0, upper: 1, includesLower: true) {
      $0.color.red = $1
    },
    ConfigurationField(name: "color.alpha", lower: 0, upper: 1, includesLower: true) {
      $0.color.alpha = $1
    },
    ConfigurationField(name: "labelColor.blue", lower: 0, upper: 1, includesLower: true) {
      $0.labelColor.blue = $1
    },
  ]

  /// Decodes a configuration; about one in eight has exactly one property out of range.
  public static func decode(_ input: inout FuzzInput) -> DecodedConfiguration {
    var configuration = StickyBadgeConfiguration()
    let useDefaults = input.byte() < 16
    if !useDefaults {
      for field in fields {
        // Each field: keep the default sometimes, otherwise a valid value.
        if input.byte() < 64 { continue }
        let lower = field.includesLower ? field.lower : field.lower.nextUp
        var value = input.number(in: lower, field.upper)
        if field.isInteger { value = value.rounded(.down) }
        // Keep bursts small enough that a long input stays fast.
        if field.name == "burst.particleCount" { value = Swift.min(value, 128) }
        field.set(&configuration, value)
      }
      if input.flag() {
        let duration = input.number(in: 0.05, 5)
        let bounce = input.number(in: -0.95, 0.95)
        configuration.returnSpring = Spring(duration: duration, bounce: bounce)
      }
      // validate() wants the re-attach distance at least 0.001 below the snap distance.
      configuration.reattachDistance = Swift.min(
        configuration.snapDistance - 0.001, configuration.snapDistance * input.unit())
      let switches = input.byte()
      configuration.pullMode = switches & 1 == 0 ? .bigCircleMoves : .bigCircleStays
      configuration.connectorStyle = switches & 2 == 0 ? .metaball : .classic
      configuration.burst.style = switches & 4 == 0 ? .particles : .frames
      configuration.isAnimated = switches & 8 == 0
      configuration.hidesLabelWhileDragging = switches & 16 != 0
      configuration.reducesMotion = switches & 32 != 0
      // validate() accepts seeds up to 2^31 - 1, the largest JSON writes and reads back.
      configuration.burst.seed = input.uint64() % 2_147_483_648
    }

    let corruption = input.byte()
    guard corruption < 32 else {
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: nil, invalidValue: "")
    }
    // One property out of range (or the re-attach distance not below the snap distance).
    let index = Int(corruption) % (fields.count + 2)
    if index == fields.count {
      let excess = input.flag() ? 0 : input.number(in: 0, 10_000 - configuration.snapDistance)
      configuration.reattachDistance = configuration.snapDistance + excess
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: "reattachDistance",
        invalidValue: "\(configuration.reattachDistance) >= snap \(configuration.snapDistance)")
    }
    if index == fields.count + 1 {
      let value = invalidValue(lower: 0, upper: 10_000, includesLower: true, &input)
      configuration.reattachDistance = value
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: "reattachDistance", invalidValue: "\(value)")
    }
    let field = fields[index]
    var value = invalidValue(
      lower: field.lower, upper: field.upper, includesLower: field.includesLower, &input)
    if field.isInteger {
      // Integers cannot be non-finite: take the nearest out-of-range integer instead.
      value = value.isNaN || value < field.lower ? field.lower - 1 : field.upper + 1
      if input.flag() { value = value < field.lower ? -1_000_000 : 1_000_000 }
    }
    field.set(&configuration, value)
    return DecodedConfiguration(
      configuration: configuration, invalidProperty: field.name, invalidValue: "\(value)")
  }

  /// A value outside `lower...upper` (or `lower` itself when excluded).
  static func invalidValue(
    lower: Double, upper: Double, includesLower: Bool, _ input: inout FuzzInput
  ) -> Double {
    switch input.byte() % 8 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return includesLower ? lower.nextDown : lower
    case 4: return upper.nextUp
    case 5: return upper * (2 + input.unit() * 1e6)
    case 6: return lower - 1 - input.unit() * 1e300
    default: return includesLower ? lower - input.unit() * 1000 - 1e-9 : lower - input.unit() * 1000
    }
  }
}
