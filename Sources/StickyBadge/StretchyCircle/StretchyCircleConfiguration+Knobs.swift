// The stretchy blob's one configuration table (see `KnobTable`): a new knob is its stored
// property (its default the initial value), its row here, and `swift run stickybadge-knobs
// --write` (Docs/Configuration.md, "Adding a knob").

extension StretchyCircleConfiguration: KnobTable {
  /// The rows (``KnobTable``), one per stored number, in declaration order: static data, not
  /// code that builds them.
  @_spi(Hosting) public static let knobs: [ConfigurationKnob<Self>] = [
    ConfigurationKnob(
      "maximumOffsetScale", unit: "× radius", label: "Blob max offset", valid: 0...100,
      slider: 0...6, step: 0.1,
      summary:
        "How far the lower circle can be pulled, as a multiple of the radius (the stretchy-circle write-up, 002: 3).",
      shows: .outline,
      value: { $0.maximumOffsetScale.knob($1) }),
    ConfigurationKnob(
      "lowerCircleShrink", label: "Blob lower circle shrink", valid: 0...0.95, slider: 0...0.95,
      step: 0.01,
      summary:
        "How much the lower circle shrinks at the maximum offset (the write-up: 0.5, to half).",
      shows: .outline,
      value: { $0.lowerCircleShrink.knob($1) }),
    ConfigurationKnob(
      "returnSpring.stiffness", kind: .spring, unit: "1/s²", label: "Blob spring duration (s)",
      valid: Spring.validStiffnesses, slider: 0.05...2, step: 0.01,
      summary:
        "The spring that pulls the blob back into a circle, of unit mass: its stiffness and damping (JSON and the playground's duration and bounce sliders as for the badge's `returnSpring`).",
      shows: .motion,
      value: { $0.returnSpring.stiffness.knob($1) }),
    ConfigurationKnob(
      "returnSpring.damping", kind: .spring, unit: "1/s", label: "Blob spring bounce",
      valid: Spring.validDampings, slider: -0.9...0.9, step: 0.01,
      summary: "The blob's spring damping (see `returnSpring.stiffness`).",
      shows: .motion,
      value: { $0.returnSpring.damping.knob($1) }),
    ConfigurationKnob(
      "connectorSpread", label: "Blob connector spread", valid: 0...1, slider: 0...1,
      step: 0.01,
      summary: "The metaball connector's spread.",
      shows: .outline,
      value: { $0.connectorSpread.knob($1) }),
    ConfigurationKnob(
      "handleFactor", label: "Blob handle factor", valid: 0...10, slider: 0...10, step: 0.1,
      summary: "The metaball connector's handle factor.",
      shows: .outline,
      value: { $0.handleFactor.knob($1) }),
  ]
}
