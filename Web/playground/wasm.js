// The page's two wasm modules: the core (badges, blob, clear-all, paint list) and the
// scenario module (simulate, Copy Swift, Copy JSON). Both are inlined in the page gzip-
// compressed (window.STICKYBADGE_WASM) and inflated with the browser's DecompressionStream.
// The frame buffer's and the paint buffer's layouts are read from the core by name, once.

import { readPaintLayout } from "../package/src/paint-canvas.js";

// Every name the playground reads from the frame buffer; readFrameLayout fails without one.
const FRAME_NAMES = [
  "time", "phase", "anchorVisible", "anchor", "badge", "opacity", "outlineCount",
  "particleCount", "eventCount", "eventStart", "eventStride", "eventTime",
  "clearAllStepStride", "clearAllStepMember", "clearAllStepTime", "clearAllDismiss",
  "clearAllCompleted", "capacity",
];

/** One instantiated module with helpers for its buffers. */
class Module {
  constructor(instance, size) {
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    this.size = size;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
    this.views = new Map(); // export name -> Float64Array, remade when the memory grows
  }
  /** The Float64 buffer at the address `addressExport` returns, `count` values long. */
  view(addressExport, count) {
    let view = this.views.get(addressExport);
    if (!view || view.buffer !== this.memory.buffer) {
      view = new Float64Array(this.memory.buffer, this.exports[addressExport](), count);
      this.views.set(addressExport, view);
    }
    return view;
  }
  /** Writes text into the input buffer; returns its length in bytes. */
  input(text) {
    const bytes = this.encoder.encode(text);
    const address = this.exports.sb_input_reserve(bytes.length);
    new Uint8Array(this.memory.buffer, address, bytes.length).set(bytes);
    return bytes.length;
  }
  /** The first `length` bytes of the output buffer, as text. */
  output(length) {
    return this.decoder.decode(new Uint8Array(this.memory.buffer, this.exports.sb_output(), length));
  }
}

/** The frame buffer's named offsets, strides and codes (sb_frame_layout_name/offset). */
function readFrameLayout(module) {
  const layout = {};
  const codes = { phase: [], event: [] };
  for (let index = 0; ; index += 1) {
    const length = module.exports.sb_frame_layout_name(index);
    if (length < 0) break;
    const name = module.output(length);
    const value = module.exports.sb_frame_layout_offset(index);
    layout[name] = value;
    // "phase.resting" = 0: phase code 0 is "resting"; "event.began" = 0: event code 0 is "began".
    const [group, member] = name.split(".");
    if (member) codes[group][value] = member;
  }
  const missing = FRAME_NAMES.filter((name) => !(name in layout));
  if (missing.length > 0) throw new Error(`frame layout lacks ${missing.join(", ")}`);
  layout.phaseNames = Object.freeze(codes.phase);
  layout.eventNames = Object.freeze(codes.event);
  return Object.freeze(layout);
}

function decodeBase64(text) {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The loaded modules and their layouts (set by loadWasm). */
export const wasm = { core: null, tools: null, frameLayout: null, paintLayout: null };

/** Instantiates both modules and reads the core's layouts. */
export async function loadWasm() {
  const sources = window.STICKYBADGE_WASM;
  for (const [name, source] of [["core", "core"], ["tools", "scenario"]]) {
    const packed = decodeBase64(sources[source]);
    const bytes = sources.encoding === "gzip" ? await gunzip(packed) : packed;
    // The modules import their libm functions (sin, cos, atan2, ...) by their Math names.
    const { instance } = await WebAssembly.instantiate(bytes, { env: Math });
    wasm[name] = new Module(instance, bytes.length);
  }
  wasm.frameLayout = readFrameLayout(wasm.core);
  wasm.paintLayout = readPaintLayout(wasm.core.exports, wasm.core.memory);
}

/** The core's frame buffer, current after any call into it. */
export function frameValues() {
  return wasm.core.view("sb_frame_buffer", wasm.frameLayout.capacity);
}

/** The core's paint buffer, current after any call into it. */
export function paintValues() {
  return wasm.core.view("sb_paint_buffer", wasm.paintLayout.capacity);
}
