// The paint list's wire layout, by name: the page reads every offset of the paint buffer
// from here (Web/package/src/paint-canvas.js, readPaintLayout) instead of repeating it.

import StickyBadge
import StickyBadgeWeb

/// Writes the name of entry `index` of `PaintListLayout.namedOffsets` to the output buffer
/// and returns its length in bytes; -1 past the last entry.
@_expose(wasm, "sb_paint_layout_name") @_cdecl("sb_paint_layout_name")
func paintLayoutName(_ index: Int32) -> Int32 {
  let entries = PaintListLayout.namedOffsets
  guard index >= 0, Int(index) < entries.count else { return -1 }
  return Playground.setOutput(entries[Int(index)].name)
}

/// The offset (or stride, field or capacity) of entry `index` of
/// `PaintListLayout.namedOffsets`; -1 past the last entry.
@_expose(wasm, "sb_paint_layout_offset") @_cdecl("sb_paint_layout_offset")
func paintLayoutOffset(_ index: Int32) -> Int32 {
  let entries = PaintListLayout.namedOffsets
  guard index >= 0, Int(index) < entries.count else { return -1 }
  return Int32(entries[Int(index)].offset)
}
