// The configuration table's readers: the module's own (src/configuration-table.js,
// readModuleTable: the core's `sb_config_table` text, one value a line, "name|minimum|maximum")
// and the tuning panel's (src/tuning.js, readConfigurationTable: value i joined to line i of
// the tuning fields the core's tables write, src/tuning-fields.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readModuleTable } from "../src/configuration-table.js";
import { readConfigurationTable } from "../src/tuning.js";
import { tuningFields } from "../src/tuning-fields.js";

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
  "snapDistance|0.01|10000",
  "pullMode|0|1",
  "returnSpring.stiffness|0.01|10000000",
  "stretchy.handleFactor|0|10",
].join("\n");

test("each line of the module's table is a value's name and valid range, in buffer order", () => {
  const table = readModuleTable(moduleWriting(TABLE));
  assert.deepEqual(table.map((knob) => knob.name),
    ["snapDistance", "pullMode", "returnSpring.stiffness", "stretchy.handleFactor"]);
  assert.deepEqual(table[0], { name: "snapDistance", minimum: 0.01, maximum: 10000 });
  assert.equal(table[2].maximum, 1e7);
});

test("memory is read after sb_config_table, which may grow it (detaching the old buffer)", () => {
  const table = readModuleTable(moduleWriting(TABLE, 1));
  assert.equal(table.length, 4);
  assert.equal(table[1].name, "pullMode");
});

/** The module's table of the real tuning fields: a made-up name and range per line. */
function fullTable() {
  return tuningFields.split("\n").map((_, index) => `knob${index}|0|${index + 1}`).join("\n");
}

test("the panel's table joins value i to line i of the tuning fields", () => {
  const [snap, reattach, pull] = readConfigurationTable(moduleWriting(fullTable()));
  assert.deepEqual(snap, {
    name: "knob0", kind: "number", unit: "pt", label: "Snap distance", choices: [],
    minimum: 0, maximum: 1, tuningMinimum: 10, tuningMaximum: 300, step: 1,
  });
  assert.equal(reattach.label, "Re-attach distance");
  assert.equal(pull.kind, "choice");
  assert.deepEqual(pull.choices, ["bigCircleStays", "bigCircleMoves"]);
  const table = readConfigurationTable(moduleWriting(fullTable()));
  const spring = table.find((knob) => knob.label === "Spring duration (s)");
  assert.equal(spring.unit, "1/s²"); // UTF-8 text
  assert.equal(spring.tuningMinimum, 0.05);
  assert.equal(spring.step, 0.01);
  assert.equal(table.at(-1).label, "Blob handle factor");
});

test("a module with another number of knobs than the tuning fields is refused", () => {
  assert.throws(() => readConfigurationTable(moduleWriting(TABLE)), /is not the module.s/);
});

test("the tuning fields give every knob a kind, a label and a slider within reach", () => {
  const kinds = new Set(["number", "integer", "boolean", "choice", "spring", "color"]);
  for (const line of tuningFields.split("\n")) {
    const [label, kind, , choices, ...slider] = line.split("|");
    const [tuningMinimum, tuningMaximum, step] = slider.map(Number);
    assert.ok(kinds.has(kind), line);
    assert.ok(label.length > 0, line);
    assert.ok(tuningMinimum < tuningMaximum && step > 0, line);
    assert.equal(choices.length > 0, kind === "choice", line);
  }
  assert.ok(tuningFields.includes("\nDrag start distance|"));
});
