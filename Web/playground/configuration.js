// The current configuration: one value per row of the core's configuration table
// (readConfigurationTable), pushed into both modules, which validate it.

import { wasm } from "./wasm.js";
import { readConfigurationTable } from "../package/src/configuration-table.js";

/** The table's rows, the knob names in buffer order, their values and a change counter. */
export const configuration = { table: [], names: [], values: [], version: 0 };

const reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");

/** Reads the table and starts from the core's defaults. */
export function loadConfiguration() {
  configuration.table = readConfigurationTable(wasm.core.exports);
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

/** The core's defaults, with the reduced-motion preference; returns an error or null. */
export function resetConfigurationValues() {
  wasm.core.exports.sb_config_defaults();
  configuration.values = Array.from(wasm.core.view("sb_config_buffer", configuration.names.length));
  configuration.values[configuration.names.indexOf("reducesMotion")] = reducedMotionQuery.matches ? 1 : 0;
  return pushConfiguration();
}

/** Sends the values to both modules; returns the first module's error message, or null. */
function pushConfiguration() {
  for (const module of [wasm.core, wasm.tools]) {
    module.view("sb_config_buffer", configuration.names.length).set(configuration.values);
    const errorLength = module.exports.sb_config_apply();
    if (errorLength > 0) return module.output(errorLength);
  }
  configuration.version += 1;
  return null;
}

/** The value of knob `name`. */
export function knob(name) {
  return configuration.values[configuration.names.indexOf(name)];
}

/**
 * Sets knobs ([name, value] pairs) at once; when the modules refuse the result, puts the
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
