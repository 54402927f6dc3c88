// StickyBadge web playground: the Swift core (Embedded Swift -> WebAssembly) driven by
// Pointer Events and requestAnimationFrame, drawn with the web package's Canvas rasterizer
// on one page-wide overlay. The page decides nothing about the effect: every position,
// outline, colour, particle and event comes from the core; the page only feeds it
// time-stamped input and draws. This file starts the page and wires its buttons.

import { wasm, loadWasm } from "./wasm.js";
import { loadConfiguration } from "./configuration.js";
import { SLOW_MOTION, setSpeed } from "./clock.js";
import { requestFrame } from "./scheduler.js";
import { badges, placeBadge } from "./badges.js";
import { resetClearAll, updateClearAllLabel } from "./clear-all.js";
import { blob, createBlob } from "./blob.js";
import { buildConversations } from "./conversations.js";
import { buildPanel, resetConfiguration } from "./panel.js";
import { overlay } from "./overlay.js";
import { listenToInput } from "./input.js";
import { configurationSwift, scenarioJSON, copy } from "./scenario.js";
import { startFrames } from "./frames.js";
import { installApi } from "./api.js";

/** Every badge back at home, resting, in a new clear-all group ("Bring badges back"). */
function resetBadges() {
  for (const badge of badges) placeBadge(badge);
  resetClearAll();
  updateClearAllLabel();
  requestFrame();
}

function wireControls() {
  window.addEventListener("resize", () => {
    for (const item of [...badges, blob]) item.layoutDirty = true;
    requestFrame();
  });
  window.addEventListener("scroll", requestFrame, { passive: true });
  document.getElementById("debug-toggle").addEventListener("change", (event) => {
    overlay.debug = event.target.checked;
    requestFrame();
  });
  document.getElementById("slow-toggle").addEventListener("change", (event) => {
    setSpeed(event.target.checked ? SLOW_MOTION : 1);
  });
  document.getElementById("copy-swift").addEventListener("click", () => copy(configurationSwift()));
  document.getElementById("copy-json").addEventListener("click", () => copy(scenarioJSON()));
  document.getElementById("reset-config").addEventListener("click", resetConfiguration);
  document.getElementById("reset-badges").addEventListener("click", resetBadges);
}

async function start() {
  await loadWasm();
  loadConfiguration();
  if (document.fonts && document.fonts.ready) await document.fonts.ready;
  buildConversations();
  buildPanel();
  createBlob(document.getElementById("pull-area"));
  resetBadges();
  document.getElementById("sizes").textContent =
    `wasm: core ${wasm.core.size} bytes, scenario ${wasm.tools.size} bytes`;
  listenToInput();
  wireControls();
  startFrames();
}

installApi(start(), resetBadges);
