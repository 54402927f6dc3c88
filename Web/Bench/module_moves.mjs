// The package's wasm module alone, in Node: what its one call per moved frame
// (sb_session_move: the move fed, the frame advanced and painted into the paint buffer) costs
// with no page, no Canvas and no browser frame around it. Not a pass/fail check.
//
//   node Web/Bench/module_moves.mjs PATH/TO/stickybadge.wasm [--drags N] [--evict]
//   node --liftoff-only Web/Bench/module_moves.mjs ...   (V8's baseline tier only)
//
// Each drag is package_bench.py's: 60 moves a sixtieth of a second apart, out 140 px to the
// left and 35 px up and back (past the snap distance: the connected and the detached
// shapes), then the pointer up at home and two seconds of frames for the badge to settle.
// The first quarter of the drags warms the code up and is left out; every move of the rest
// is timed, and the median is printed with the 10th and 90th percentiles. By default the
// calls follow one another, their code and data hot in the processor's caches. --evict
// writes through a 32 MB array before each move, so that the call finds them evicted, as a
// call in a browser's frame does after the browser slept and drew (package_bench.py's moved
// frame, of which this call is the module's share).

import { readFileSync } from "node:fs";
import process from "node:process";
import { parseArgs } from "node:util";

const USAGE = "usage: node module_moves.mjs PATH/TO/stickybadge.wasm [--drags N] [--evict]";
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { drags: { type: "string" }, evict: { type: "boolean", default: false } },
  });
} catch (error) {
  console.error(`error: ${error.message}; ${USAGE}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(`error: ${USAGE}`);
  process.exit(2);
}
const [path] = parsed.positionals;
const evicts = parsed.values.evict;
// Evicting takes about half a millisecond a move: fewer drags by default.
const drags = parsed.values.drags === undefined ? (evicts ? 40 : 400) : Number(parsed.values.drags);
if (!Number.isInteger(drags) || drags < 4) {
  console.error("error: --drags takes a whole number of at least 4");
  process.exit(2);
}
let bytes;
try {
  bytes = readFileSync(path);
} catch (error) {
  console.error(`error: cannot read ${path}: ${error.message}`);
  process.exit(1);
}

// The module imports its libm functions from "env" by their Math names (runtime.js).
let core;
try {
  core = (await WebAssembly.instantiate(bytes, { env: Math })).instance.exports;
} catch (error) {
  console.error(`error: ${path} is not the package's wasm module: ${error.message}`);
  process.exit(1);
}
const needed = ["sb_config_defaults", "sb_config_apply", "sb_session_new", "sb_session_configure",
  "sb_session_count", "sb_session_place", "sb_session_down", "sb_session_move", "sb_session_up",
  "sb_session_advance"];
const missing = needed.filter((name) => typeof core[name] !== "function");
if (missing.length !== 0) {
  console.error(`error: ${path} does not export ${missing.join(", ")}`);
  process.exit(1);
}
const FRAME = 1 / 60;
const LEFT = 300;
const TOP = 200;
const WIDTH = 24;
const HEIGHT = 18;
const START_X = LEFT + WIDTH / 2;
const START_Y = TOP + HEIGHT / 2;

core.sb_config_defaults();
core.sb_config_apply();
const handle = core.sb_session_new();
core.sb_session_configure(handle, 0, 0);
core.sb_session_count(handle, 12, Number.NaN, 0);
let time = 0;

// Written through before each move with --evict: larger than the processor's caches.
const evictor = evicts ? new Float64Array(4 * 1024 * 1024) : null;
const CACHE_LINE_VALUES = 8; // 64 bytes

/** One drag; adds each move's microseconds to `timed` (when given). */
function drag(timed) {
  core.sb_session_place(handle, LEFT, TOP, WIDTH, HEIGHT);
  time += FRAME;
  if (core.sb_session_down(handle, START_X, START_Y, time) === 0) {
    console.error("error: the module did not take the press");
    process.exit(1);
  }
  for (let step = 1; step <= 60; step += 1) {
    const offset = -140 * (step <= 30 ? step / 30 : (60 - step) / 30);
    time += FRAME;
    if (evictor !== null) {
      for (let index = 0; index < evictor.length; index += CACHE_LINE_VALUES) evictor[index] += 1;
    }
    const start = performance.now();
    core.sb_session_move(handle, START_X + offset, START_Y + offset / 4, START_X, START_Y, time);
    const end = performance.now();
    if (timed !== null) timed.push((end - start) * 1000);
  }
  core.sb_session_up(handle, START_X, START_Y, START_X, START_Y, time);
  for (let frame = 0; frame < 120; frame += 1) {
    time += FRAME;
    core.sb_session_advance(handle, time);
  }
}

const warmUp = Math.floor(drags / 4);
for (let index = 0; index < warmUp; index += 1) drag(null);
const timed = [];
for (let index = warmUp; index < drags; index += 1) drag(timed);
timed.sort((a, b) => a - b);
const at = (fraction) => timed[Math.floor(fraction * (timed.length - 1))].toFixed(2);
const tier = process.execArgv.includes("--liftoff-only") ? "V8's baseline tier only" : "V8's tiers";
const caches = evicts ? "its caches evicted before each move" : "its caches hot";
console.log(`the module's sb_session_move, ${tier}, ${caches}: ${at(0.5)} µs a move, median of`
  + ` ${timed.length} (10th-90th percentile ${at(0.1)}-${at(0.9)})`);
