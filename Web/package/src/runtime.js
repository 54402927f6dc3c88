// Loads the core's wasm module when asked (loadCore: never at import, so importing this
// module anywhere, a server render included, fetches nothing; the page's shared overlay
// asks once), and reads, also once, everything the package needs from it by name: the wire
// codes (sb_wire), the paint buffer's offsets (readPaintLayout), the configuration table
// (readConfigurationTable: the module's names and ranges joined to the tuning fields).
// Typed-array views are made once and remade only when the module's memory grows.

import { readPaintLayout } from "./paint-canvas.js";
import { readConfigurationTable } from "./tuning.js";

// The module imports its libm functions (sin, cos, atan2, ...) from "env" by their Math names.
const imports = Object.freeze({ env: Math });

// The first bytes of a gzip stream (a wasm module starts with "\0asm").
const GZIP_MAGIC = Object.freeze([0x1f, 0x8b]);

/**
 * The wasm bytes: inlined for file:// pages (base64, of the module or of its gzip
 * compression, which is inflated with DecompressionStream), else `source` (the module's
 * bytes, or its URL), else fetched next to this module.
 */
async function instantiate(source) {
  const inline = globalThis.STICKYBADGE_WASM_BASE64;
  if (typeof inline === "string") {
    let bytes = Uint8Array.from(atob(inline), (character) => character.charCodeAt(0));
    if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
      const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = await new Response(inflated).arrayBuffer();
    }
    return (await WebAssembly.instantiate(bytes, imports)).instance;
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  const url = source ?? new URL("./stickybadge.wasm", import.meta.url);
  if (WebAssembly.instantiateStreaming && url.protocol !== "file:") {
    return (await WebAssembly.instantiateStreaming(fetch(url), imports)).instance;
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

/** Parses `title:name=value,...;...` into { title: { name: value } }. */
function parseWire(text) {
  const wire = {};
  for (const section of text.split(";")) {
    const [title, entries] = section.split(":");
    const table = {};
    for (const entry of entries.split(",")) {
      const [name, value] = entry.split("=");
      table[name] = Number(value);
    }
    wire[title] = Object.freeze(table);
  }
  return Object.freeze(wire);
}

/** The names of a wire section, by code. */
function namesByCode(table) {
  const names = [];
  for (const name of Object.keys(table)) names[table[name]] = name;
  return names;
}

/**
 * The module's exports, each function guarded: the first trap (a WebAssembly.RuntimeError
 * out of the module, which no input should cause) is handed to `onTrap` once, and from then
 * on no call enters the module (each returns 0), so that a broken module cannot break the
 * page. Other errors (an event listener's, say) pass through.
 */
export function guardExports(raw, onTrap) {
  let trapped = false;
  const guarded = {};
  for (const name of Object.keys(raw)) {
    const call = raw[name];
    if (typeof call !== "function") {
      guarded[name] = call;
      continue;
    }
    // Eight parameters, the most an export takes: no rest array made on the hot path.
    guarded[name] = (a, b, c, d, e, f, g, h) => {
      if (trapped) return 0;
      try {
        return call(a, b, c, d, e, f, g, h);
      } catch (error) {
        if (!(error instanceof WebAssembly.RuntimeError)) throw error;
        trapped = true;
        onTrap(error);
        return 0;
      }
    };
  }
  return Object.freeze(guarded);
}

/**
 * Instantiates a core and resolves to it: the module and what was read from it (a page's
 * shared overlay loads one). `source`: the module's bytes or URL (default:
 * stickybadge.wasm next to this module, or the inlined STICKYBADGE_WASM_BASE64 of the
 * file:// script). `onTrap(error)` is called once if the module ever traps (guardExports).
 */
export function loadCore(source, onTrap = () => {}) {
  return instantiate(source).then((instance) => readCore(guardExports(instance.exports, onTrap)));
}

function readCore(exports) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const memory = exports.memory;

  function outputText(length) {
    return decoder.decode(new Uint8Array(memory.buffer, exports.sb_output(), length));
  }

  const wire = parseWire(outputText(exports.sb_wire()));
  const layout = readPaintLayout(exports, memory);
  const configurationTable = Object.freeze(readConfigurationTable(exports).map(Object.freeze));
  const knobNames = configurationTable.map((knob) => knob.name);
  // The core's presets' names (sb_config_preset writes a preset's name; -1 past the last).
  const presetNames = [];
  let nameLength = exports.sb_config_preset(0);
  while (nameLength >= 0) {
    presetNames.push(outputText(nameLength));
    nameLength = exports.sb_config_preset(presetNames.length);
  }
  const dragEventNames = namesByCode(wire.dragEvent);

  let paintValues = null;
  let eventValues = null;
  let knobValues = null;

  /**
   * Remakes the typed-array views when the memory grew (never otherwise): growing detaches
   * the old buffer, which empties every view on it (so no `memory.buffer` read per frame).
   */
  function refreshViews() {
    if (paintValues !== null && paintValues.length !== 0) return;
    const viewsBuffer = memory.buffer;
    paintValues = new Float64Array(viewsBuffer, exports.sb_paint_buffer(), layout.capacity);
    eventValues = new Float64Array(viewsBuffer, exports.sb_event_buffer(),
      wire.event.capacity * wire.event.stride);
    knobValues = new Float64Array(viewsBuffer, exports.sb_config_buffer(), knobNames.length);
  }
  refreshViews();

  return Object.freeze({
    exports,
    wire,
    layout,
    /** The configuration table: a frozen descriptor per knob, in buffer order. */
    configurationTable,
    knobNames,
    /** The presets' names, in the core's order (StickyBadgePreset): what `preset` takes. */
    presetNames: Object.freeze(presetNames),
    /** The label's font family, at rest and while dragged (the core's label metrics describe it). */
    labelFontFamily: outputText(exports.sb_label_font_family()),
    dragEventNames,
    /** The DOM event type of each drag event (`stickybadge-<name>`), by its wire code. */
    dragEventTypeByCode: dragEventNames.map((name) => name && `stickybadge-${name}`),
    hapticNames: namesByCode(wire.haptic),
    releaseNames: namesByCode(wire.release),
    phaseNames: namesByCode(wire.phase),
    /** The keys that dismiss a focused badge, by their web names (the core's HostInputRules). */
    dismissKeys: namesByCode(wire.dismissKey),
    /** The mouse button that pulls a badge (the core's HostInputRules). */
    dragMouseButton: wire.pointer.dragMouseButton,
    /** The paint buffer (Float64Array), current after any call into the module. */
    paint() {
      refreshViews();
      return paintValues;
    },
    /** The event buffer (Float64Array). */
    events() {
      refreshViews();
      return eventValues;
    },
    /** The configuration buffer (Float64Array, one value per knob name). */
    knobs() {
      refreshViews();
      return knobValues;
    },
    /**
     * Writes `configuration` (knob values by name) into the configuration buffer; returns
     * the first name that is not a knob (nothing is written from there on), or null.
     */
    writeKnobs(configuration) {
      refreshViews();
      for (const name of Object.keys(configuration)) {
        const index = knobNames.indexOf(name);
        if (index < 0) return name;
        knobValues[index] = Number(configuration[name]);
      }
      return null;
    },
    /** The text the module just wrote to its output buffer. */
    outputText,
    /** Writes `text` into the module's input buffer; returns its length in bytes. */
    inputText(text) {
      const bytes = encoder.encode(text);
      const address = exports.sb_input_reserve(bytes.length);
      if (address === 0) throw new RangeError(`stickybadge: a text of ${bytes.length} bytes is too long for the core`);
      new Uint8Array(memory.buffer, address, bytes.length).set(bytes);
      return bytes.length;
    },
  });
}
