// No input stops the core: every export of the installed package's stickybadge.wasm called
// with the numbers a page can pass (0, -0, -1, 2^31, 2^53, 1e308, NaN, the infinities), on
// a badge and on no badge, and a seeded fuzzer driving the exports with random values in
// random sequences. Nothing may trap (a trap throws a RuntimeError out of the module).
//
//   STICKYBADGE_PACKAGE=SITE/node_modules/stickybadge node --test Web/tests/package/node/
//   STICKYBADGE_FUZZ_RUNS=200 (the fuzzer's sequences; default 40) STICKYBADGE_FUZZ_SEED=7

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";

const packageDir = process.env.STICKYBADGE_PACKAGE;
if (!packageDir) throw new Error("set STICKYBADGE_PACKAGE to the installed package's folder");
const module = new WebAssembly.Module(await readFile(path.join(packageDir, "src", "stickybadge.wasm")));

const EDGES = Object.freeze([0, -0, -1, 2 ** 31, 2 ** 53, 1e308, Number.NaN, Infinity, -Infinity]);
// Exports that take no number, or only the handle of a badge or group first.
const HANDLE_FIRST = /^sb_(session|group)_(?!new$)/;

function instantiate() {
  return new WebAssembly.Instance(module, { env: Math }).exports;
}

/** The exports that are functions, by name. */
function functionsOf(exports) {
  return Object.keys(exports).filter((name) => typeof exports[name] === "function").sort();
}

/** A badge showing 12, placed at (100, 40), configured: what a page makes before a press. */
function placedBadge(wasm) {
  const handle = wasm.sb_session_new();
  wasm.sb_session_count(handle, 12, Number.NaN, 0);
  wasm.sb_session_place(handle, 100, 40, 28, 20);
  wasm.sb_session_configure(handle, 0, 0);
  return handle;
}

function call(wasm, name, args) {
  try {
    return wasm[name](...args);
  } catch (error) {
    assert.fail(`${name}(${args.map(String).join(", ")}) threw ${error}`);
  }
}

test("every export takes every edge value in every argument, on no badge and on a held one", () => {
  const names = functionsOf(instantiate());
  assert.ok(names.length >= 40, names.join(" "));
  for (const name of names) {
    for (const value of EDGES) {
      const arity = instantiate()[name].length;
      // Every argument the edge value, on a fresh module (handles then name no badge).
      call(instantiate(), name, new Array(arity).fill(value));
      if (!HANDLE_FIRST.test(name)) continue;
      // On a badge held mid-drag (and a group), every other argument the edge value.
      const wasm = instantiate();
      const handle = placedBadge(wasm);
      wasm.sb_session_down(handle, 114, 50, 1);
      wasm.sb_session_move(handle, 160, 90, 114, 50, 1.1);
      const group = wasm.sb_group_new(handle);
      const args = new Array(arity).fill(value);
      args[0] = name.startsWith("sb_group_") && name !== "sb_group_member" ? group : handle;
      for (let index = 1; index < arity; index += 1) {
        call(wasm, name, args.map((argument, position) => (position === index ? value : position === 0 ? argument : 1)));
      }
      call(wasm, name, args);
      // The badge still works afterwards: it advances, paints and can be let go.
      call(wasm, "sb_session_advance", [handle, 2]);
      call(wasm, "sb_session_up", [handle, 114, 50, 114, 50, 2.1]);
      call(wasm, "sb_session_advance", [handle, 5]);
    }
  }
});

test("counts of any size saturate: 99+ (or the maximum's form), never a trap", () => {
  const wasm = instantiate();
  const decoder = new TextDecoder();
  const text = (length) => decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.sb_output(), length));
  const handle = wasm.sb_session_new();
  for (const count of [2 ** 31 - 1, 2 ** 31, 99999999999, 1e20, 2 ** 53, 1e308, Infinity]) {
    assert.equal(text(wasm.sb_session_count(handle, count, Number.NaN, 0)), "99+", String(count));
    assert.equal(text(wasm.sb_session_count(handle, count, 5, 0)), "5+", String(count));
    // The largest maximum is the largest count: no count is over it.
    assert.equal(text(wasm.sb_session_count(handle, count, Infinity, 0)), "2147483647", String(count));
    assert.equal(text(wasm.sb_session_count(handle, count, 1e20, 0)), "2147483647", String(count));
  }
  assert.equal(text(wasm.sb_session_accessibility_label(handle)), "2147483647 unread messages");
  assert.equal(text(wasm.sb_session_count(handle, 2 ** 31 - 2, Infinity, 0)), "2147483646");
  assert.equal(wasm.sb_session_count(handle, Number.NaN, Number.NaN, 0), 0, "NaN: a dot");
  assert.equal(wasm.sb_session_count(handle, -Infinity, Number.NaN, 0), 0, "-Infinity: a dot");
  assert.equal(wasm.sb_session_count(handle, -0, Number.NaN, 0), -1, "-0: hidden");
  // A badge given a huge count is draggable afterwards, its count valid or not.
  wasm.sb_session_count(handle, 1e20, Number.NaN, 0);
  wasm.sb_session_place(handle, 100, 40, 36, 20);
  wasm.sb_session_configure(handle, 0, 0);
  assert.equal(wasm.sb_session_down(handle, 118, 50, 1), 1);
});

test("non-finite coordinates and times are refused: the badge stays where it was", () => {
  const wasm = instantiate();
  const handle = placedBadge(wasm);
  assert.equal(wasm.sb_session_down(handle, Number.NaN, 50, 1), 0, "a press at NaN takes nothing");
  assert.equal(wasm.sb_session_down(handle, 114, 50, Infinity), 0, "a press at time Infinity takes nothing");
  wasm.sb_session_place(handle, Number.NaN, 40, 28, 20); // ignored: still at (100, 40)
  assert.equal(wasm.sb_session_down(handle, 114, 50, 1), 1);
  const moved = wasm.sb_session_move(handle, Infinity, Number.NaN, 114, 50, 1.1);
  wasm.sb_session_move(handle, 140, 70, 114, 50, 1.2);
  assert.ok((moved & 1) === 0 || (moved & 2) !== 0);
  wasm.sb_session_advance(handle, Number.NaN);
  wasm.sb_session_advance(handle, 1.3);
  assert.equal(wasm.sb_session_inspect(handle), 1);
  const values = new Float64Array(wasm.memory.buffer, wasm.sb_event_buffer(), 6);
  assert.ok(Number.isFinite(values[1]) && Number.isFinite(values[2]), `centre ${values[1]}, ${values[2]}`);
});

test("a resting badge's touch target: every edge value answered, 0 for a box that is not finite", () => {
  const wasm = instantiate();
  // Both exports are among those every test here calls with every edge value, and the fuzzer.
  for (const name of ["sb_resting_hit_outset", "sb_resting_touch_pan"]) {
    assert.ok(functionsOf(wasm).includes(name), name);
  }
  for (const width of EDGES) {
    for (const height of EDGES) {
      for (const vertical of EDGES) {
        const outset = call(wasm, "sb_resting_hit_outset", [width, height, vertical]);
        const finite = Number.isFinite(width) && Number.isFinite(height);
        // The default margin (14) at least; at most half of 44 less the smallest capsule (2).
        assert.ok(finite ? outset >= 14 && outset <= 21 : outset === 0, `${width} x ${height} (${vertical}): ${outset}`);
      }
    }
  }
  assert.equal(wasm.sb_resting_hit_outset(0, 0, 0), 21);
  assert.equal(wasm.sb_resting_hit_outset(40, 10, 1), 17);
  assert.equal(wasm.sb_resting_touch_pan(), 0);
  // What the placed badge (28 x 20, default configuration) says.
  const handle = placedBadge(wasm);
  assert.equal(wasm.sb_resting_hit_outset(28, 20, 0), wasm.sb_session_hit_outset(handle, 0));
  assert.equal(wasm.sb_resting_hit_outset(28, 20, 1), wasm.sb_session_hit_outset(handle, 1));
});

/** A small seeded PRNG (mulberry32): the same seed, the same sequence. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("a seeded fuzzer drives the exports with random values in random sequences", () => {
  const runs = Number(process.env.STICKYBADGE_FUZZ_RUNS ?? 40);
  const firstSeed = Number(process.env.STICKYBADGE_FUZZ_SEED ?? 1);
  const steps = 400;
  const names = functionsOf(instantiate()).filter((name) => name !== "sb_input_reserve");
  for (let seed = firstSeed; seed < firstSeed + runs; seed += 1) {
    const next = random(seed);
    const wasm = instantiate();
    const handles = [];
    let time = 0;
    const pick = (list) => list[Math.floor(next() * list.length)];
    // Mostly plausible numbers (so that sequences reach deep states), sometimes an edge.
    const value = () => {
      const roll = next();
      if (roll < 0.15) return pick(EDGES);
      if (roll < 0.3) return time;
      if (roll < 0.4) return Math.floor(next() * 4);
      return (next() - 0.2) * 400;
    };
    for (let step = 0; step < steps; step += 1) {
      time += next() * 0.05;
      const name = next() < 0.1 ? "sb_session_new" : pick(names);
      const args = Array.from({ length: wasm[name].length }, value);
      if (HANDLE_FIRST.test(name) && handles.length > 0 && next() < 0.8) args[0] = pick(handles);
      try {
        const result = wasm[name](...args);
        if (name === "sb_session_new" || name === "sb_group_new") handles.push(result);
      } catch (error) {
        assert.fail(`seed ${seed}, step ${step}: ${name}(${args.map(String).join(", ")}) threw ${error}`);
      }
    }
  }
});

test("the input buffer refuses a size it cannot hold instead of trapping", () => {
  const wasm = instantiate();
  for (const size of [2 ** 31 - 1, 2 ** 30, -1, 0]) call(wasm, "sb_input_reserve", [size]);
  assert.ok(wasm.sb_input_reserve(64) > 0);
});
