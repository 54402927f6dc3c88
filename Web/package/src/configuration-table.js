// The configuration table, read from a StickyBadge wasm module (sb_config_table): one plain
// descriptor per value of the configuration buffer, in buffer order. Names, kinds, units,
// labels, choices and ranges all come from the core's tables; nothing is written here.

/** Reads the table from a module's exports: [{ name, kind, unit, label, choices, minimum, maximum, tuningMinimum, tuningMaximum, step }]. */
export function readConfigurationTable(exports) {
  const length = exports.sb_config_table(); // before reading memory.buffer: it may grow
  const bytes = new Uint8Array(exports.memory.buffer, exports.sb_output(), length);
  return new TextDecoder().decode(bytes).split("\n").map((line) => {
    const [name, kind, unit, label, choices, ...numbers] = line.split("|");
    const [minimum, maximum, tuningMinimum, tuningMaximum, step] = numbers.map(Number);
    return { name, kind, unit, label, choices: choices ? choices.split(",") : [],
      minimum, maximum, tuningMinimum, tuningMaximum, step };
  });
}
