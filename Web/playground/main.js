// StickyBadge web playground: the web package's badges (<sticky-badge>, a clear-all group)
// and the core's pull-down blob, with a tuning panel for every knob of the core. The page
// decides nothing about the effect: every position, outline, colour, particle and event
// comes from the core, through the package; this file starts the page and wires its
// buttons.

import { wasm, loadWasm } from "./wasm.js";
import { loadConfiguration } from "./configuration.js";
import { buildConversations, resetBadges } from "./conversations.js";
import { createBlob, setBlobDebug } from "./blob.js";
import { buildPanel, resetConfiguration } from "./panel.js";
import { listenToBadgeEvents } from "./event-log.js";
import { recordBadgeDrags, configurationSwift, scenarioJSON, copy } from "./scenario.js";
import { recordFrame } from "./frame-stats.js";
import { installApi } from "./api.js";
import { setTimeScale, loadStickyBadge } from "../package/src/index.js";

/** The speed of slow motion (the toggle's label says it too). */
const SLOW_MOTION = 0.25;

function wireControls() {
  document.getElementById("debug-toggle").addEventListener("change", (event) => {
    wasm.stickyBadge.setDebugOverlay(event.target.checked);
    setBlobDebug(event.target.checked);
  });
  document.getElementById("slow-toggle").addEventListener("change", (event) => {
    setTimeScale(event.target.checked ? SLOW_MOTION : 1);
  });
  document.getElementById("copy-swift").addEventListener("click", () => copy(configurationSwift()));
  document.getElementById("copy-json").addEventListener("click", () => copy(scenarioJSON()));
  document.getElementById("reset-config").addEventListener("click", resetConfiguration);
  document.getElementById("reset-badges").addEventListener("click", resetBadges);
}

async function start() {
  await loadWasm();
  wasm.stickyBadge = await loadStickyBadge(); // the badges' core, before anything asks it
  loadConfiguration();
  if (document.fonts && document.fonts.ready) await document.fonts.ready;
  buildConversations();
  buildPanel();
  createBlob(document.getElementById("pull-area"), document.getElementById("blob-canvas"));
  listenToBadgeEvents();
  recordBadgeDrags();
  wasm.stickyBadge.setFrameObserver(recordFrame);
  document.getElementById("sizes").textContent =
    `wasm: badges (the package's) ${wasm.packageSize} bytes, blob ${wasm.blob.size} bytes, scenario ${wasm.tools.size} bytes`;
  wireControls();
}

installApi(start());
