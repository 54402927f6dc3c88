// The sticky badge's one configuration table: a row per stored number, in declaration order.
// A new knob is its stored property and its row here; the table tests then check the row in
// every face.
//
// Every limit is a multiple of 0.0001, and the re-attach distance must stay at least 0.001
// below the snap distance (`validate()`), so a valid configuration written out as JSON
// (numbers rounded to four decimals) always reads back valid. The particle count's 512 is
// `BurstConfiguration.maximumParticleCount` (a test checks that they agree).

extension StickyBadgeConfiguration: KnobTable {
  /// The rows (``KnobTable``), one per stored number, in declaration order.
  public static let knobs: [ConfigurationKnob<Self>] = [
    ConfigurationKnob(
      "snapDistance", unit: "pt", label: "Snap distance", valid: 0.01...10000, slider: 10...300,
      summary:
        "How far the badge's centre may move from home before the bridge snaps (it snaps once farther; exactly at it, it holds).",
      get: { $0.snapDistance }, set: { $0.snapDistance = $1 }),
    ConfigurationKnob(
      "reattachDistance", unit: "pt", label: "Re-attach distance", valid: 0...10000,
      slider: 0...299,
      summary:
        "A detached badge brought back closer than this re-attaches (exactly at it, it stays detached). At least 0.001 below `snapDistance` (hysteresis: the threshold never flickers).",
      get: { $0.reattachDistance }, set: { $0.reattachDistance = $1 }),
    ConfigurationKnob(
      "pullMode", kind: .choice, label: "Pull mode", choices: "bigCircleStays,bigCircleMoves",
      valid: 0...1,
      summary:
        "The two pull modes of the QQ-bubble write-up (000): the dragged badge is the big circle (as in QQ), or the big circle stays home.",
      get: { $0.pullMode == .bigCircleStays ? 0 : 1 },
      set: { $0.pullMode = $1 < 0.5 ? .bigCircleStays : .bigCircleMoves }),
    ConfigurationKnob(
      "bigCircleShrinkRate", label: "Big circle shrink rate", valid: 0...1, slider: 0...1,
      step: 0.01,
      summary:
        "Fraction of its radius the big circle loses at the snap distance (linear in distance).",
      get: { $0.bigCircleShrinkRate }, set: { $0.bigCircleShrinkRate = $1 }),
    ConfigurationKnob(
      "smallCircleShrinkRate", label: "Small circle shrink rate", valid: 0...1, slider: 0...1,
      step: 0.01, summary: "Fraction of its radius the small circle loses at the snap distance.",
      get: { $0.smallCircleShrinkRate }, set: { $0.smallCircleShrinkRate = $1 }),
    ConfigurationKnob(
      "minimumScale", label: "Minimum scale", valid: 0...1, slider: 0...1, step: 0.01,
      summary: "Neither circle gets smaller than this fraction of the radius.",
      get: { $0.minimumScale }, set: { $0.minimumScale = $1 }),
    ConfigurationKnob(
      "connectorStyle", kind: .choice, label: "Connector", choices: "metaball,classic",
      valid: 0...1,
      summary:
        "How the bridge is built: tangent-continuous metaball, or the original write-ups' construction, with corners.",
      get: { $0.connectorStyle == .metaball ? 0 : 1 },
      set: { $0.connectorStyle = $1 < 0.5 ? .metaball : .classic }),
    ConfigurationKnob(
      "connectorSpread", label: "Connector spread", valid: 0...1, slider: 0...1, step: 0.01,
      summary: "Where the bridge attaches, 0 (narrow) to 1 (outer common tangents).",
      get: { $0.connectorSpread }, set: { $0.connectorSpread = $1 }),
    ConfigurationKnob(
      "handleFactor", label: "Handle factor", valid: 0...10, slider: 0...10, step: 0.1,
      summary: "Length of the bridge's Bézier handles relative to the radii.",
      get: { $0.handleFactor }, set: { $0.handleFactor = $1 }),
    ConfigurationKnob(
      "waistNarrowingBase", label: "Waist narrowing base", valid: 0.0001...1, slider: 0.05...1,
      step: 0.01,
      summary:
        "The exponential narrowing of the Swift-badge write-up (003): the waist narrows by `base^(distance / waistNarrowingDistance)`; 1 adds none (that write-up: 0.1).",
      get: { $0.waistNarrowingBase }, set: { $0.waistNarrowingBase = $1 }),
    ConfigurationKnob(
      "waistNarrowingDistance", unit: "pt", label: "Waist narrowing distance",
      valid: 0.01...100000, slider: 10...1000,
      summary:
        "The distance over which the waist narrows by `waistNarrowingBase` (the Swift-badge write-up: 200).",
      get: { $0.waistNarrowingDistance }, set: { $0.waistNarrowingDistance = $1 }),
    ConfigurationKnob(
      "returnSpring.stiffness", kind: .spring, unit: "1/s²", label: "Spring duration (s)",
      valid: 0.01...10_000_000, slider: 0.05...2, step: 0.01,
      summary:
        "The spring home, of unit mass: its stiffness and damping, stored as they are (the playground's sliders tune its duration and bounce). Swift source and JSON describe it as in SwiftUI, `Spring(duration:bounce:)` (JSON `{\"duration\", \"bounce\"}`, `{\"response\", \"dampingRatio\"}` or `{\"stiffness\", \"damping\"}`).",
      get: { $0.returnSpring.stiffness }, set: { $0.returnSpring.stiffness = $1 }),
    ConfigurationKnob(
      "returnSpring.damping", kind: .spring, unit: "1/s", label: "Spring bounce",
      valid: 0.01...100000, slider: -0.9...0.9, step: 0.01,
      summary: "The spring home's damping (see `returnSpring.stiffness`).",
      get: { $0.returnSpring.damping }, set: { $0.returnSpring.damping = $1 }),
    ConfigurationKnob(
      "returnOvershoot", unit: "pt", label: "Return overshoot", valid: 0...10000, slider: 0...100,
      summary:
        "The shake of the Swift-badge write-up (003): the badge is flung this far past home before springing back (that write-up: 50).",
      get: { $0.returnOvershoot }, set: { $0.returnOvershoot = $1 }),
    ConfigurationKnob(
      "burst.style", kind: .choice, label: "Burst style", choices: "particles,frames", valid: 0...1,
      summary:
        "A seeded particle burst in the badge colour, or N image frames for hosts that play images (the exploding-button write-up, 001: 8 frames over 1 s).",
      get: { $0.burst.style == .particles ? 0 : 1 },
      set: { $0.burst.style = $1 < 0.5 ? .particles : .frames }),
    ConfigurationKnob(
      "burst.particleCount", kind: .integer, label: "Burst particles", valid: 0...512,
      slider: 0...64,
      summary: "How many particles fly out (a paint list has room for 512).",
      get: { Double($0.burst.particleCount) },
      set: { $0.burst.particleCount = KnobNumber.integer($1) }),
    ConfigurationKnob(
      "burst.particleSpeed", unit: "pt/s", label: "Particle speed", valid: 0...10000,
      slider: 0...800, step: 5, summary: "The mean initial speed of the particles.",
      get: { $0.burst.particleSpeed }, set: { $0.burst.particleSpeed = $1 }),
    ConfigurationKnob(
      "burst.particleSize", unit: "× radius", label: "Particle size", valid: 0...4, slider: 0...1,
      step: 0.01, summary: "The radius of a particle as a fraction of the badge radius.",
      get: { $0.burst.particleSize }, set: { $0.burst.particleSize = $1 }),
    ConfigurationKnob(
      "burst.duration", unit: "s", label: "Burst duration", valid: 0.001...10, slider: 0.05...2,
      step: 0.01, summary: "How long the burst lasts.",
      get: { $0.burst.duration }, set: { $0.burst.duration = $1 }),
    ConfigurationKnob(
      "burst.frameCount", kind: .integer, label: "Burst images", valid: 1...240, slider: 1...24,
      summary: "How many images the host plays for the `frames` style.",
      get: { Double($0.burst.frameCount) },
      set: { $0.burst.frameCount = KnobNumber.integer($1) }),
    ConfigurationKnob(
      "burst.seed", kind: .integer, label: "Burst seed", valid: 0...2_147_483_647, slider: 0...9999,
      summary: "The particle generator's seed: the same seed gives the same burst everywhere.",
      get: { Double($0.burst.seed) }, set: { $0.burst.seed = KnobNumber.seed($1) }),
    ConfigurationKnob(
      "isAnimated", kind: .boolean, label: "Animated", valid: 0...1,
      summary: "Without animation a released badge jumps home and a dismissed one vanishes.",
      get: { $0.isAnimated ? 1 : 0 }, set: { $0.isAnimated = $1 != 0 }),
    ConfigurationKnob(
      "hidesLabelWhileDragging", kind: .boolean, label: "Hide label while dragging", valid: 0...1,
      summary:
        "Hide the count while dragging (the QQ-bubble write-up, 000, hides it once snapped).",
      get: { $0.hidesLabelWhileDragging ? 1 : 0 }, set: { $0.hidesLabelWhileDragging = $1 != 0 }),
    ConfigurationKnob(
      "touchMargin", unit: "pt", label: "Touch margin", valid: 0...200, slider: 0...40,
      summary: "Extra touch target around the dot, on every side.",
      get: { $0.touchMargin }, set: { $0.touchMargin = $1 }),
    ConfigurationKnob(
      "dragStartDistance", unit: "pt", label: "Drag start distance", valid: 0...200,
      slider: 0...40,
      summary:
        "How far the finger must move from where it touched down before the pull begins (at exactly this distance it begins), so a swipe that starts on a badge in a scrolling list still scrolls the list; 0 begins at touch-down.",
      get: { $0.dragStartDistance }, set: { $0.dragStartDistance = $1 }),
    ConfigurationKnob(
      "reducesMotion", kind: .boolean, label: "Reduce motion (fade)", valid: 0...1,
      summary:
        "The bounce becomes critically damped and the burst a fade (set from the system's Reduce Motion).",
      get: { $0.reducesMotion ? 1 : 0 }, set: { $0.reducesMotion = $1 != 0 }),
    ConfigurationKnob(
      "color.red", kind: .color, label: "Badge colour", valid: 0...1, step: 0.01,
      summary: "The badge colour (JSON: `\"#RRGGBB\"` or `\"#RRGGBBAA\"`).",
      get: { $0.color.red }, set: { $0.color.red = $1 }),
    ConfigurationKnob(
      "color.green", kind: .color, label: "Badge green", valid: 0...1, step: 0.01,
      summary: "The badge colour's green.",
      get: { $0.color.green }, set: { $0.color.green = $1 }),
    ConfigurationKnob(
      "color.blue", kind: .color, label: "Badge blue", valid: 0...1, step: 0.01,
      summary: "The badge colour's blue.",
      get: { $0.color.blue }, set: { $0.color.blue = $1 }),
    ConfigurationKnob(
      "color.alpha", kind: .color, label: "Badge opacity", valid: 0...1, step: 0.01,
      summary: "The badge colour's opacity.",
      get: { $0.color.alpha }, set: { $0.color.alpha = $1 }),
    ConfigurationKnob(
      "labelColor.red", kind: .color, label: "Label colour", valid: 0...1, step: 0.01,
      summary: "The label colour (JSON: `\"#RRGGBB\"` or `\"#RRGGBBAA\"`).",
      get: { $0.labelColor.red }, set: { $0.labelColor.red = $1 }),
    ConfigurationKnob(
      "labelColor.green", kind: .color, label: "Label green", valid: 0...1, step: 0.01,
      summary: "The label colour's green.",
      get: { $0.labelColor.green }, set: { $0.labelColor.green = $1 }),
    ConfigurationKnob(
      "labelColor.blue", kind: .color, label: "Label blue", valid: 0...1, step: 0.01,
      summary: "The label colour's blue.",
      get: { $0.labelColor.blue }, set: { $0.labelColor.blue = $1 }),
    ConfigurationKnob(
      "labelColor.alpha", kind: .color, label: "Label opacity", valid: 0...1, step: 0.01,
      summary: "The label colour's opacity.",
      get: { $0.labelColor.alpha }, set: { $0.labelColor.alpha = $1 }),
  ]
}
