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

/// The playground's shared state: the stretchy blob's configuration and the text buffers.
public enum Playground {
  /// The configuration of the stretchy blob.
  nonisolated(unsafe) public static var stretchyConfiguration = defaultStretchyConfiguration()
  /// The text the page writes in.
  nonisolated(unsafe) static var input = FixedBuffer<UInt8>(capacity: 4096)
  /// The text handed out to the page.
  nonisolated(unsafe) static var output = FixedBuffer<UInt8>(capacity: 4096)

  /// The stretchy blob's default configuration, made in one place: each configuration
  /// written out is every default value stored one by one.
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
