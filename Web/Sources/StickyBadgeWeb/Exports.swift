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

@_spi(Hosting) import StickyBadge

/// The playground's shared state: the configuration and the buffers.
public enum Playground {
  /// The configuration for badges created from now on.
  nonisolated(unsafe) public static var configuration = defaultConfiguration()
  /// The configuration of the stretchy blob.
  nonisolated(unsafe) public static var stretchyConfiguration = defaultStretchyConfiguration()
  /// The configuration buffer, one value per knob.
  nonisolated(unsafe) public static let knobs = FixedBuffer<Double>(capacity: KnobBuffer.count)
  /// The text the page writes in.
  nonisolated(unsafe) static var input = FixedBuffer<UInt8>(capacity: 4096)
  /// The text handed out to the page.
  nonisolated(unsafe) static var output = FixedBuffer<UInt8>(capacity: 4096)

  /// A web page's default configuration (``HostPolicy/webConfiguration``: the core's, in a
  /// red whose label meets WCAG AA), made in one place: each configuration written out is
  /// every default value stored one by one, a few hundred bytes of module.
  @inline(never) public static func defaultConfiguration() -> StickyBadgeConfiguration {
    HostPolicy.webConfiguration
  }

  /// The stretchy blob's default configuration, made in one place (``defaultConfiguration()``).
  @inline(never) public static func defaultStretchyConfiguration() -> StretchyCircleConfiguration {
    StretchyCircleConfiguration()
  }

  /// The first `count` bytes the page wrote into the input buffer (UTF-8, not decoded:
  /// turning bytes into a `String` pulls the standard library's validation into the module).
  public static func inputBytes(count: Int32) -> UnsafeBufferPointer<UInt8> {
    let length = Swift.max(0, Swift.min(Int(count), input.capacity))
    return UnsafeBufferPointer(start: input.base, count: length)
  }

  /// The text the page wrote into the input buffer.
  ///
  /// The page writes it with `TextEncoder`, so it is valid UTF-8: it is validated rather
  /// than decoded with repair (repairing brings in more of the standard library), and
  /// anything invalid reads as empty. Made by the core's one bytes-to-text helper, which its
  /// error messages already bring in.
  public static func inputText(count: Int32) -> String {
    UTF8Bytes.string(Array(inputBytes(count: count)))
  }

  /// Puts `text` into the output buffer (growing it when needed) and returns its length in bytes.
  public static func setOutput(_ text: String) -> Int32 {
    var length: Int32 = 0
    UTF8Bytes.withBytes(of: text) { length = setOutput(bytes: $0) }
    return length
  }

  /// Puts `text` into the output buffer (growing it when needed) and returns its length in
  /// bytes; no `String` is made.
  public static func setOutput(_ text: StaticString) -> Int32 {
    setOutput(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Writes the name of entry `index` of a wire-layout table (such as
  /// `PaintListLayout.namedOffsets`) to the output buffer and returns its length in bytes;
  /// -1 when `index` is outside the table.
  public static func setOutput(
    nameAt index: Int32, of entries: [(name: StaticString, offset: Int)]
  ) -> Int32 {
    guard index >= 0, Int(index) < entries.count else { return -1 }
    return setOutput(entries[Int(index)].name)
  }

  /// The offset (or stride, code or capacity) of entry `index` of a wire-layout table; -1
  /// when `index` is outside the table.
  public static func offset(at index: Int32, of entries: [(name: StaticString, offset: Int)])
    -> Int32
  {
    guard index >= 0, Int(index) < entries.count else { return -1 }
    return Int32(entries[Int(index)].offset)
  }

  /// Puts `bytes` into the output buffer (growing it when needed) and returns their count.
  public static func setOutput(bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let count = bytes.count
    if count > output.capacity { output = FixedBuffer(capacity: count + count / 2) }
    if let source = bytes.baseAddress { output.base.update(from: source, count: count) }
    return Int32(count)
  }
}

/// A buffer in linear memory that the page reads and writes through its address.
public final class FixedBuffer<Element> {
  /// The first element.
  public let base: UnsafeMutablePointer<Element>
  /// How many elements fit.
  public let capacity: Int

  /// Allocates room for `capacity` elements (uninitialised).
  public init(capacity: Int) {
    self.capacity = capacity
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  deinit { base.deallocate() }
}

// MARK: - Buffers

/// The address of the configuration buffer (`Float64`, one per knob).
@_expose(wasm, "sb_config_buffer") @_cdecl("sb_config_buffer")
func configurationBufferAddress() -> UnsafeMutablePointer<Double> { Playground.knobs.base }

/// The most bytes the input buffer holds: a text the page writes is a scenario or a
/// configuration, far shorter; a larger request is refused rather than exhausting memory.
let inputLimit = 1 << 24

/// Makes the input buffer hold at least `count` bytes and returns its address, or 0 (nil)
/// when `count` is over ``inputLimit`` (nothing changes then).
@_expose(wasm, "sb_input_reserve") @_cdecl("sb_input_reserve")
func reserveInput(_ count: Int32) -> UnsafeMutablePointer<UInt8>? {
  let needed = Int(Swift.max(0, count))
  guard needed <= inputLimit else { return nil }
  if needed > Playground.input.capacity { Playground.input = FixedBuffer(capacity: needed) }
  return Playground.input.base
}

/// The address of the output text (valid until the next call that produces text).
@_expose(wasm, "sb_output") @_cdecl("sb_output")
func outputAddress() -> UnsafeMutablePointer<UInt8> { Playground.output.base }

// MARK: - Configuration

/// Validates the configuration buffer and makes it current for badges created from now on.
///
/// Returns 0 on success; otherwise a positive length of the error message in the output buffer,
/// the CLI's text for the same configuration (`configuration.snapDistance: must be in [0.01,
/// 10000], got -5`; the configuration stays as it was).
@_expose(wasm, "sb_config_apply") @_cdecl("sb_config_apply")
func applyConfiguration() -> Int32 {
  var configuration = Playground.configuration
  var stretchy = Playground.stretchyConfiguration
  KnobBuffer.read(from: Playground.knobs.base, into: &configuration, &stretchy)
  // The problem's message as bytes, as the CLI reports it: no `String` is made. The values
  // as given first, every row of both tables: a row's property may not hold one (a negative
  // seed would read as 0). Then what only the whole badge configuration can tell.
  if let problem = KnobBuffer.problem(in: Playground.knobs.base) ?? configuration.problem() {
    let message = problem.configurationMessage
    return message.bytes.withUnsafeBufferPointer { Playground.setOutput(bytes: $0) }
  }
  Playground.configuration = configuration
  Playground.stretchyConfiguration = stretchy
  return 0
}
