// The badge's configuration exports, in the package's module and the scenario module: the
// configuration buffer of both tables (the badge's rows, then the stretchy circle's,
// `KnobBuffer`) and the configuration they make current. The blob module takes only the
// stretchy circle's rows (StickyBadgeWebBlob), so that it does not grow with badge knobs it
// never reads.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

extension WebModuleState {
  /// The configuration for badges created from now on.
  nonisolated(unsafe) public static var configuration = defaultConfiguration()
  /// The configuration buffer, one value per knob of both tables.
  nonisolated(unsafe) public static let knobs = FixedBuffer<Double>(capacity: KnobBuffer.count)

  /// A web page's default configuration (``HostPolicy/webConfiguration``: the core's, in a
  /// red whose label meets WCAG AA), made in one place: each configuration written out is
  /// every default value stored one by one, a few hundred bytes of module.
  @inline(never) public static func defaultConfiguration() -> StickyBadgeConfiguration {
    HostPolicy.webConfiguration
  }
}

/// The address of the configuration buffer (`Float64`, one per knob).
@_expose(wasm, "sb_config_buffer") @_cdecl("sb_config_buffer")
func configurationBufferAddress() -> UnsafeMutablePointer<Double> { WebModuleState.knobs.base }

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
