// The sticky badge's one configuration table: a row per stored number, in declaration order.
// A new knob is its stored property (its default the initial value), its row here, and
// `swift run stickybadge-knobs --write` (Docs/Configuration.md, "Adding a knob"); the table
// tests then check the row in every face.
//
// Every limit is a multiple of 0.0001, and the re-attach distance must stay at least 0.001
// below the snap distance (`validate()`), so a valid configuration written out as JSON
// (numbers rounded to four decimals) always reads back valid. The particle count's 512 is
// `BurstConfiguration.maximumParticleCount` (a test checks that they agree).

extension StickyBadgeConfiguration: KnobTable {
  /// The rows (``KnobTable``), one per stored number, in declaration order.
  @_spi(Hosting) public static var knobs: [ConfigurationKnob<Self>] {
    // Measured: Docs/Performance/Geometry.md, "The remaining attributes".
    @inline(never) get { rows }
  }

  /// The rows: static data, not code that builds them (a `let`, not a computed property).
  private static let rows: [ConfigurationKnob<Self>] = [
    ConfigurationKnob(
      "snapDistance", unit: "pt", label: "Snap distance", valid: 0.01...10000, slider: 10...300,
      summary:
        "How far the badge's centre may move from home before the bridge snaps (it snaps once farther; exactly at it, it holds).",
      shows: .phase,
      value: { $0.snapDistance.knob($1) }),
    ConfigurationKnob(
      "reattachDistance", unit: "pt", label: "Re-attach distance", valid: 0...10000,
      slider: 0...299,
      summary:
        "A detached badge brought back closer than this re-attaches (exactly at it, it stays detached). At least 0.001 below `snapDistance` (hysteresis: the threshold never flickers).",
      shows: .phase,
      value: { $0.reattachDistance.knob($1) }),
    ConfigurationKnob(
      "pullMode", kind: .choice, label: "Pull mode", choices: "bigCircleStays,bigCircleMoves",
      valid: 0...1,
      summary:
        "The two pull modes of the QQ-bubble write-up (000): the dragged badge is the big circle (as in QQ), or the big circle stays home.",
      shows: .outline,
      value: { $0.pullMode.knob($1) }),
    ConfigurationKnob(
      "bigCircleShrinkRate", label: "Big circle shrink rate", valid: 0...1, slider: 0...1,
      step: 0.01,
      summary:
        "Fraction of its radius the big circle loses at the snap distance (linear in distance).",
      shows: .outline,
      value: { $0.bigCircleShrinkRate.knob($1) }),
    ConfigurationKnob(
      "smallCircleShrinkRate", label: "Small circle shrink rate", valid: 0...1, slider: 0...1,
      step: 0.01,
      summary: "Fraction of its radius the small circle loses at the snap distance.",
      shows: .outline,
      value: { $0.smallCircleShrinkRate.knob($1) }),
    ConfigurationKnob(
      "minimumScale", label: "Minimum scale", valid: 0...1, slider: 0...1, step: 0.01,
      summary: "Neither circle gets smaller than this fraction of the radius.",
      shows: .outline,
      value: { $0.minimumScale.knob($1) }),
    ConfigurationKnob(
      "connectorStyle", kind: .choice, label: "Connector", choices: "metaball,classic",
      valid: 0...1,
      summary:
        "How the bridge is built: tangent-continuous metaball, or the original write-ups' construction, with corners.",
      shows: .outline,
      value: { $0.connectorStyle.knob($1) }),
    ConfigurationKnob(
      "connectorSpread", label: "Connector spread", valid: 0...1, slider: 0...1, step: 0.01,
      summary: "Where the bridge attaches, 0 (narrow) to 1 (outer common tangents).",
      shows: .outline,
      value: { $0.connectorSpread.knob($1) }),
    ConfigurationKnob(
      "handleFactor", label: "Handle factor", valid: 0...10, slider: 0...10, step: 0.1,
      summary: "Length of the bridge's Bézier handles relative to the radii.",
      shows: .outline,
      value: { $0.handleFactor.knob($1) }),
    ConfigurationKnob(
      "waistNarrowingBase", label: "Waist narrowing base", valid: 0.0001...1, slider: 0.05...1,
      step: 0.01,
      summary:
        "The exponential narrowing of the Swift-badge write-up (003): the waist narrows by `base^(distance / waistNarrowingDistance)`; 1 adds none (that write-up: 0.1).",
      shows: .outline,
      value: { $0.waistNarrowingBase.knob($1) }),
    ConfigurationKnob(
      "waistNarrowingDistance", unit: "pt", label: "Waist narrowing distance",
      valid: 0.01...100000, slider: 10...1000,
      summary:
        "The distance over which the waist narrows by `waistNarrowingBase` (the Swift-badge write-up: 200).",
      shows: .outline,
      value: { $0.waistNarrowingDistance.knob($1) }),
    ConfigurationKnob(
      "returnSpring.stiffness", kind: .spring, unit: "1/s²", label: "Spring duration (s)",
      valid: Spring.validStiffnesses, slider: 0.05...2, step: 0.01,
      summary:
        "The spring home, of unit mass: its stiffness and damping, stored as they are (the playground's sliders tune its duration and bounce). Swift source and JSON describe it as in SwiftUI, `Spring(duration:bounce:)` (JSON `{\"duration\", \"bounce\"}`, `{\"response\", \"dampingRatio\"}` or `{\"stiffness\", \"damping\"}`).",
      shows: .motion,
      value: { $0.returnSpring.stiffness.knob($1) }),
    ConfigurationKnob(
      "returnSpring.damping", kind: .spring, unit: "1/s", label: "Spring bounce",
      valid: Spring.validDampings, slider: -0.9...0.9, step: 0.01,
      summary: "The spring home's damping (see `returnSpring.stiffness`).",
      shows: .motion,
      value: { $0.returnSpring.damping.knob($1) }),
    ConfigurationKnob(
      "returnOvershoot", unit: "pt", label: "Return overshoot", valid: 0...10000,
      slider: 0...100,
      summary:
        "The shake of the Swift-badge write-up (003): the badge is flung this far past home before springing back (that write-up: 50).",
      shows: .motion,
      value: { $0.returnOvershoot.knob($1) }),
    ConfigurationKnob(
      "burst.style", kind: .choice, label: "Burst style", choices: "particles,frames",
      valid: 0...1,
      summary:
        "A seeded particle burst in the badge colour, or N image frames for hosts that play images (the exploding-button write-up, 001: 8 frames over 1 s).",
      shows: .burst,
      value: { $0.burst.style.knob($1) }),
    ConfigurationKnob(
      "burst.particleCount", kind: .integer, label: "Burst particles", valid: 0...512,
      slider: 0...64,
      summary: "How many particles fly out (a paint list has room for 512).",
      shows: .burst,
      value: { $0.burst.particleCount.knob($1) }),
    ConfigurationKnob(
      "burst.particleSpeed", unit: "pt/s", label: "Particle speed", valid: 0...10000,
      slider: 0...800, step: 5, summary: "The mean initial speed of the particles.",
      shows: .burst,
      value: { $0.burst.particleSpeed.knob($1) }),
    ConfigurationKnob(
      "burst.particleSize", unit: "× radius", label: "Particle size", valid: 0...4,
      slider: 0...1,
      step: 0.01, summary: "The radius of a particle as a fraction of the badge radius.",
      shows: .burst,
      value: { $0.burst.particleSize.knob($1) }),
    ConfigurationKnob(
      "burst.duration", unit: "s", label: "Burst duration", valid: 0.001...10, slider: 0.05...2,
      step: 0.01, summary: "How long the burst lasts.",
      shows: .burst,
      value: { $0.burst.duration.knob($1) }),
    ConfigurationKnob(
      "burst.frameCount", kind: .integer, label: "Burst images", valid: 1...240, slider: 1...24,
      summary: "How many images the host plays for the `frames` style.",
      shows: .burst,
      value: { $0.burst.frameCount.knob($1) }),
    ConfigurationKnob(
      "burst.seed", kind: .integer, label: "Burst seed", valid: 0...2_147_483_647,
      slider: 0...9999,
      summary: "The particle generator's seed: the same seed gives the same burst everywhere.",
      shows: .burst,
      value: { $0.burst.seed.knob($1) }),
    ConfigurationKnob(
      "isAnimated", kind: .boolean, label: "Animated", valid: 0...1,
      summary: "Without animation a released badge jumps home and a dismissed one vanishes.",
      shows: .motion,
      value: { $0.isAnimated.knob($1) }),
    ConfigurationKnob(
      "hidesLabelWhileDragging", kind: .boolean, label: "Hide label while dragging",
      valid: 0...1,
      summary:
        "Hide the count while dragging (the QQ-bubble write-up, 000, hides it once snapped).",
      shows: .label,
      value: { $0.hidesLabelWhileDragging.knob($1) }),
    ConfigurationKnob(
      "touchMargin", unit: "pt", label: "Touch margin", valid: 0...200, slider: 0...40,
      summary: "Extra touch target around the dot, on every side.",
      shows: .touch,
      value: { $0.touchMargin.knob($1) }),
    ConfigurationKnob(
      "dragStartDistance", unit: "pt", label: "Drag start distance", valid: 0...200,
      slider: 0...40,
      summary:
        "How far the finger must move from where it touched down before the pull begins (at exactly this distance it begins), so a swipe that starts on a badge in a scrolling list still scrolls the list; 0 begins at touch-down.",
      shows: .touch,
      value: { $0.dragStartDistance.knob($1) }),
    ConfigurationKnob(
      "reducesMotion", kind: .boolean, label: "Reduce motion (fade)", valid: 0...1,
      summary:
        "The bounce becomes critically damped and the burst a fade (set from the system's Reduce Motion).",
      shows: .motion,
      value: { $0.reducesMotion.knob($1) }),
    ConfigurationKnob(
      "color.red", kind: .color, label: "Badge colour", valid: 0...1, step: 0.01,
      summary: "The badge colour (JSON: `\"#RRGGBB\"` or `\"#RRGGBBAA\"`).",
      shows: .color,
      value: { $0.color.red.knob($1) }),
    ConfigurationKnob(
      "color.green", kind: .color, label: "Badge green", valid: 0...1, step: 0.01,
      summary: "The badge colour's green.",
      shows: .color,
      value: { $0.color.green.knob($1) }),
    ConfigurationKnob(
      "color.blue", kind: .color, label: "Badge blue", valid: 0...1, step: 0.01,
      summary: "The badge colour's blue.",
      shows: .color,
      value: { $0.color.blue.knob($1) }),
    ConfigurationKnob(
      "color.alpha", kind: .color, label: "Badge opacity", valid: 0...1, step: 0.01,
      summary: "The badge colour's opacity.",
      shows: .color,
      value: { $0.color.alpha.knob($1) }),
    ConfigurationKnob(
      "labelColor.red", kind: .color, label: "Label colour", valid: 0...1, step: 0.01,
      summary: "The label colour (JSON: `\"#RRGGBB\"` or `\"#RRGGBBAA\"`).",
      shows: .color,
      value: { $0.labelColor.red.knob($1) }),
    ConfigurationKnob(
      "labelColor.green", kind: .color, label: "Label green", valid: 0...1, step: 0.01,
      summary: "The label colour's green.",
      shows: .color,
      value: { $0.labelColor.green.knob($1) }),
    ConfigurationKnob(
      "labelColor.blue", kind: .color, label: "Label blue", valid: 0...1, step: 0.01,
      summary: "The label colour's blue.",
      shows: .color,
      value: { $0.labelColor.blue.knob($1) }),
    ConfigurationKnob(
      "labelColor.alpha", kind: .color, label: "Label opacity", valid: 0...1, step: 0.01,
      summary: "The label colour's opacity.",
      shows: .color,
      value: { $0.labelColor.alpha.knob($1) }),
  ]
}
