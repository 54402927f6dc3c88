// The configuration panel's exports: the knob table, the current and the default values.
// Linked into the core module and the package module (not the scenario module, which only
// needs sb_config_apply).

import StickyBadge
import StickyBadgeWeb

/// Writes the tuning panel's table (``ConfigurationKnobs/table()``: a line per value of the
/// configuration buffer) to the output buffer; returns the length.
@_expose(wasm, "sb_config_table") @_cdecl("sb_config_table")
func configurationTable() -> Int32 {
  let text = ConfigurationKnobs.table()
  return text.withUnsafeBufferPointer { Playground.setOutput(bytes: $0) }
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
