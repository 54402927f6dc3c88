// The playground's interactive exports: the badges (and, in ClearAllExports.swift, "clear
// all"; in StretchyExports.swift, the stretchy blob). Linked into the core module only, so the scenario
// module does not carry them.

import StickyBadge
import StickyBadgeWeb

extension Playground {
  /// The badges, by handle (boxed, so that the exports mutate an engine in place instead
  /// of copying it in and out of the array).
  nonisolated(unsafe) static var badges: [BadgeSlot?] = []
  /// The frame buffer.
  nonisolated(unsafe) static let frame = FixedBuffer<Double>(capacity: FrameLayout.capacity)

  /// The badge at `handle`, when there is one.
  static func badge(_ handle: Int32) -> BadgeSlot? {
    let index = Int(handle)
    guard index >= 0, index < badges.count else { return nil }
    return badges[index]
  }
}

/// One badge's engine and painter, held by reference.
public final class BadgeSlot {
  /// The badge's engine.
  var engine: StickyBadgeEngine
  /// The badge's painter (its resting shape, label and configuration are the engine's).
  var painter: BadgePainter

  init(_ engine: consuming StickyBadgeEngine, labelText: String) {
    self.painter = BadgePainter(
      restingBadge: engine.restingBadge, labelText: labelText,
      configuration: engine.configuration)
    self.engine = engine
  }
}

// MARK: - Frame buffer

/// The address of the frame buffer (`Float64` elements).
@_expose(wasm, "sb_frame_buffer") @_cdecl("sb_frame_buffer")
func frameBufferAddress() -> UnsafeMutablePointer<Double> { Playground.frame.base }

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
  let text = Playground.inputBytes(count: textLength)
  do throws(BadgeLabelTextError) {
    try BadgeLabelText.validate(utf8: text)
  } catch {
    return Playground.setOutput(error.description)
  }
  let shape = BadgeShape(center: Point(x: x, y: y), radius: radius, utf8Text: text)
  do throws(ConfigurationError) {
    let engine = try StickyBadgeEngine(badge: shape, configuration: Playground.configuration)
    while Playground.badges.count <= Int(handle) { Playground.badges.append(nil) }
    Playground.badges[Int(handle)] = BadgeSlot(
      engine, labelText: Playground.inputText(count: textLength))
    return 0
  } catch {
    return Playground.setOutput(error.description)
  }
}

/// Whether a touch at (x, y) would take hold of badge `handle` now (1) or not (0).
@_expose(wasm, "sb_badge_accepts") @_cdecl("sb_badge_accepts")
func badgeAccepts(_ handle: Int32, _ x: Double, _ y: Double) -> Int32 {
  guard let slot = Playground.badge(handle) else { return 0 }
  return accepts(&slot.engine, Point(x: x, y: y)) ? 1 : 0
}

// The engine is read through `inout` below: reading a member of a struct a class stores
// copies the whole struct first (the engine, the frame), which costs both time and code.

/// Whether `engine` would take hold of a touch at `point`, read in place.
private func accepts(_ engine: inout StickyBadgeEngine, _ point: Point) -> Bool {
  engine.accepts(touchAt: point)
}

/// Writes `engine`'s current frame into the frame buffer, read in place.
private func writeFrame(of engine: inout StickyBadgeEngine) -> Int32 {
  FrameLayout.write(engine.frame, to: Playground.frame)
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
  return writeFrame(of: &slot.engine)
}
