// The documented state and tool API, window.stickyBadge (Web/README.md): what the browser
// tests and tools read and drive. The badges' state is the package's (badge.inspect()).

import { wasm } from "./wasm.js";
import { knobValues } from "./configuration.js";
import { badges, restingBadge, resetBadges } from "./conversations.js";
import { blob } from "./blob.js";
import { eventLog } from "./event-log.js";
import { setKnobAndSync } from "./panel.js";
import { recording, configurationSwift, configurationJSON, scenarioJSON, simulate } from "./scenario.js";
import { frameStats, resetFrameStats } from "./frame-stats.js";

function badgeState(badge) {
  const { home, text } = restingBadge(badge);
  const frame = badge.element.badge ? badge.element.badge.inspect() : null;
  return {
    id: badge.id, text, clearAll: badge.clearAll, home,
    phase: frame ? frame.phase : null,
    center: frame ? frame.center : home,
    opacity: frame ? frame.opacity : 0,
    particles: frame ? frame.particles : 0,
    outlineElements: frame ? frame.outlineElements : 0,
  };
}

function overlayCanvas() {
  const canvas = document.querySelector("canvas[data-stickybadge-overlay]");
  return canvas ? { width: canvas.width, height: canvas.height, devicePixelRatio: window.devicePixelRatio } : null;
}

function state() {
  const memory = wasm.stickyBadge.memoryUsage();
  return {
    badges: badges.map(badgeState),
    events: eventLog.slice(),
    blob: { offset: blob.offset, dragging: blob.dragging },
    animating: wasm.stickyBadge.isAnimating() || blob.frameRequest !== 0,
    configuration: knobValues(),
    canvas: overlayCanvas(),
    wasmBytes: { package: wasm.packageSize, blob: wasm.blob.size, scenario: wasm.tools.size },
    wasmMemoryBytes: {
      package: memory.memoryBytes, blob: wasm.blob.memory.buffer.byteLength,
      scenario: wasm.tools.memory.buffer.byteLength,
    },
    heapBytes: memory.heapBytes,
    lastPointerType: recording.pointerType,
  };
}

/** Installs window.stickyBadge; `ready` settles when the page has started. */
export function installApi(ready) {
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
