// A badge's current frame as the core's paint list: the page rasterizes it with the web
// package's Canvas rasterizer (Web/package/src/paint-canvas.js), exactly as the package and
// the cross-face test do, so the playground draws what cairo, SVG and the package draw.

import StickyBadge
import StickyBadgeWeb

extension Playground {
  /// The paint buffer: one paint list, laid out by `PaintListLayout`.
  nonisolated(unsafe) public static let paint = FixedBuffer<Double>(
    capacity: PaintListLayout.capacity)
}

/// The address of the paint buffer (`Float64`, `PaintListLayout.capacity` values).
@_expose(wasm, "sb_paint_buffer") @_cdecl("sb_paint_buffer")
func paintBufferAddress() -> UnsafeMutablePointer<Double> { Playground.paint.base }

/// Paints badge `handle`'s current frame (with the debug overlay when `debug` is not 0) and
/// writes its paint list into the paint buffer.
///
/// Returns 1, or 0 for an unknown handle (the buffer is then left as it was).
@_expose(wasm, "sb_badge_paint") @_cdecl("sb_badge_paint")
func badgePaint(_ handle: Int32, _ debug: Int32) -> Int32 {
  guard let slot = Playground.badge(handle) else { return 0 }
  slot.painter.showsDebugOverlay = debug != 0
  paint(&slot.painter, from: &slot.engine)
  writePaintList(of: &slot.painter)
  return 1
}

/// Paints `engine`'s current frame with `painter`, both read in place (reading the frame
/// out of the slot would copy it).
private func paint(_ painter: inout BadgePainter, from engine: inout StickyBadgeEngine) {
  painter.paint(engine.frame)
}

/// Writes `painter`'s paint list into the paint buffer (in place: reading it through a class
/// would copy the list first).
private func writePaintList(of painter: inout BadgePainter) {
  PaintListLayout.write(
    painter.paintList,
    to: UnsafeMutableBufferPointer(start: Playground.paint.base, count: Playground.paint.capacity))
}
