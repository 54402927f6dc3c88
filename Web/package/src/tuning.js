// What a tuning panel needs from the package's core: the configuration table, the defaults,
// the core's validation of a configuration, a spring's duration and bounce (the panel's
// sliders) against its stored stiffness and damping, and how much memory the core uses.
// Every name, range, default and conversion is the core's; nothing is decided here.

import { readModuleTable } from "./configuration-table.js";
import { tuningFields } from "./tuning-fields.js";

/**
 * Reads the configuration table from a module's exports: its names and valid ranges, value
 * i joined to line i of the tuning fields the core's tables write (src/tuning-fields.js):
 * [{ name, kind, unit, label, choices, minimum, maximum, tuningMinimum, tuningMaximum, step }].
 */
export function readConfigurationTable(exports) {
  const lines = tuningFields.split("\n");
  const knobs = readModuleTable(exports);
  if (lines.length !== knobs.length) throw new Error("stickybadge: tuning-fields.js is not the module's");
  return knobs.map((knob, index) => {
    const [label, kind, unit, choices, tuningMinimum, tuningMaximum, step] = lines[index].split("|");
    return { ...knob, kind, unit, label, choices: choices ? choices.split(",") : [],
      tuningMinimum: +tuningMinimum, tuningMaximum: +tuningMaximum, step: +step };
  });
}

/**
 * The core's verdict on `configuration` (knob values by name, or null; the others keep their
 * defaults): null when it is valid, else the core's message, the CLI's text for the same
 * configuration ("configuration.snapDistance: must be in [0.01, 10000], got -5").
 */
export function configurationProblem(core, configuration) {
  core.exports.sb_config_defaults();
  if (configuration === null || configuration === undefined) return null;
  if (typeof configuration !== "object" || Array.isArray(configuration)) {
    return "configuration: expected an object of knob values";
  }
  const unknown = core.writeKnobs(configuration);
  if (unknown !== null) return `configuration.${unknown}: unknown knob`;
  const length = core.exports.sb_config_apply();
  return length > 0 ? core.outputText(length) : null;
}

/** The core's defaults: { knob name: value } for every knob of the table. */
export function defaultConfiguration(core) {
  core.exports.sb_config_defaults();
  const knobs = core.knobs();
  return Object.fromEntries(core.knobNames.map((name, index) => [name, knobs[index]]));
}

/**
 * The knobs preset `name` (one of core.presetNames) sets: { knob name: value } for every
 * knob whose value differs from the defaults; null when the core has no such preset.
 */
export function presetConfiguration(core, name) {
  const index = core.presetNames.indexOf(name);
  if (index < 0) return null;
  core.exports.sb_config_defaults();
  const defaults = Array.from(core.knobs());
  core.exports.sb_config_preset(index);
  const knobs = core.knobs();
  return Object.fromEntries(core.knobNames.map((knob, i) => [knob, knobs[i]])
    .filter((_, i) => knobs[i] !== defaults[i]));
}

/** The tuning panel's functions of the API (loadStickyBadge's), on `core` (runtime.js). */
export function tuningApi(core) {
  return {
    /** The core's configuration table (read once): a descriptor per knob, in buffer order. */
    configurationTable: () => core.configurationTable,

    /** The core's defaults: { knob name: value } for every knob of the table. */
    defaultConfiguration: () => defaultConfiguration(core),

    /** The presets' names, in the core's order: what `preset` (and presetConfiguration) takes. */
    presetNames: () => core.presetNames,

    /** The knobs preset `name` sets (those that differ from the defaults); null for no such preset. */
    presetConfiguration: (name) => presetConfiguration(core, name),

    /**
     * The core's verdict on `configuration` (knob values by name; the others keep their
     * defaults): null when it is valid, else the core's message ("configuration.reattachDistance: ...").
     */
    validateConfiguration: (configuration) => configurationProblem(core, configuration),

    /** A spring's duration (s) and bounce for its stored stiffness and damping (the core's Spring). */
    springTuning: (stiffness, damping) => ({
      duration: core.exports.sb_spring_tuning(stiffness, damping, 0),
      bounce: core.exports.sb_spring_tuning(stiffness, damping, 1),
    }),

    /** The stored stiffness and damping of Spring(duration:bounce:) (the core's Spring). */
    springStored: (duration, bounce) => ({
      stiffness: core.exports.sb_spring_stored(duration, bounce, 0),
      damping: core.exports.sb_spring_stored(duration, bounce, 1),
    }),

    /** The core module's memory: its size and what its allocator has handed out, in bytes. */
    memoryUsage: () => ({
      memoryBytes: core.exports.memory.buffer.byteLength, heapBytes: core.exports.sb_heap_used(),
    }),
  };
}
