// The scenario module's tools: the configuration as Swift or JSON, the latest drag of a
// badge as a CLI scenario (Copy JSON: its pointer samples on the package's clock, in the
// viewport's points, as the badge got them) and `simulate`, byte for byte what
// `stickybadge simulate` prints.

import { wasm } from "./wasm.js";
import { badges, restingBadge } from "./conversations.js";
import { secondsAt } from "../package/src/index.js";

/** The latest badge drag ({ badge, home, radius, startTime, touches, pointerId, open }) and the latest press's pointer type. */
export const recording = { gesture: null, pointerType: null };

/** The current configuration as Swift source (Copy Swift). */
export function configurationSwift() {
  return wasm.tools.output(wasm.tools.exports.sb_config_swift());
}

/** The current configuration as JSON. */
export function configurationJSON() {
  return wasm.tools.output(wasm.tools.exports.sb_config_json());
}

function startGesture(event) {
  const badge = badges.find((b) => b.element === event.target);
  if (!badge) return;
  recording.pointerType = event.pointerType;
  const time = secondsAt(event.timeStamp);
  recording.gesture = {
    ...restingBadge(badge), badge, startTime: time, pointerId: event.pointerId, open: true,
    touches: [{ time, phase: "began", location: [event.clientX, event.clientY] }],
  };
}

function recordTouch(event, phase) {
  const gesture = recording.gesture;
  if (!gesture || !gesture.open || event.pointerId !== gesture.pointerId) return;
  gesture.touches.push({ time: secondsAt(event.timeStamp), phase, location: [event.clientX, event.clientY] });
  if (phase !== "moved") gesture.open = false;
}

/** Records every badge drag (listening before the badges do, on the whole document). */
export function recordBadgeDrags() {
  const options = { capture: true, passive: true };
  document.addEventListener("pointerdown", startGesture, options);
  document.addEventListener("pointermove", (event) => recordTouch(event, "moved"), options);
  document.addEventListener("pointerup", (event) => recordTouch(event, "ended"), options);
  document.addEventListener("pointercancel", (event) => recordTouch(event, "cancelled"), options);
}

/** A short drag of Bob's badge, for Copy JSON before any drag. */
function exampleGesture() {
  const badge = badges.find((b) => b.id === "bob") || badges[0];
  const resting = restingBadge(badge);
  const [x, y] = resting.home;
  return {
    ...resting, badge, startTime: 0,
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
  const home = gesture.home;
  const scenario = {
    name: "playground drag",
    badge: { center: [round(home[0]), round(home[1])], radius: gesture.radius },
    touches,
    duration: round(last + 1.5),
  };
  if (gesture.text) scenario.badge.text = gesture.text;
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
