// The sticky badge's one configuration table. Adding a property means adding its row here:
// a line of `knobText`, a line of `knobSummaries` and a case in each accessor (the
// table-completeness tests fail until all of them are there).

extension StickyBadgeConfiguration: KnobTable {
  /// One line per row:
  /// `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step` (see
  /// ``KnobTable``).
  ///
  /// Every limit is a multiple of 0.0001, and the re-attach distance must stay at least
  /// 0.001 below the snap distance (``validate()``), so a valid configuration written out as
  /// JSON (numbers rounded to four decimals) always reads back valid. The particle count's
  /// 512 is ``BurstConfiguration/maximumParticleCount`` (a test checks that they agree).
  public static var knobText: StaticString {
    // One getter, never inlined: every module that reads the table shares this one copy.
    """
    snapDistance|number|pt|Snap distance||0.01|10000|10|300|1
    reattachDistance|number|pt|Re-attach distance||0|10000|0|299|1
    pullMode|choice||Pull mode|bigCircleStays,bigCircleMoves|0|1|0|1|1
    bigCircleShrinkRate|number||Big circle shrink rate||0|1|0|1|0.01
    smallCircleShrinkRate|number||Small circle shrink rate||0|1|0|1|0.01
    minimumScale|number||Minimum scale||0|1|0|1|0.01
    connectorStyle|choice||Connector|metaball,classic|0|1|0|1|1
    connectorSpread|number||Connector spread||0|1|0|1|0.01
    handleFactor|number||Handle factor||0|10|0|10|0.1
    waistNarrowingBase|number||Waist narrowing base||0.0001|1|0.05|1|0.01
    waistNarrowingDistance|number|pt|Waist narrowing distance||0.01|100000|10|1000|1
    returnSpring.stiffness|spring|1/s²|Spring duration (s)||0.01|10000000|0.05|2|0.01
    returnSpring.damping|spring|1/s|Spring bounce||0.01|100000|-0.9|0.9|0.01
    returnOvershoot|number|pt|Return overshoot||0|10000|0|100|1
    burst.style|choice||Burst style|particles,frames|0|1|0|1|1
    burst.particleCount|integer||Burst particles||0|512|0|64|1
    burst.particleSpeed|number|pt/s|Particle speed||0|10000|0|800|5
    burst.particleSize|number|× radius|Particle size||0|4|0|1|0.01
    burst.duration|number|s|Burst duration||0.001|10|0.05|2|0.01
    burst.frameCount|integer||Burst images||1|240|1|24|1
    burst.seed|integer||Burst seed||0|2147483647|0|9999|1
    isAnimated|boolean||Animated||0|1|0|1|1
    hidesLabelWhileDragging|boolean||Hide label while dragging||0|1|0|1|1
    touchMargin|number|pt|Touch margin||0|200|0|40|1
    reducesMotion|boolean||Reduce motion (fade)||0|1|0|1|1
    color.red|color||Badge colour||0|1|0|1|0.01
    color.green|color||Badge green||0|1|0|1|0.01
    color.blue|color||Badge blue||0|1|0|1|0.01
    color.alpha|color||Badge opacity||0|1|0|1|0.01
    labelColor.red|color||Label colour||0|1|0|1|0.01
    labelColor.green|color||Label green||0|1|0|1|0.01
    labelColor.blue|color||Label blue||0|1|0|1|0.01
    labelColor.alpha|color||Label opacity||0|1|0|1|0.01
    """
  }

  /// One sentence per row, line `i` for row `i` (read by the README's tables only, so the
  /// WebAssembly modules, which never show it, do not carry it).
  public static var knobSummaries: StaticString {
    // One getter, never inlined: every module that reads the table shares this one copy.
    """
    How far the badge's centre may move from home before the bridge snaps (it snaps once farther; exactly at it, it holds).
    A detached badge brought back closer than this re-attaches (exactly at it, it stays detached). At least 0.001 below `snapDistance` (hysteresis: the threshold never flickers).
    The two pull modes of the QQ-bubble write-up (000): the dragged badge is the big circle (as in QQ), or the big circle stays home.
    Fraction of its radius the big circle loses at the snap distance (linear in distance).
    Fraction of its radius the small circle loses at the snap distance.
    Neither circle gets smaller than this fraction of the radius.
    How the bridge is built: tangent-continuous metaball, or the original write-ups' construction, with corners.
    Where the bridge attaches, 0 (narrow) to 1 (outer common tangents).
    Length of the bridge's Bézier handles relative to the radii.
    The exponential narrowing of the Swift-badge write-up (003): the waist narrows by `base^(distance / waistNarrowingDistance)`; 1 adds none (that write-up: 0.1).
    The distance over which the waist narrows by `waistNarrowingBase` (the Swift-badge write-up: 200).
    The spring home, of unit mass: its stiffness and damping, stored as they are (the playground's sliders tune its duration and bounce). Swift source and JSON describe it as in SwiftUI, `Spring(duration:bounce:)` (JSON `{"duration", "bounce"}`, `{"response", "dampingRatio"}` or `{"stiffness", "damping"}`).
    The spring home's damping (see `returnSpring.stiffness`).
    The shake of the Swift-badge write-up (003): the badge is flung this far past home before springing back (that write-up: 50).
    A seeded particle burst in the badge colour, or N image frames for hosts that play images (the exploding-button write-up, 001: 8 frames over 1 s).
    How many particles fly out (a paint list has room for 512).
    The mean initial speed of the particles.
    The radius of a particle as a fraction of the badge radius.
    How long the burst lasts.
    How many images the host plays for the `frames` style.
    The particle generator's seed: the same seed gives the same burst everywhere.
    Without animation a released badge jumps home and a dismissed one vanishes.
    Hide the count while dragging (the QQ-bubble write-up, 000, hides it once snapped).
    Extra touch target around the dot, on every side.
    The bounce becomes critically damped and the burst a fade (set from the system's Reduce Motion).
    The badge colour (JSON: `"#RRGGBB"` or `"#RRGGBBAA"`).
    The badge colour's green.
    The badge colour's blue.
    The badge colour's opacity.
    The label colour (JSON: `"#RRGGBB"` or `"#RRGGBBAA"`).
    The label colour's green.
    The label colour's blue.
    The label colour's opacity.
    """
  }

  /// The value of row `index` of ``knobText``.
  public func knob(_ index: Int) -> Double {
    switch index {
    case 0: snapDistance
    case 1: reattachDistance
    case 2: pullMode == .bigCircleStays ? 0 : 1
    case 3: bigCircleShrinkRate
    case 4: smallCircleShrinkRate
    case 5: minimumScale
    case 6: connectorStyle == .metaball ? 0 : 1
    case 7: connectorSpread
    case 8: handleFactor
    case 9: waistNarrowingBase
    case 10: waistNarrowingDistance
    case 11: returnSpring.stiffness
    case 12: returnSpring.damping
    case 13: returnOvershoot
    case 14: burst.style == .particles ? 0 : 1
    case 15: Double(burst.particleCount)
    case 16: burst.particleSpeed
    case 17: burst.particleSize
    case 18: burst.duration
    case 19: Double(burst.frameCount)
    case 20: Double(burst.seed)
    case 21: isAnimated ? 1 : 0
    case 22: hidesLabelWhileDragging ? 1 : 0
    case 23: touchMargin
    case 24: reducesMotion ? 1 : 0
    case 25: color.red
    case 26: color.green
    case 27: color.blue
    case 28: color.alpha
    case 29: labelColor.red
    case 30: labelColor.green
    case 31: labelColor.blue
    case 32: labelColor.alpha
    default: .nan
    }
  }

  /// Sets row `index` of ``knobText``.
  public mutating func setKnob(_ index: Int, _ value: Double) {
    switch index {
    case 0: snapDistance = value
    case 1: reattachDistance = value
    case 2: pullMode = value < 0.5 ? .bigCircleStays : .bigCircleMoves
    case 3: bigCircleShrinkRate = value
    case 4: smallCircleShrinkRate = value
    case 5: minimumScale = value
    case 6: connectorStyle = value < 0.5 ? .metaball : .classic
    case 7: connectorSpread = value
    case 8: handleFactor = value
    case 9: waistNarrowingBase = value
    case 10: waistNarrowingDistance = value
    case 11: returnSpring.stiffness = value
    case 12: returnSpring.damping = value
    case 13: returnOvershoot = value
    case 14: burst.style = value < 0.5 ? .particles : .frames
    case 15: burst.particleCount = KnobNumber.integer(value)
    case 16: burst.particleSpeed = value
    case 17: burst.particleSize = value
    case 18: burst.duration = value
    case 19: burst.frameCount = KnobNumber.integer(value)
    case 20: burst.seed = KnobNumber.seed(value)
    case 21: isAnimated = value != 0
    case 22: hidesLabelWhileDragging = value != 0
    case 23: touchMargin = value
    case 24: reducesMotion = value != 0
    case 25: color.red = value
    case 26: color.green = value
    case 27: color.blue = value
    case 28: color.alpha = value
    case 29: labelColor.red = value
    case 30: labelColor.green = value
    case 31: labelColor.blue = value
    case 32: labelColor.alpha = value
    default: break
    }
  }
}
