// The WebAssembly export layer shared by every web module (the package's, the playground's
// blob module and its scenario module): the configuration, its buffer and the text
// buffers. The package's badge sessions and clear-all groups are in StickyBadgeWebPackage,
// the playground's blob in StickyBadgeWebBlob, the scenario tools in StickyBadgeWebScenario.
//
// The page drives the very same core as every other host: it feeds time-stamped pointer
// input in and reads what to draw back from linear memory. Everything crossing the
// boundary goes through buffers that are allocated once and reused:
//
// - the configuration buffer (`Float64`): one number per row of the configuration
//   tables, in table order (the page reads the table, `sb_config_table`, so the order
//   lives in the tables only);
// - the text buffers (UTF-8): text in (badge labels, scenario JSON) and text out
//   (Swift source, JSON, error messages);
// - each module's own fixed buffers (the paint buffer, the package's event buffer).
//
// No export allocates per frame: the engines reuse their own outline, particle and event
// storage, and the buffers have fixed capacities.

import StickyBadge

// MARK: - Buffers

/// The address of the configuration buffer (`Float64`, one per knob).
@_expose(wasm, "sb_config_buffer") @_cdecl("sb_config_buffer")
func configurationBufferAddress() -> UnsafeMutablePointer<Double> { WebModuleState.knobs.base }

/// The most bytes the input buffer holds: a text the page writes is a scenario or a
/// configuration, far shorter; a larger request is refused rather than exhausting memory.
let inputLimit = 1 << 24

/// Makes the input buffer hold at least `count` bytes and returns its address, or 0 (nil)
/// when `count` is over ``inputLimit`` (nothing changes then).
@_expose(wasm, "sb_input_reserve") @_cdecl("sb_input_reserve")
func reserveInput(_ count: Int32) -> UnsafeMutablePointer<UInt8>? {
  let needed = Int(Swift.max(0, count))
  guard needed <= inputLimit else { return nil }
  if needed > WebModuleState.input.capacity { WebModuleState.input = FixedBuffer(capacity: needed) }
  return WebModuleState.input.base
}

/// The address of the output text (valid until the next call that produces text).
@_expose(wasm, "sb_output") @_cdecl("sb_output")
func outputAddress() -> UnsafeMutablePointer<UInt8> { WebModuleState.output.base }

// MARK: - Configuration

/// Validates the configuration buffer and makes it current for badges created from now on.
///
/// Returns 0 on success; otherwise a positive length of the error message in the output buffer,
/// the CLI's text for the same configuration (`configuration.snapDistance: must be in [0.01,
/// 10000], got -5`; the configuration stays as it was).
@_expose(wasm, "sb_config_apply") @_cdecl("sb_config_apply")
func applyConfiguration() -> Int32 {
  var configuration = WebModuleState.configuration
  var stretchy = WebModuleState.stretchyConfiguration
  KnobBuffer.read(from: WebModuleState.knobs.base, into: &configuration, &stretchy)
  // The problem's message as bytes, as the CLI reports it: no `String` is made. The values
  // as given first, every row of both tables: a row's property may not hold one (a negative
  // seed would read as 0). Then what only the whole badge configuration can tell.
  if let problem = KnobBuffer.problem(in: WebModuleState.knobs.base) ?? configuration.problem() {
    let message = problem.configurationMessage
    return message.bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
  }
  WebModuleState.configuration = configuration
  WebModuleState.stretchyConfiguration = stretchy
  return 0
}
