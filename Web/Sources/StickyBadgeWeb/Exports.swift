// The WebAssembly export layer of the web playground.
//
// The page drives the very same core as every other host: it feeds time-stamped
// pointer input to one `StickyBadgeEngine` per badge (and one `StretchyCircle`) and
// reads each frame back from linear memory. Everything crossing the boundary goes
// through three buffers that are allocated once and reused:
//
// - the frame buffer (`Float64`): one frame at a time, laid out as described at
//   `FrameLayout` (and in Web/README.md);
// - the configuration buffer (`Float64`): one number per knob, in the order of
//   `ConfigurationKnobs.list` (the page reads that list, so the order lives here only);
// - the text buffers (UTF-8): text in (badge labels, scenario JSON) and text out
//   (Swift source, JSON, error messages).
//
// No export allocates per frame once the engines exist: the engines reuse their own
// outline, particle and event storage, and the frame buffer has a fixed capacity.

import StickyBadge

/// The playground's state: the shared configuration, the badges and the stretchy blob.
public enum Playground {
  /// The configuration for badges created from now on.
  nonisolated(unsafe) public static var configuration = StickyBadgeConfiguration()
  /// The configuration of the stretchy blob.
  nonisolated(unsafe) public static var stretchyConfiguration = StretchyCircleConfiguration()
  /// The badges, by handle (boxed, so that the exports mutate an engine in place instead
  /// of copying it in and out of the array).
  nonisolated(unsafe) static var badges: [BadgeSlot?] = []
  /// The stretchy pull-down blob.
  nonisolated(unsafe) static var stretchy: StretchyCircle?
  /// The frame buffer.
  nonisolated(unsafe) static let frame = FixedBuffer<Double>(capacity: FrameLayout.capacity)
  /// The configuration buffer, one value per knob.
  nonisolated(unsafe) static let knobs = FixedBuffer<Double>(capacity: ConfigurationKnobs.count)
  /// The text the page writes in.
  nonisolated(unsafe) static var input = FixedBuffer<UInt8>(capacity: 4096)
  /// The text handed out to the page.
  nonisolated(unsafe) static var output = FixedBuffer<UInt8>(capacity: 4096)

  /// The first `count` bytes the page wrote into the input buffer (UTF-8, not decoded:
  /// turning bytes into a `String` pulls the standard library's validation into the module).
  public static func inputBytes(count: Int32) -> UnsafeBufferPointer<UInt8> {
    let length = Swift.max(0, Swift.min(Int(count), input.capacity))
    return UnsafeBufferPointer(start: input.base, count: length)
  }

  /// The text the page wrote into the input buffer.
  public static func inputText(count: Int32) -> String {
    String(decoding: inputBytes(count: count), as: UTF8.self)
  }

  /// Puts `text` into the output buffer (growing it when needed) and returns its length in bytes.
  public static func setOutput(_ text: String) -> Int32 {
    // Copy the contiguous UTF-8 storage (every Embedded Swift string has it) rather than
    // iterating `utf8`, whose index handling brings in code for foreign strings.
    text.utf8.withContiguousStorageIfAvailable { setOutput(bytes: $0) } ?? 0
  }

  /// Puts `bytes` into the output buffer (growing it when needed) and returns their count.
  public static func setOutput(bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let count = bytes.count
    if count > output.capacity { output = FixedBuffer(capacity: count + count / 2) }
    if let source = bytes.baseAddress { output.base.update(from: source, count: count) }
    return Int32(count)
  }

  /// The badge at `handle`, when there is one.
  static func badge(_ handle: Int32) -> BadgeSlot? {
    let index = Int(handle)
    guard index >= 0, index < badges.count else { return nil }
    return badges[index]
  }
}

/// One badge's engine, held by reference.
public final class BadgeSlot {
  /// The badge's engine.
  var engine: StickyBadgeEngine

  init(_ engine: StickyBadgeEngine) { self.engine = engine }
}

/// A buffer in linear memory that the page reads and writes through its address.
public final class FixedBuffer<Element> {
  /// The first element.
  let base: UnsafeMutablePointer<Element>
  /// How many elements fit.
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  deinit { base.deallocate() }
}

// MARK: - Buffers

/// The address of the frame buffer (`Float64` elements).
@_expose(wasm, "sb_frame_buffer") @_cdecl("sb_frame_buffer")
func frameBufferAddress() -> UnsafeMutablePointer<Double> { Playground.frame.base }

/// The capacity of the frame buffer, in `Float64` elements.
@_expose(wasm, "sb_frame_capacity") @_cdecl("sb_frame_capacity")
func frameBufferCapacity() -> Int32 { Int32(Playground.frame.capacity) }

/// The address of the configuration buffer (`Float64`, one per knob).
@_expose(wasm, "sb_config_buffer") @_cdecl("sb_config_buffer")
func configurationBufferAddress() -> UnsafeMutablePointer<Double> { Playground.knobs.base }

/// Makes the input buffer hold at least `count` bytes and returns its address.
@_expose(wasm, "sb_input_reserve") @_cdecl("sb_input_reserve")
func reserveInput(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
  let needed = Int(Swift.max(0, count))
  if needed > Playground.input.capacity { Playground.input = FixedBuffer(capacity: needed) }
  return Playground.input.base
}

/// The address of the output text (valid until the next call that produces text).
@_expose(wasm, "sb_output") @_cdecl("sb_output")
func outputAddress() -> UnsafeMutablePointer<UInt8> { Playground.output.base }

// MARK: - Configuration

/// Writes the knob names, comma-separated, to the output buffer; returns the length.
@_expose(wasm, "sb_config_names") @_cdecl("sb_config_names")
func configurationNames() -> Int32 {
  let list = ConfigurationKnobs.list
  let count = Swift.min(list.utf8CodeUnitCount, Playground.output.capacity)
  for index in 0..<count { Playground.output.base[index] = list.utf8Start[index] }
  return Int32(count)
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

/// Validates the configuration buffer and makes it current for badges created from now on.
///
/// Returns 0 on success; otherwise a positive length of the error message in the output buffer
/// (the configuration stays as it was).
@_expose(wasm, "sb_config_apply") @_cdecl("sb_config_apply")
func applyConfiguration() -> Int32 {
  let (configuration, stretchy) = ConfigurationKnobs.read(from: Playground.knobs.base)
  do throws(ConfigurationError) {
    try configuration.validate()
    try stretchy.validate()
  } catch {
    return Playground.setOutput(error.description)
  }
  Playground.configuration = configuration
  Playground.stretchyConfiguration = stretchy
  return 0
}

// MARK: - Badges

/// Creates (or replaces) badge `handle` resting at (x, y) with dot radius `radius`,
/// showing the first `textLength` bytes of the input buffer, with the current configuration.
///
/// Returns 0, or the length of an error message in the output buffer.
@_expose(wasm, "sb_badge_set") @_cdecl("sb_badge_set")
func setBadge(_ handle: Int32, _ x: Double, _ y: Double, _ radius: Double, _ textLength: Int32)
  -> Int32
{
  guard handle >= 0, handle < 4096 else { return Playground.setOutput("badge handle out of range") }
  let shape = BadgeShape(
    center: Point(x: x, y: y), radius: radius, utf8Text: Playground.inputBytes(count: textLength))
  do throws(ConfigurationError) {
    let engine = try StickyBadgeEngine(badge: shape, configuration: Playground.configuration)
    while Playground.badges.count <= Int(handle) { Playground.badges.append(nil) }
    Playground.badges[Int(handle)] = BadgeSlot(engine)
    return 0
  } catch {
    return Playground.setOutput(error.description)
  }
}

/// Removes badge `handle`.
@_expose(wasm, "sb_badge_remove") @_cdecl("sb_badge_remove")
func removeBadge(_ handle: Int32) {
  if Playground.badge(handle) != nil { Playground.badges[Int(handle)] = nil }
}

/// Whether a touch at (x, y) would take hold of badge `handle` now (1) or not (0).
@_expose(wasm, "sb_badge_accepts") @_cdecl("sb_badge_accepts")
func badgeAccepts(_ handle: Int32, _ x: Double, _ y: Double) -> Int32 {
  guard let slot = Playground.badge(handle) else { return 0 }
  return slot.engine.accepts(touchAt: Point(x: x, y: y)) ? 1 : 0
}

/// A pointer went down at (x, y) at `time`; returns 1 when the badge took hold of it.
@_expose(wasm, "sb_badge_began") @_cdecl("sb_badge_began")
func badgeBegan(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let slot = Playground.badge(handle) else { return 0 }
  return slot.engine.touchBegan(at: Point(x: x, y: y), time: time) ? 1 : 0
}

/// The pointer moved to (x, y) at `time`.
@_expose(wasm, "sb_badge_moved") @_cdecl("sb_badge_moved")
func badgeMoved(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) {
  guard let slot = Playground.badge(handle) else { return }
  slot.engine.touchMoved(to: Point(x: x, y: y), time: time)
}

/// The pointer went up at (x, y) at `time`.
@_expose(wasm, "sb_badge_ended") @_cdecl("sb_badge_ended")
func badgeEnded(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) {
  guard let slot = Playground.badge(handle) else { return }
  slot.engine.touchEnded(at: Point(x: x, y: y), time: time)
}

/// The pointer was cancelled at `time`.
@_expose(wasm, "sb_badge_cancelled") @_cdecl("sb_badge_cancelled")
func badgeCancelled(_ handle: Int32, _ time: Double) {
  guard let slot = Playground.badge(handle) else { return }
  slot.engine.touchCancelled(time: time)
}

/// Dismisses the badge from code (keyboard, "clear all") at `time`.
@_expose(wasm, "sb_badge_dismiss") @_cdecl("sb_badge_dismiss")
func badgeDismiss(_ handle: Int32, _ time: Double) {
  guard let slot = Playground.badge(handle) else { return }
  slot.engine.dismiss(time: time)
}

/// Advances badge `handle` to `time` and writes its frame into the frame buffer.
///
/// Returns the number of `Float64` values written, or 0 for an unknown handle.
@_expose(wasm, "sb_badge_advance") @_cdecl("sb_badge_advance")
func badgeAdvance(_ handle: Int32, _ time: Double) -> Int32 {
  guard let slot = Playground.badge(handle) else { return 0 }
  slot.engine.advance(to: time)
  return FrameLayout.write(slot.engine.frame, to: Playground.frame)
}

/// The current phase of badge `handle` (an index into `DragPhase.allCases`), or -1.
@_expose(wasm, "sb_badge_phase") @_cdecl("sb_badge_phase")
func badgePhase(_ handle: Int32) -> Int32 {
  guard let slot = Playground.badge(handle) else { return -1 }
  return FrameLayout.code(of: slot.engine.phase)
}

// MARK: - Stretchy circle

/// Creates (or replaces) the stretchy blob resting as the circle (x, y, radius).
///
/// Returns 0, or the length of an error message in the output buffer.
@_expose(wasm, "sb_stretchy_set") @_cdecl("sb_stretchy_set")
func setStretchy(_ x: Double, _ y: Double, _ radius: Double) -> Int32 {
  do throws(ConfigurationError) {
    Playground.stretchy = try StretchyCircle(
      circle: Circle(center: Point(x: x, y: y), radius: radius),
      configuration: Playground.stretchyConfiguration)
    return 0
  } catch {
    return Playground.setOutput(error.description)
  }
}

/// A pointer went down on the blob's area.
@_expose(wasm, "sb_stretchy_began") @_cdecl("sb_stretchy_began")
func stretchyBegan(_ x: Double, _ y: Double, _ time: Double) {
  Playground.stretchy?.touchBegan(at: Point(x: x, y: y), time: time)
}

/// The pointer moved.
@_expose(wasm, "sb_stretchy_moved") @_cdecl("sb_stretchy_moved")
func stretchyMoved(_ x: Double, _ y: Double, _ time: Double) {
  Playground.stretchy?.touchMoved(to: Point(x: x, y: y), time: time)
}

/// The pointer went up (or was cancelled).
@_expose(wasm, "sb_stretchy_ended") @_cdecl("sb_stretchy_ended")
func stretchyEnded(_ time: Double) {
  Playground.stretchy?.touchEnded(time: time)
}

/// Advances the blob to `time` and writes its frame into the frame buffer.
///
/// Layout: offset, top (x, y, r), bottom (x, y, r), dragging (0/1), outline count,
/// then the outline as in `FrameLayout`. Returns the number of values written.
@_expose(wasm, "sb_stretchy_advance") @_cdecl("sb_stretchy_advance")
func stretchyAdvance(_ time: Double) -> Int32 {
  guard Playground.stretchy != nil else { return 0 }
  Playground.stretchy!.advance(to: time)
  return FrameLayout.write(Playground.stretchy!.frame, to: Playground.frame)
}
