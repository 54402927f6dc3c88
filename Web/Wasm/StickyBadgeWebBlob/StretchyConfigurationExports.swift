// The blob module's configuration: the stretchy circle's rows only (its table,
// `StretchyCircleConfiguration.knobs`), so that the module does not carry the badge's table.
// The page writes the values of the knobs named `stretchy.` in the package's table, in order.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

extension WebModuleState {
  /// The blob module's configuration buffer: a value per row of the stretchy circle's table.
  nonisolated(unsafe) static let stretchyKnobs = FixedBuffer<Double>(
    capacity: StretchyCircleConfiguration.knobCount)
}

/// The address of the blob module's configuration buffer (`Float64`, one per row of the
/// stretchy circle's table).
@_expose(wasm, "sb_stretchy_config_buffer") @_cdecl("sb_stretchy_config_buffer")
func stretchyConfigurationBufferAddress() -> UnsafeMutablePointer<Double> {
  WebModuleState.stretchyKnobs.base
}

/// Validates the blob module's configuration buffer and makes it the blob's configuration
/// from its next placing on.
///
/// Returns 0 on success; otherwise the length of the error message in the output buffer (the
/// configuration stays as it was).
@_expose(wasm, "sb_stretchy_config_apply") @_cdecl("sb_stretchy_config_apply")
func applyStretchyConfiguration() -> Int32 {
  let values = WebModuleState.stretchyKnobs.base
  if let problem = StretchyCircleConfiguration.knobProblem(in: values) {
    let message = problem.configurationMessage
    return message.bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
  }
  WebModuleState.stretchyConfiguration.readKnobs(from: values)
  return 0
}
