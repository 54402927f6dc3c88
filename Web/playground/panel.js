// The tuning panel: the core's presets as a menu, and one control per knob of the core's
// configuration table (a colour's red, green and blue share one picker; a spring's stiffness
// and damping rows are its duration and bounce sliders, converted by the core's Spring).
// Preset names, labels, units, ranges, steps and choices all come from the core; nothing is
// written here.

import { configuration, knob, applyKnobs, resetConfigurationValues, whenReducedMotionChanges } from "./configuration.js";
import { wasm } from "./wasm.js";

const controls = new Map(); // key -> { input, output, meta, name }

/** The panel's controls by key: a colour's prefix, or the knob's name. */
function controlSpecs() {
  const specs = new Map();
  configuration.table.forEach((row, index) => {
    const color = row.kind === "color" && !row.name.endsWith(".alpha");
    const key = color ? row.name.slice(0, row.name.lastIndexOf(".")) : row.name;
    if (specs.has(key)) return;
    const spring = row.kind === "spring" ? springPair(index) : null;
    specs.set(key, {
      name: row.name, spring,
      label: row.unit && !spring ? `${row.label} (${row.unit})` : row.label,
      min: row.tuningMinimum, max: row.tuningMaximum, step: row.step,
      options: row.kind === "choice" ? row.choices : null,
      checkbox: row.kind === "boolean", color,
    });
  });
  return specs;
}

/** A spring row's pair: the names of its stiffness and damping rows and its part (0, 1). */
function springPair(index) {
  const table = configuration.table;
  const owner = (row) => row.name.slice(0, row.name.lastIndexOf("."));
  const part = index > 0 && table[index - 1].kind === "spring" && owner(table[index - 1]) === owner(table[index]) ? 1 : 0;
  return { names: [table[index - part].name, table[index - part + 1].name], part };
}

const TUNING_PARTS = ["duration", "bounce"]; // a spring's two sliders, by part
const STORED_PARTS = ["stiffness", "damping"]; // its two stored rows, by part

/** A spring slider's value (duration or bounce) of the stored pair. */
function springSlider({ names, part }) {
  return wasm.stickyBadge.springTuning(knob(names[0]), knob(names[1]))[TUNING_PARTS[part]];
}

/** Moves a spring's duration or bounce slider: the other stays, both stored rows change. */
function setSpringSlider(spring, value) {
  const tuning = wasm.stickyBadge.springTuning(knob(spring.names[0]), knob(spring.names[1]));
  tuning[TUNING_PARTS[spring.part]] = Number(value);
  const stored = wasm.stickyBadge.springStored(tuning.duration, tuning.bounce);
  return showResult(applyKnobs(spring.names.map((name, part) => [name, stored[STORED_PARTS[part]]])));
}

/** Sets one knob from the panel or the API, showing the core's error when it refuses. */
export function setKnob(name, value) {
  return showResult(applyKnobs([[name, value]]));
}

/** Shows the core's error (and the values it kept) or clears it; returns it. */
function showResult(error) {
  document.getElementById("config-error").textContent = error || "";
  if (error) syncControls();
  return error;
}

/** setKnob, then every control shows the current values. */
export function setKnobAndSync(name, value) {
  const error = setKnob(name, value);
  syncControls();
  return error;
}

/** The core's defaults again ("Default configuration"): the first preset, QQ's look, shown. */
export function resetConfiguration() {
  resetConfigurationValues();
  document.getElementById("preset").selectedIndex = 0;
  syncControls();
  document.getElementById("config-error").textContent = "";
}

/** The preset menu: the core's presets by name; choosing one starts the knobs from it. */
function buildPresetMenu() {
  const menu = document.getElementById("preset");
  for (const name of wasm.stickyBadge.presetNames()) menu.append(new Option(name, name));
  menu.addEventListener("change", () => {
    showResult(resetConfigurationValues(menu.value));
    syncControls();
  });
}

function createInput(key, meta) {
  let input;
  if (meta.options) {
    input = document.createElement("select");
    meta.options.forEach((option, index) => {
      const element = document.createElement("option");
      element.value = String(index);
      element.textContent = option;
      input.append(element);
    });
    input.addEventListener("change", () => setKnob(meta.name, input.value));
  } else if (meta.checkbox) {
    input = document.createElement("input");
    input.type = "checkbox";
    input.addEventListener("change", () => setKnob(meta.name, input.checked ? 1 : 0));
  } else if (meta.color) {
    input = document.createElement("input");
    input.type = "color";
    input.addEventListener("input", () => {
      const parts = [1, 3, 5].map((i) => parseInt(input.value.slice(i, i + 2), 16) / 255);
      applyKnobs(["red", "green", "blue"].map((channel, i) => [key + "." + channel, parts[i]]));
    });
  } else {
    input = document.createElement("input");
    input.type = "range";
    input.min = meta.min;
    input.max = meta.max;
    input.step = meta.step;
    input.addEventListener("input", () => meta.spring ? setSpringSlider(meta.spring, input.value) : setKnob(meta.name, input.value));
  }
  input.name = key;
  input.dataset.knob = key;
  return input;
}

/** Builds the preset menu and the panel's controls in table order. */
export function buildPanel() {
  buildPresetMenu();
  const form = document.getElementById("knobs");
  for (const [key, meta] of controlSpecs()) {
    const wrapper = document.createElement("label");
    wrapper.className = "knob" + (meta.checkbox ? " checkbox" : "");
    const input = createInput(key, meta);
    const text = document.createElement("span");
    text.textContent = meta.label;
    const output = document.createElement("output");
    if (meta.checkbox) {
      wrapper.append(input, text);
    } else {
      wrapper.append(text, output, input);
    }
    form.append(wrapper);
    controls.set(key, { input, output, meta });
  }
  whenReducedMotionChanges((matches) => setKnobAndSync("reducesMotion", matches ? 1 : 0));
  syncControls();
}

function colorHex(prefix) {
  const hex = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, "0");
  return "#" + hex(knob(prefix + ".red")) + hex(knob(prefix + ".green")) + hex(knob(prefix + ".blue"));
}

function formatNumber(value) {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
}

/** Every control shows the current value of its knob. */
export function syncControls() {
  for (const [key, { input, output, meta }] of controls) {
    const value = meta.spring ? springSlider(meta.spring) : knob(meta.name);
    if (meta.color) {
      input.value = colorHex(key);
      output.textContent = input.value;
    } else if (meta.checkbox) {
      input.checked = value !== 0;
    } else if (meta.options) {
      input.value = String(value);
      output.textContent = meta.options[value];
    } else {
      input.value = value;
      output.textContent = formatNumber(value);
    }
  }
}
