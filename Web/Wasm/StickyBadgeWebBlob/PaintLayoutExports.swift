// The paint list's wire layout, by name: the page reads every offset of the paint buffer
// from here (Web/package/src/paint-canvas.js, readPaintLayout) instead of repeating it.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

/// Writes the name of entry `index` of `PaintListLayout.namedOffsets` to the output buffer
/// and returns its length in bytes; -1 past the last entry.
@_expose(wasm, "sb_paint_layout_name") @_cdecl("sb_paint_layout_name")
func paintLayoutName(_ index: Int32) -> Int32 {
  WebModuleState.setOutput(nameAt: index, of: PaintListLayout.namedOffsets)
}

/// The offset (or stride, field or capacity) of entry `index` of
/// `PaintListLayout.namedOffsets`; -1 past the last entry.
@_expose(wasm, "sb_paint_layout_offset") @_cdecl("sb_paint_layout_offset")
func paintLayoutOffset(_ index: Int32) -> Int32 {
  WebModuleState.offset(at: index, of: PaintListLayout.namedOffsets)
}
