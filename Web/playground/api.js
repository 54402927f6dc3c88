// The documented state and tool API, window.stickyBadge (Web/README.md): what the browser
// tests and tools read and drive.

import { wasm } from "./wasm.js";
import { configuration } from "./configuration.js";
import { frameIsRequested } from "./scheduler.js";
import { badges } from "./badges.js";
import { blob } from "./blob.js";
import { overlay } from "./overlay.js";
import { eventLog } from "./event-log.js";
import { recording } from "./input.js";
import { setKnobAndSync } from "./panel.js";
import { configurationSwift, configurationJSON, scenarioJSON, simulate } from "./scenario.js";
import { frameStats, resetFrameStats } from "./frames.js";

function badgeState(badge) {
  const f = badge.frame;
  return {
    id: badge.id, text: badge.text, phase: badge.phase, clearAll: badge.clearAll,
    home: badge.home ? [badge.home[0] - window.scrollX, badge.home[1] - window.scrollY] : null,
    center: f ? [f.badge[0] - window.scrollX, f.badge[1] - window.scrollY] : null,
    opacity: f ? f.opacity : 1, particles: f ? f.particles : 0,
    outlineElements: f ? f.outlineElements : 0,
  };
}

function state() {
  const { core, tools } = wasm;
  return {
    badges: badges.map(badgeState),
    events: eventLog.slice(),
    blob: blob.frame ? { offset: blob.frame.offset, dragging: blob.frame.dragging } : null,
    animating: frameIsRequested(),
    configuration: Object.fromEntries(configuration.names.map((name, i) => [name, configuration.values[i]])),
    canvas: { width: overlay.canvas.width, height: overlay.canvas.height, devicePixelRatio: overlay.devicePixelRatio },
    wasmBytes: { core: core ? core.size : 0, scenario: tools ? tools.size : 0 },
    wasmMemoryBytes: {
      core: core ? core.memory.buffer.byteLength : 0, scenario: tools ? tools.memory.buffer.byteLength : 0,
    },
    heapBytes: core ? core.exports.sb_heap_used() : 0,
    lastPointerType: recording.pointerType,
  };
}

/** Installs window.stickyBadge; `ready` settles when the page has started. */
export function installApi(ready, resetBadges) {
  window.stickyBadge = {
    ready,
    state,
    setKnob: setKnobAndSync,
    configurationSwift,
    configurationJSON,
    scenarioJSON,
    simulate,
    resetBadges,
    frameStats,
    resetFrameStats,
  };
}
