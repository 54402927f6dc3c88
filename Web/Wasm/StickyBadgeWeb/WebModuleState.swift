// The state shared by every web module: the stretchy blob's configuration and the text
// buffers, and the helpers that read the page's text in and write text out. The exports that
// hand the page their addresses are in SharedExports.swift; the badge's configuration and its
// buffer are in StickyBadgeWebConfiguration.

@_spi(Hosting) import StickyBadge

/// The state every web module shares (the package's, the blob module, the scenario module,
/// the cross-face test's): the stretchy blob's configuration and the buffers the page reads
/// and writes through their addresses.
public enum WebModuleState {
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
