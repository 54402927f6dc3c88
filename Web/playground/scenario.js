// The scenario module's tools: the configuration as Swift or JSON, the latest drag as a CLI
// scenario (Copy JSON) and `simulate`, byte for byte what `stickybadge simulate` prints.

import { wasm } from "./wasm.js";
import { badges } from "./badges.js";
import { recording } from "./input.js";

/** The current configuration as Swift source (Copy Swift). */
export function configurationSwift() {
  return wasm.tools.output(wasm.tools.exports.sb_config_swift());
}

/** The current configuration as JSON. */
export function configurationJSON() {
  return wasm.tools.output(wasm.tools.exports.sb_config_json());
}

/** A short drag of Bob's badge, for Copy JSON before any drag. */
function exampleGesture() {
  const badge = badges.find((b) => b.id === "bob") || badges[0];
  const [x, y] = badge.home;
  return {
    badge, startTime: 0,
    touches: [
      { time: 0, phase: "began", location: [x, y] },
      { time: 0.15, phase: "moved", location: [x - 40, y + 30] },
      { time: 0.3, phase: "ended", location: [x - 40, y + 30] },
    ],
  };
}

/** Runs `text` in the scenario module's export `name`; throws its error message. */
function callWithText(name, text, ...rest) {
  const length = wasm.tools.input(text);
  const result = wasm.tools.exports[name](length, ...rest);
  const output = wasm.tools.output(Math.abs(result));
  if (result < 0) throw new Error(output);
  return output;
}

/** The most recent drag as a CLI scenario with the current configuration. */
export function scenarioJSON() {
  const gesture = recording.gesture || exampleGesture();
  const round = (v) => Math.round(v * 10000) / 10000;
  const touches = gesture.touches.map((t) => ({
    time: round(t.time - gesture.startTime), phase: t.phase,
    location: [round(t.location[0]), round(t.location[1])],
  }));
  const last = touches.length ? touches[touches.length - 1].time : 0;
  const home = gesture.badge.home;
  const scenario = {
    name: "playground drag",
    badge: { center: [round(home[0]), round(home[1])], radius: gesture.badge.radius },
    touches,
    duration: round(last + 1.5),
  };
  if (gesture.badge.text) scenario.badge.text = gesture.badge.text;
  return callWithText("sb_scenario_with_configuration", JSON.stringify(scenario));
}

/** `stickybadge simulate` of the scenario JSON `scenarioText` at `fps` (60 by default). */
export function simulate(scenarioText, fps) {
  return callWithText("sb_simulate", scenarioText, fps || 60);
}

/** Shows `text` in the copy area and puts it on the clipboard when the page may. */
export async function copy(text) {
  const area = document.getElementById("copy-output");
  area.value = text;
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    area.select();
    try { document.execCommand("copy"); } catch (ignored) { /* shown in the text area */ }
  }
}
