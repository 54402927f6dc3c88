import StickyBadge

/// The configuration as a flat list of numbers, one per knob, for the tuning panel.
///
/// Names are the Swift property paths (`burst.particleCount`); enumerations are indices
/// into their `allCases`, Booleans are 0 or 1, springs are given as duration and bounce.
/// Knobs prefixed `stretchy.` belong to the stretchy pull-down blob.
public enum ConfigurationKnobs {
  /// The knob names, comma-separated, in buffer order (one literal keeps the module small).
  public static let list: StaticString =
    "snapDistance,reattachDistance,pullMode,bigCircleShrinkRate,smallCircleShrinkRate,minimumScale,connectorStyle,connectorSpread,handleFactor,waistNarrowingBase,waistNarrowingDistance,returnSpring.duration,returnSpring.bounce,returnOvershoot,burst.style,burst.particleCount,burst.particleSpeed,burst.particleSize,burst.duration,burst.frameCount,burst.seed,isAnimated,hidesLabelWhileDragging,touchMargin,reducesMotion,color.red,color.green,color.blue,color.alpha,labelColor.red,labelColor.green,labelColor.blue,labelColor.alpha,stretchy.maximumOffsetScale,stretchy.lowerCircleShrink,stretchy.returnSpring.duration,stretchy.returnSpring.bounce,stretchy.connectorSpread,stretchy.handleFactor"

  /// The number of knobs.
  public static let count = 39

  /// Writes both configurations into `values`.
  public static func write(
    _ configuration: StickyBadgeConfiguration, _ stretchy: StretchyCircleConfiguration,
    to values: UnsafeMutablePointer<Double>
  ) {
    let c = configuration
    let list: [Double] = [
      c.snapDistance, c.reattachDistance, c.pullMode == .bigCircleStays ? 0 : 1,
      c.bigCircleShrinkRate,
      c.smallCircleShrinkRate, c.minimumScale, c.connectorStyle == .metaball ? 0 : 1,
      c.connectorSpread,
      c.handleFactor, c.waistNarrowingBase, c.waistNarrowingDistance, c.returnSpring.duration,
      c.returnSpring.bounce, c.returnOvershoot, c.burst.style == .particles ? 0 : 1,
      Double(c.burst.particleCount), c.burst.particleSpeed, c.burst.particleSize, c.burst.duration,
      Double(c.burst.frameCount), Double(c.burst.seed), c.isAnimated ? 1 : 0,
      c.hidesLabelWhileDragging ? 1 : 0, c.touchMargin, c.reducesMotion ? 1 : 0, c.color.red,
      c.color.green,
      c.color.blue, c.color.alpha, c.labelColor.red, c.labelColor.green, c.labelColor.blue,
      c.labelColor.alpha, stretchy.maximumOffsetScale, stretchy.lowerCircleShrink,
      stretchy.returnSpring.duration, stretchy.returnSpring.bounce, stretchy.connectorSpread,
      stretchy.handleFactor,
    ]
    for (index, value) in list.enumerated() { values[index] = value }
  }

  /// Reads both configurations from `values` (not validated; integers are clamped to
  /// their type's range so that the conversion never traps).
  static func read(from values: UnsafeMutablePointer<Double>) -> (
    StickyBadgeConfiguration, StretchyCircleConfiguration
  ) {
    var index = 0
    func next() -> Double {
      let value = values[index]
      index += 1
      return value
    }
    func nextInteger() -> Int {
      let value = next()
      guard value.isFinite else { return -1 }
      return Int(Swift.max(-1_000_000, Swift.min(1_000_000, value.rounded())))
    }
    func nextSeed() -> UInt64 {
      let value = next()
      guard value.isFinite, value >= 0 else { return 0 }
      return UInt64(Swift.min(9_007_199_254_740_992, value.rounded()))
    }
    var c = StickyBadgeConfiguration()
    c.snapDistance = next()
    c.reattachDistance = next()
    c.pullMode = next() == 0 ? .bigCircleStays : .bigCircleMoves
    c.bigCircleShrinkRate = next()
    c.smallCircleShrinkRate = next()
    c.minimumScale = next()
    c.connectorStyle = next() == 0 ? .metaball : .classic
    c.connectorSpread = next()
    c.handleFactor = next()
    c.waistNarrowingBase = next()
    c.waistNarrowingDistance = next()
    let duration = next()
    let bounce = next()
    c.returnSpring = Spring(duration: duration, bounce: bounce)
    c.returnOvershoot = next()
    c.burst.style = next() == 0 ? .particles : .frames
    c.burst.particleCount = nextInteger()
    c.burst.particleSpeed = next()
    c.burst.particleSize = next()
    c.burst.duration = next()
    c.burst.frameCount = nextInteger()
    c.burst.seed = nextSeed()
    c.isAnimated = next() != 0
    c.hidesLabelWhileDragging = next() != 0
    c.touchMargin = next()
    c.reducesMotion = next() != 0
    c.color = BadgeColor(red: next(), green: next(), blue: next(), alpha: next())
    c.labelColor = BadgeColor(red: next(), green: next(), blue: next(), alpha: next())
    var s = StretchyCircleConfiguration()
    s.maximumOffsetScale = next()
    s.lowerCircleShrink = next()
    let stretchyDuration = next()
    let stretchyBounce = next()
    s.returnSpring = Spring(duration: stretchyDuration, bounce: stretchyBounce)
    s.connectorSpread = next()
    s.handleFactor = next()
    return (c, s)
  }
}
