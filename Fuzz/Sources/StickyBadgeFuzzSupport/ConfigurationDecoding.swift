@_spi(Hosting) import StickyBadge

/// A configuration decoded from fuzzer bytes, and what `validate()` must say about it.
public struct DecodedConfiguration {
  /// The configuration.
  public var configuration: StickyBadgeConfiguration
  /// The property made invalid on purpose, or nil when every value is in range.
  public var invalidProperty: String?
  /// A description of the invalid value, for the failure message.
  public var invalidValue: String
}

/// Decodes configurations from fuzzer bytes, row by row of the core's configuration table
/// (``StickyBadgeConfiguration/knobs``): a knob added to the table is fuzzed with no change
/// here, within the valid range its row declares.
public enum ConfigurationDecoding {
  /// The rows, in table order.
  static let knobs = StickyBadgeConfiguration.knobs

  /// Decodes a configuration: some rows set to a valid value, the others at their defaults;
  /// about one in eight then has exactly one row out of range (or the re-attach distance not
  /// below the snap distance).
  public static func decode(_ input: inout FuzzInput) -> DecodedConfiguration {
    var configuration = StickyBadgeConfiguration()
    let useDefaults = input.byte() < 16
    if !useDefaults {
      for knob in knobs {
        // Each row: keep the default sometimes, otherwise a valid value.
        if input.byte() < 64 { continue }
        var value = input.number(in: knob.valid.lowerBound, knob.valid.upperBound)
        if knob.kind != .number && knob.kind != .spring && knob.kind != .color {
          value = value.rounded(.down)
        }
        // Keep bursts small enough that a long input stays fast.
        if "\(knob.path)" == "burst.particleCount" { value = Swift.min(value, 128) }
        knob.set(&configuration, value)
      }
      // Now and then a spring as people tune it, rather than any stiffness and damping.
      if input.flag() {
        let duration = input.number(in: 0.05, 5)
        let bounce = input.number(in: -0.95, 0.95)
        configuration.returnSpring = Spring(duration: duration, bounce: bounce)
      }
      // validate() wants the re-attach distance at least 0.001 below the snap distance.
      configuration.reattachDistance = Swift.min(
        configuration.snapDistance - 0.001, configuration.snapDistance * input.unit())
    }

    let corruption = input.byte()
    guard corruption < 32 else {
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: nil, invalidValue: "")
    }
    // One row out of range, or the re-attach distance not below the snap distance.
    let index = Int(corruption) % (knobs.count + 1)
    if index == knobs.count {
      let excess = input.flag() ? 0 : input.number(in: 0, 10_000 - configuration.snapDistance)
      configuration.reattachDistance = configuration.snapDistance + excess
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: "reattachDistance",
        invalidValue: "\(configuration.reattachDistance) >= snap \(configuration.snapDistance)")
    }
    let knob = knobs[index]
    let valid = knob.valid
    var value = invalidValue(lower: valid.lowerBound, upper: valid.upperBound, &input)
    if knob.kind != .number && knob.kind != .spring && knob.kind != .color {
      // Whole numbers cannot be non-finite: take the nearest out-of-range one instead.
      value = value.isNaN || value < valid.lowerBound ? valid.lowerBound - 1 : valid.upperBound + 1
      if input.flag() { value = value < valid.lowerBound ? -1_000_000 : 1_000_000 }
    }
    var corrupted = configuration
    knob.set(&corrupted, value)
    // A row that cannot hold the value (a Boolean, a choice, an unsigned seed below 0) keeps
    // a valid one: then the configuration stays valid.
    if valid.contains(knob.get(corrupted)) {
      return DecodedConfiguration(
        configuration: configuration, invalidProperty: nil, invalidValue: "")
    }
    return DecodedConfiguration(
      configuration: corrupted, invalidProperty: "\(knob.path)", invalidValue: "\(value)")
  }

  /// A value outside `lower...upper`.
  static func invalidValue(lower: Double, upper: Double, _ input: inout FuzzInput) -> Double {
    switch input.byte() % 8 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return lower.nextDown
    case 4: return upper.nextUp
    case 5: return upper * (2 + input.unit() * 1e6) + 1
    case 6: return lower - 1 - input.unit() * 1e300
    default: return lower - input.unit() * 1000 - 1e-9
    }
  }
}
