// The configuration panel's exports: the knob table, the current and the default values,
// and the spring sliders' conversions.
// Linked into the package module only (the package's tuning.js; the playground's panel uses
// it through the package); the scenario module only needs sb_config_apply, the blob module
// sb_stretchy_config_apply.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// Writes the module's configuration table (`KnobBuffer.table()`: a line per value
/// of the configuration buffer, `path|minimum|maximum`) to the output buffer;
/// returns the length.
@_expose(wasm, "sb_config_table") @_cdecl("sb_config_table")
func configurationTable() -> Int32 {
  let text = KnobBuffer.table()
  return text.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
}

/// Writes the core's default configuration into the configuration buffer.
@_expose(wasm, "sb_config_defaults") @_cdecl("sb_config_defaults")
func readDefaultConfiguration() {
  KnobBuffer.write(
    WebModuleState.defaultConfiguration(), WebModuleState.defaultStretchyConfiguration(),
    to: WebModuleState.knobs.base)
}

/// A spring slider's value (`part` 0: ``Spring/duration``, 1: ``Spring/bounce``) of the
/// stored pair `stiffness`, `damping`: the tuning panel shows a spring's two rows this way.
@_expose(wasm, "sb_spring_tuning") @_cdecl("sb_spring_tuning")
func springTuning(_ stiffness: Double, _ damping: Double, _ part: Int32) -> Double {
  let spring = Spring(stiffness: stiffness, damping: damping)
  return part == 0 ? spring.duration : spring.bounce
}

/// The stored row (`part` 0: ``Spring/stiffness``, 1: ``Spring/damping``) of
/// `Spring(duration:bounce:)`: what the tuning panel writes when a spring slider moves.
@_expose(wasm, "sb_spring_stored") @_cdecl("sb_spring_stored")
func springStored(_ duration: Double, _ bounce: Double, _ part: Int32) -> Double {
  let spring = Spring(duration: duration, bounce: bounce)
  return part == 0 ? spring.stiffness : spring.damping
}
