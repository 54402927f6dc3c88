// The presets (`StickyBadgePreset`, the core's one table of them) for the package's `preset`
// attribute and the playground's menu: their names and configurations, read by index.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// Writes preset `index` (in ``StickyBadgePreset``'s order) into the configuration buffer, as
/// the web shows it (the web's defaults' contrast, ``HostPolicy/webConfiguration``), and its
/// name into the output buffer; returns the name's length in bytes, or -1 past the last
/// preset (nothing is written).
@_expose(wasm, "sb_config_preset") @_cdecl("sb_config_preset")
func presetConfiguration(_ index: Int32) -> Int32 {
  let presets = StickyBadgePreset.allCases
  guard index >= 0, Int(index) < presets.count else { return -1 }
  let preset = presets[Int(index)]
  KnobBuffer.write(
    HostPolicy.configuration(preset.configuration, reduceMotion: false, increaseContrast: true),
    WebModuleState.defaultStretchyConfiguration(), to: WebModuleState.knobs.base)
  return WebModuleState.setOutput(preset.rawValue)
}
