// The playground's own wasm modules: the blob module (the pull-down blob and its paint
// list) and the scenario module (simulate, Copy Swift, Copy JSON). Both are inlined in the
// page gzip-compressed (window.STICKYBADGE_WASM) and inflated with the browser's
// DecompressionStream. The badges are the web package's, on its own module
// (window.STICKYBADGE_WASM_BASE64, which the package's runtime.js instantiates), driven
// through the API its loadStickyBadge() resolves to (wasm.stickyBadge).

import { readPaintLayout } from "../package/src/paint-canvas.js";

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
    if (address === 0) throw new RangeError(`a text of ${bytes.length} bytes is too long for the core`);
    new Uint8Array(this.memory.buffer, address, bytes.length).set(bytes);
    return bytes.length;
  }
  /** The first `length` bytes of the output buffer, as text. */
  output(length) {
    return this.decoder.decode(new Uint8Array(this.memory.buffer, this.exports.sb_output(), length));
  }
}

function decodeBase64(text) {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

/** The bytes of an inlined module: base64 of its gzip compression. */
export async function inflate(base64) {
  const stream = new Blob([decodeBase64(base64)]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The loaded modules and the blob module's paint layout (set by loadWasm), and the web
 * package's API once the page has loaded it (stickyBadge: loadStickyBadge's).
 */
export const wasm = { blob: null, tools: null, paintLayout: null, packageSize: 0, stickyBadge: null };

/** Instantiates both modules and reads the blob module's paint layout. */
export async function loadWasm() {
  const sources = window.STICKYBADGE_WASM;
  for (const [name, source] of [["blob", "blob"], ["tools", "scenario"]]) {
    const bytes = await inflate(sources[source]);
    // The modules import their libm functions (sin, cos, atan2, ...) by their Math names.
    const { instance } = await WebAssembly.instantiate(bytes, { env: Math });
    wasm[name] = new Module(instance, bytes.length);
  }
  wasm.paintLayout = readPaintLayout(wasm.blob.exports, wasm.blob.memory);
  wasm.packageSize = (await inflate(window.STICKYBADGE_WASM_BASE64)).length;
}

/** The blob module's paint buffer, current after any call into it. */
export function paintValues() {
  return wasm.blob.view("sb_paint_buffer", wasm.paintLayout.capacity);
}
