// What a badge decides about a page's input before the core sees it (page-input.js): the
// core's dismiss keys and dragging button, and what it says about a configuration it does not
// take: configurationProblem's verdicts (tuning.js) over a stand-in core, and reportError's one
// console error and one stickybadge-error event. The real core's messages are checked in the
// browser (Web/tests/package/test_package_errors.py).

import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { isDismissKey, isDragPress, reportError } from "../src/page-input.js";
import { configurationProblem } from "../src/tuning.js";

/** A core whose only knob is snapDistance, valid from 0.01 to 10000, with the core's message. */
function standInCore() {
  const knobs = { snapDistance: 80 };
  let output = "";
  return {
    knobs,
    exports: {
      sb_config_defaults() { knobs.snapDistance = 80; },
      sb_config_apply() {
        const value = knobs.snapDistance;
        if (value >= 0.01 && value <= 10000) return 0;
        output = `configuration.snapDistance: must be in [0.01, 10000], got ${value}`;
        return output.length;
      },
    },
    outputText: (length) => output.slice(0, length),
    writeKnobs(configuration) {
      for (const name of Object.keys(configuration)) {
        if (!(name in knobs)) return name;
        knobs[name] = Number(configuration[name]);
      }
      return null;
    },
  };
}

test("configurationProblem: null for none and for a valid one, the core's message otherwise", () => {
  const core = standInCore();
  assert.equal(configurationProblem(core, null), null);
  assert.equal(configurationProblem(core, undefined), null);
  assert.equal(configurationProblem(core, { snapDistance: 0.01 }), null);
  assert.equal(configurationProblem(core, { snapDistance: -5 }),
    "configuration.snapDistance: must be in [0.01, 10000], got -5");
  assert.equal(configurationProblem(core, { snapDistance: 0.009 }),
    "configuration.snapDistance: must be in [0.01, 10000], got 0.009");
});

test("configurationProblem: an unknown knob and a value that is not an object, as the CLI says them", () => {
  const core = standInCore();
  assert.equal(configurationProblem(core, { snap: 1 }), "configuration.snap: unknown knob");
  for (const value of [5, "snapDistance", [1, 2], true]) {
    assert.equal(configurationProblem(core, value),
      "configuration: expected an object of knob values", String(value));
  }
});

test("configurationProblem starts from the core's defaults each time", () => {
  const core = standInCore();
  core.knobs.snapDistance = -1; // left by an earlier write
  assert.equal(configurationProblem(core, {}), null);
});

test("reportError: one console error and one bubbling, composed stickybadge-error event", (context) => {
  const logged = context.mock.method(console, "error", () => {});
  const target = new EventTarget();
  const events = [];
  target.addEventListener("stickybadge-error", (event) => events.push(event));
  reportError(target, "configuration.snapDistance: must be in [0.01, 10000], got -5");
  assert.equal(logged.mock.callCount(), 1);
  assert.deepEqual(logged.mock.calls[0].arguments,
    ["stickybadge: configuration.snapDistance: must be in [0.01, 10000], got -5"]);
  assert.equal(events.length, 1);
  assert.deepEqual(events[0].detail,
    { message: "configuration.snapDistance: must be in [0.01, 10000], got -5" });
  assert.equal(events[0].bubbles, true);
  assert.equal(events[0].composed, true);
  mock.restoreAll();
});

test("isDismissKey: Delete and Backspace, the core's keys, and nothing else", () => {
  for (const key of ["Delete", "Backspace"]) assert.equal(isDismissKey({ key }), true, key);
  for (const key of ["Escape", "Enter", " ", "d", "delete", "Del", "Clear", undefined]) {
    assert.equal(isDismissKey({ key }), false, String(key));
  }
});

test("isDragPress: the primary mouse button only; a touch or a pen whatever its button", () => {
  for (const button of [-1, 0, 1, 2, 3, 4]) {
    assert.equal(isDragPress({ pointerType: "mouse", button }), button === 0, `mouse ${button}`);
    assert.equal(isDragPress({ pointerType: "touch", button }), true, `touch ${button}`);
    assert.equal(isDragPress({ pointerType: "pen", button }), true, `pen ${button}`);
  }
});
