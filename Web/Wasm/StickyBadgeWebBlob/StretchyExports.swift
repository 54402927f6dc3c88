// The blob module (stickybadge-blob.wasm): the playground's stretchy pull-down blob, placed
// at the top of its pull area, driven by the pointer through the core's
// `StretchyCircleSession`, advanced (its pull offset returned, for the page's state) and
// painted by the core (`StretchyCirclePainter`) into the paint
// buffer, which the page rasterizes with the web package's paint-canvas.js, as the package
// draws its badges. The playground's badges are the package's (Web/package).

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

extension WebModuleState {
  /// The paint buffer: one paint list, laid out by `PaintListLayout`.
  nonisolated(unsafe) public static let paint = FixedBuffer<Double>(
    capacity: PaintListLayout.capacity)
  /// The stretchy pull-down blob's session.
  nonisolated(unsafe) static var stretchy: StretchyCircleSession?
  /// The blob's painter: its colour and debug overlay.
  nonisolated(unsafe) static var stretchyPainter = StretchyCirclePainter()
}

/// The address of the paint buffer (`Float64`, `PaintListLayout.capacity` values).
@_expose(wasm, "sb_paint_buffer") @_cdecl("sb_paint_buffer")
func paintBufferAddress() -> UnsafeMutablePointer<Double> { WebModuleState.paint.base }

/// Creates (or replaces) the stretchy blob resting at the top of the pull area whose top
/// edge starts at (`minX`, `minY`) and is `width` wide (document points): a circle of the
/// core's `StretchyCircleSession.pullAreaRadius`, `StretchyCircleSession.pullAreaTopMargin`
/// below the edge.
///
/// Returns 0, or the length of an error message in the output buffer.
@_expose(wasm, "sb_stretchy_place") @_cdecl("sb_stretchy_place")
func placeStretchy(_ minX: Double, _ minY: Double, _ width: Double) -> Int32 {
  do throws(ConfigurationError) {
    WebModuleState.stretchy = try StretchyCircleSession(
      circle: StretchyCircleSession.restingCircle(minX: minX, minY: minY, width: width),
      configuration: WebModuleState.stretchyConfiguration)
    return 0
  } catch {
    // The description's bytes: making it a `String` would bring UTF-8 validation in.
    return error.message.bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
  }
}

/// A pointer went down on the blob's area.
@_expose(wasm, "sb_stretchy_began") @_cdecl("sb_stretchy_began")
func stretchyBegan(_ x: Double, _ y: Double, _ time: Double) {
  WebModuleState.stretchy?.touchBegan(at: Point(x: x, y: y), time: time)
}

/// The pointer moved.
@_expose(wasm, "sb_stretchy_moved") @_cdecl("sb_stretchy_moved")
func stretchyMoved(_ x: Double, _ y: Double, _ time: Double) {
  WebModuleState.stretchy?.touchMoved(to: Point(x: x, y: y), time: time)
}

/// The pointer went up (or was cancelled).
@_expose(wasm, "sb_stretchy_ended") @_cdecl("sb_stretchy_ended")
func stretchyEnded(_ time: Double) {
  WebModuleState.stretchy?.touchEnded(time: time)
}

/// Advances the blob to `time`; returns how far it is pulled down (0 at rest, or before it
/// is placed).
@_expose(wasm, "sb_stretchy_advance") @_cdecl("sb_stretchy_advance")
func stretchyAdvance(_ time: Double) -> Double {
  guard WebModuleState.stretchy != nil else { return 0 }
  WebModuleState.stretchy!.advance(to: time)
  // The page does not use the blob's events: forgotten, so they do not pile up.
  if WebModuleState.stretchy!.hasEvents { _ = WebModuleState.stretchy!.takeEvents() }
  return offset(of: &WebModuleState.stretchy!)
}

/// The blob's current pull offset, read in place.
private func offset(of stretchy: inout StretchyCircleSession) -> Double {
  stretchy.frame.offset
}

/// Paints the blob's latest frame (with the debug overlay when `debug` is not 0) into the
/// paint buffer, as a paint list (`StretchyCirclePainter`).
///
/// Returns 1, or 0 before the blob is placed (the buffer is then left as it was).
@_expose(wasm, "sb_stretchy_paint") @_cdecl("sb_stretchy_paint")
func stretchyPaint(_ debug: Int32) -> Int32 {
  guard WebModuleState.stretchy != nil else { return 0 }
  WebModuleState.stretchyPainter.showsDebugOverlay = debug != 0
  paint(&WebModuleState.stretchyPainter, from: &WebModuleState.stretchy!)
  PaintListLayout.write(
    WebModuleState.stretchyPainter.paintList,
    to: UnsafeMutableBufferPointer(
      start: WebModuleState.paint.base, count: WebModuleState.paint.capacity))
  return 1
}

/// Paints `stretchy`'s frame with `painter`, both read in place.
private func paint(
  _ painter: inout StretchyCirclePainter, from stretchy: inout StretchyCircleSession
) {
  stretchy.paint(with: &painter)
}
