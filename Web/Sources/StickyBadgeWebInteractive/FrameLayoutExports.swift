// The frame buffer's wire layout, by name: the playground reads every offset, stride and code
// of a badge, blob or clear-all frame from here (Web/playground/wasm.js, readFrameLayout)
// instead of repeating it.

import StickyBadgeWeb

/// Writes the name of entry `index` of `FrameLayout.namedOffsets` to the output buffer and
/// returns its length in bytes; -1 past the last entry.
@_expose(wasm, "sb_frame_layout_name") @_cdecl("sb_frame_layout_name")
func frameLayoutName(_ index: Int32) -> Int32 {
  Playground.setOutput(nameAt: index, of: FrameLayout.namedOffsets)
}

/// The offset (or stride, code or capacity) of entry `index` of `FrameLayout.namedOffsets`;
/// -1 past the last entry.
@_expose(wasm, "sb_frame_layout_offset") @_cdecl("sb_frame_layout_offset")
func frameLayoutOffset(_ index: Int32) -> Int32 {
  Playground.offset(at: index, of: FrameLayout.namedOffsets)
}
