// The configuration table's reader (src/configuration-table.js): the core's `sb_config_table`
// text, one knob a line, "name|kind|unit|label|choices|minimum|maximum|tuning minimum|
// tuning maximum|step", into plain descriptors.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readConfigurationTable } from "../src/configuration-table.js";

const OUTPUT_ADDRESS = 1024;

/** Exports of a module whose sb_config_table writes `text` (after growing its memory by `grow` pages). */
function moduleWriting(text, grow = 0) {
  const memory = new WebAssembly.Memory({ initial: 1, maximum: 4 });
  const bytes = new TextEncoder().encode(text);
  return {
    memory,
    sb_output: () => OUTPUT_ADDRESS,
    sb_config_table() {
      if (grow > 0) memory.grow(grow);
      new Uint8Array(memory.buffer, OUTPUT_ADDRESS, bytes.length).set(bytes);
      return bytes.length;
    },
  };
}

const TABLE = [
  "snapDistance|number|pt|Snap distance||0.01|10000|10|300|1",
  "pullMode|choice||Pull mode|bigCircleStays,bigCircleMoves|0|1|0|1|1",
  "returnSpring.stiffness|spring|1/s²|Spring duration (s)||0.01|10000000|0.05|2|0.01",
].join("\n");

test("each line is a knob with its name, kind, unit, label and numbers, in table order", () => {
  const table = readConfigurationTable(moduleWriting(TABLE));
  assert.deepEqual(table.map((knob) => knob.name), ["snapDistance", "pullMode", "returnSpring.stiffness"]);
  assert.deepEqual(table[0], {
    name: "snapDistance", kind: "number", unit: "pt", label: "Snap distance", choices: [],
    minimum: 0.01, maximum: 10000, tuningMinimum: 10, tuningMaximum: 300, step: 1,
  });
});

test("a choice's cases are split in index order; other kinds have none", () => {
  const [snap, pull] = readConfigurationTable(moduleWriting(TABLE));
  assert.deepEqual(pull.choices, ["bigCircleStays", "bigCircleMoves"]);
  assert.equal(pull.unit, "");
  assert.deepEqual(snap.choices, []);
});

test("text is UTF-8 (units like 1/s²) and numbers keep their decimals", () => {
  const spring = readConfigurationTable(moduleWriting(TABLE))[2];
  assert.equal(spring.unit, "1/s²");
  assert.equal(spring.tuningMinimum, 0.05);
  assert.equal(spring.step, 0.01);
  assert.equal(spring.maximum, 1e7);
});

test("memory is read after sb_config_table, which may grow it (detaching the old buffer)", () => {
  const table = readConfigurationTable(moduleWriting(TABLE, 1));
  assert.equal(table.length, 3);
  assert.equal(table[1].label, "Pull mode");
});
