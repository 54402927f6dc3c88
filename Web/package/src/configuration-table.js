// The configuration table, read from a StickyBadge wasm module (sb_config_table): one
// plain descriptor per value of the configuration buffer, in buffer order. Names, kinds,
// units, labels, choices, ranges and defaults all come from the core's tables.

/** Reads the table of a module's exports (sb_config_table, sb_output, sb_config_defaults). */
export function readConfigurationTable(exports) {
  const length = exports.sb_config_table();
  const text = new TextDecoder().decode(
    new Uint8Array(exports.memory.buffer, exports.sb_output(), length));
  const lines = text.split("\n");
  exports.sb_config_defaults();
  const defaults = new Float64Array(exports.memory.buffer, exports.sb_config_buffer(), lines.length);
  return lines.map((line, index) => {
    const [name, kind, unit, label, choices, ...numbers] = line.split("|");
    const [minimum, maximum, tuningMinimum, tuningMaximum, step] = numbers.map(Number);
    return {
      name, kind, unit, label, choices: choices ? choices.split(",") : [],
      minimum, maximum, tuningMinimum, tuningMaximum, step, defaultValue: defaults[index],
    };
  });
}
