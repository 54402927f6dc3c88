// The package's wire description and its fixed buffers: every code the page needs (event
// records, host events and their details, advance flags, inspect records), read once by
// Web/package/src/runtime.js; and the label's font family, shared by the resting badge and
// the canvas.

@_spi(Hosting) import StickyBadge
import StickyBadgeWeb

/// Appends `text` as UTF-8.
private func append(_ text: StaticString, to bytes: inout [UInt8]) {
  text.withUTF8Buffer { bytes.append(contentsOf: $0) }
}

/// Appends `text` as UTF-8.
private func append(string text: String, to bytes: inout [UInt8]) {
  UTF8Bytes.withBytes(of: text) { bytes.append(contentsOf: $0) }
}

/// Appends `name=value`, comma-separated after the first. Out of line, as the two below:
/// `appendCases` is compiled once per enumeration, and should be no more than its loop.
@inline(never)
private func appendEntry(_ name: String, _ value: Int, first: Bool, to bytes: inout [UInt8]) {
  if !first { append(",", to: &bytes) }
  append(string: name, to: &bytes)
  append("=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(value), to: &bytes)
}

/// Appends `;title:`, the start of a section.
@inline(never)
private func appendTitle(_ title: StaticString, to bytes: inout [UInt8]) {
  append(";", to: &bytes)
  append(title, to: &bytes)
  append(":", to: &bytes)
}

/// Appends the section `title:` with every case of `Case` and its index.
private func appendCases<Case: CaseIterable & RawRepresentable & Equatable>(
  _ title: StaticString, _: Case.Type, skipping skipped: Case? = nil, to bytes: inout [UInt8]
) where Case.RawValue == String {
  appendTitle(title, to: &bytes)
  var (index, written) = (0, 0)
  for value in Case.allCases {
    if value != skipped {
      appendEntry(value.rawValue, index, first: written == 0, to: &bytes)
      written += 1
    }
    index += 1
  }
}

/// Writes the wire description to the output buffer and returns its length: sections
/// `title:name=value,...` separated by `;`.
///
/// - `event`: the event record (kind, detail, time offsets and the stride) and its capacity;
/// - `hostEvent`: the kinds of event records (`BadgeHostEvent` cases);
/// - `dragEvent`, `presentation`, `haptic`, `release`: the details of each kind;
/// - `clearAll`: the kinds of clear-all steps (their detail is the member);
/// - `advance`: the bit flags of `sb_session_advance`'s result;
/// - `phase`: the drag phases; `inspect`: the record `sb_session_inspect` writes;
/// - `dismissKey`: the keys that dismiss a focused badge, by their web names, in order;
///   `pointer`: `dragMouseButton`, the mouse button that pulls a badge (`HostInputRules`).
@_expose(wasm, "sb_wire") @_cdecl("sb_wire")
func wireDescription() -> Int32 {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(2048)
  append("event:kind=0,detail=1,time=2,stride=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.eventStride), to: &bytes)
  append(",capacity=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.eventCapacity), to: &bytes)
  append(
    ";hostEvent:drag=0,dismissed=1,haptic=2,prepareHaptics=3,presentation=4,released=5",
    to: &bytes)
  append(";clearAll:dismiss=0,completed=1", to: &bytes)
  append(";advance:painted=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advancePainted), to: &bytes)
  append(",needsFrames=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceNeedsFrames), to: &bytes)
  append(",animating=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceAnimating), to: &bytes)
  append(",events=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(SessionExports.advanceEvents), to: &bytes)
  appendCases(
    "dragEvent", DragEventKind.self, skipping: HostedBadge.unreportedDragEvent, to: &bytes)
  appendCases("presentation", BadgePresentation.self, to: &bytes)
  appendCases("haptic", HapticCue.self, to: &bytes)
  appendCases("release", ReleaseOutcome.self, to: &bytes)
  appendCases("phase", DragPhase.self, to: &bytes)
  append(";inspect:phase=0,x=1,y=2,opacity=3,outline=4,particles=5", to: &bytes)
  appendTitle("dismissKey", to: &bytes)
  for (code, key) in HostInputRules.dismissKeys.enumerated() {
    if code > 0 { append(",", to: &bytes) }
    append(key, to: &bytes)
    append("=", to: &bytes)
    NumberFormatting.appendInteger(UInt64(code), to: &bytes)
  }
  append(";pointer:dragMouseButton=", to: &bytes)
  NumberFormatting.appendInteger(UInt64(HostInputRules.dragMouseButton), to: &bytes)
  return bytes.withUnsafeBufferPointer { WebModuleState.setOutput(bytes: $0) }
}

/// The address of the paint buffer (`Float64`, `PaintListLayout.capacity` values).
// The C symbol differs from the blob module's `sb_paint_buffer` (the two are linked into one
// test binary on Linux); the page reads it by its wasm name.
@_expose(wasm, "sb_paint_buffer") @_cdecl("sb_package_paint_buffer")
func paintBufferAddress() -> UnsafeMutablePointer<Double> { SessionExports.paint.base }

/// The address of the event buffer (`Float64`, records as in the wire description).
@_expose(wasm, "sb_event_buffer") @_cdecl("sb_event_buffer")
func eventBufferAddress() -> UnsafeMutablePointer<Double> { SessionExports.events.base }

/// Writes the font family the label is drawn in, at rest and while dragged
/// (`HostedBadge.labelFontFamily`), to the output buffer and returns its length.
@_expose(wasm, "sb_label_font_family") @_cdecl("sb_label_font_family")
func labelFontFamily() -> Int32 {
  WebModuleState.setOutput(HostedBadge.labelFontFamily)
}
