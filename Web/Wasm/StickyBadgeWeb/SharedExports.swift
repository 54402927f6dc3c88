// The WebAssembly export layer shared by every web module (the package's, the playground's
// blob module and its scenario module): the stretchy blob's configuration and the text
// buffers. The badge's configuration and its buffer are in StickyBadgeWebConfiguration (the
// package's and the scenario module's, not the blob module's), the package's badge sessions
// and clear-all groups in StickyBadgeWebPackage, the playground's blob in StickyBadgeWebBlob,
// the scenario tools in StickyBadgeWebScenario.
//
// The page drives the very same core as every other host: it feeds time-stamped pointer
// input in and reads what to draw back from linear memory. Everything crossing the
// boundary goes through buffers that are allocated once and reused:
//
// - the configuration buffer (`Float64`): one number per row of the configuration
//   tables, in table order (the page reads the table, `sb_config_table`, so the order
//   lives in the tables only); the blob module's holds the stretchy circle's rows only;
// - the text buffers (UTF-8): text in (badge labels, scenario JSON) and text out
//   (Swift source, JSON, error messages);
// - each module's own fixed buffers (the paint buffer, the package's event buffer).
//
// No export allocates per frame: the engines reuse their own outline, particle and event
// storage, and the buffers have fixed capacities.

@_spi(Hosting) import StickyBadge

// MARK: - Buffers

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
