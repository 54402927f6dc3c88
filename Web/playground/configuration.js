// The current configuration: one value per row of the core's configuration table (the
// package's configurationTable), validated by the core (validateConfiguration) and pushed
// into the blob module (the stretchy circle's rows) and the scenario module; whoever listens
// (the badges, the blob) takes it.

import { wasm } from "./wasm.js";

/** The table's rows, the knob names in buffer order and their values. */
export const configuration = { table: [], names: [], values: [] };

const reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
const listeners = [];

/** Reads the table and starts from the core's defaults. */
export function loadConfiguration() {
  configuration.table = wasm.stickyBadge.configurationTable();
  configuration.names = configuration.table.map((row) => row.name);
  const error = resetConfigurationValues();
  if (error) throw new Error(error);
  reducedMotionQuery.addEventListener("change", () => onReducedMotionChange(reducedMotionQuery.matches));
}

let onReducedMotionChange = () => {};

/** Calls `handler(matches)` when the reduced-motion preference changes. */
export function whenReducedMotionChanges(handler) {
  onReducedMotionChange = handler;
}

/** Calls `listener(knobs)` (values by name) with every configuration the core accepts. */
export function whenConfigurationChanges(listener) {
  listeners.push(listener);
}

/** The values by name. */
export function knobValues() {
  return Object.fromEntries(configuration.names.map((name, index) => [name, configuration.values[index]]));
}

/**
 * The core's defaults with the knobs of `preset` (a preset's name; the package's
 * presetConfiguration) set on top, and the reduced-motion preference; returns an error or null.
 */
export function resetConfigurationValues(preset = null) {
  const defaults = wasm.stickyBadge.defaultConfiguration();
  const knobs = preset === null ? {} : wasm.stickyBadge.presetConfiguration(preset);
  if (knobs === null) return `preset: unknown "${preset}"`;
  configuration.values = configuration.names.map((name) => knobs[name] ?? defaults[name]);
  configuration.values[configuration.names.indexOf("reducesMotion")] = reducedMotionQuery.matches ? 1 : 0;
  return pushConfiguration();
}

/** Validates the values and sends them on; returns the core's error message, or null. */
function pushConfiguration() {
  const knobs = knobValues();
  const error = wasm.stickyBadge.validateConfiguration(knobs);
  if (error) return error;
  // The blob module carries only the stretchy circle's rows: the values named `stretchy.`.
  const stretchy = configuration.values.filter((_, index) => configuration.names[index].startsWith("stretchy."));
  const pushes = [
    [wasm.blob, "sb_stretchy_config_buffer", stretchy, "sb_stretchy_config_apply"],
    [wasm.tools, "sb_config_buffer", configuration.values, "sb_config_apply"],
  ];
  for (const [module, buffer, values, apply] of pushes) {
    module.view(buffer, values.length).set(values);
    const errorLength = module.exports[apply]();
    if (errorLength > 0) return module.output(errorLength);
  }
  for (const listener of listeners) listener(knobs);
  return null;
}

/** The value of knob `name`. */
export function knob(name) {
  return configuration.values[configuration.names.indexOf(name)];
}

/**
 * Sets knobs ([name, value] pairs) at once; when the core refuses the result, puts the
 * previous values back and returns the error message, else returns null.
 */
export function applyKnobs(changes) {
  const previous = configuration.values.slice();
  for (const [name, value] of changes) {
    const index = configuration.names.indexOf(name);
    if (index < 0) throw new Error("unknown knob " + name);
    configuration.values[index] = Number(value);
  }
  const error = pushConfiguration();
  if (error) {
    configuration.values = previous;
    pushConfiguration();
  }
  return error;
}
