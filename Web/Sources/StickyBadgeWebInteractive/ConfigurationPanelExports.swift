// The configuration panel's exports: the knob names, the current and the default values.
// Linked into the core module and the package module (not the scenario module, which only
// needs sb_config_apply).

import StickyBadge
import StickyBadgeWeb

/// Writes the knob names, comma-separated, to the output buffer; returns the length.
@_expose(wasm, "sb_config_names") @_cdecl("sb_config_names")
func configurationNames() -> Int32 {
  let list = ConfigurationKnobs.list
  return Playground.setOutput(
    bytes: UnsafeBufferPointer(start: list.utf8Start, count: list.utf8CodeUnitCount))
}

/// Writes the current configuration into the configuration buffer.
@_expose(wasm, "sb_config_read") @_cdecl("sb_config_read")
func readConfiguration() {
  ConfigurationKnobs.write(
    Playground.configuration, Playground.stretchyConfiguration, to: Playground.knobs.base)
}

/// Writes the core's default configuration into the configuration buffer.
@_expose(wasm, "sb_config_defaults") @_cdecl("sb_config_defaults")
func readDefaultConfiguration() {
  ConfigurationKnobs.write(
    StickyBadgeConfiguration(), StretchyCircleConfiguration(), to: Playground.knobs.base)
}
