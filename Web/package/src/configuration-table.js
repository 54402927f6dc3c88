// The configuration table a StickyBadge wasm module carries (sb_config_table): a line per
// value of the configuration buffer, in buffer order, "name|minimum|maximum" (the valid
// range the core enforces). Names and ranges all come from the core's tables; nothing is
// written here. The tuning panel's fields (kind, unit, label, choices, slider) are joined to
// it, value by value, by tuning.js (readConfigurationTable).

/** Reads the module's table from its exports: [{ name, minimum, maximum }]. */
export function readModuleTable(exports) {
  const length = exports.sb_config_table(); // before reading memory.buffer: it may grow
  const bytes = new Uint8Array(exports.memory.buffer, exports.sb_output(), length);
  return new TextDecoder().decode(bytes).split("\n").map((line) => {
    const [name, minimum, maximum] = line.split("|");
    return { name, minimum: Number(minimum), maximum: Number(maximum) };
  });
}
