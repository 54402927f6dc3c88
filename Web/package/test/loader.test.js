// The lazy core's loader (src/loader.js): its states, the idle schedule with and without
// requestIdleCallback, one load however many ask, and a failed load reported once; and the
// page's shared overlay, which holds the clock and the loader and is what the core starts on.

import { test } from "node:test";
import assert from "node:assert/strict";
import { CoreLoader, SharedOverlay } from "../src/loader.js";
import { Clock } from "../src/clock.js";

/** A core whose start resolves to its API when the test says so. */
function fakeCore() {
  const core = { starts: 0, api: { name: "api" } };
  core.started = new Promise((resolve) => { core.finish = () => resolve(core.api); });
  core.start = () => { core.starts += 1; return core.started; };
  return core;
}

/** A window with an idle queue and a timer queue the test runs by hand. */
function fakeScope({ idle }) {
  const scope = { idleCalls: [], timers: [] };
  if (idle) scope.requestIdleCallback = (callback, options) => scope.idleCalls.push({ callback, options });
  scope.setTimeout = (callback, delay) => scope.timers.push({ callback, delay });
  return scope;
}

test("waits, then loads once however many ask, and resolves to the core's API", async () => {
  const core = fakeCore();
  const loader = new CoreLoader(core.start);
  assert.equal(loader.state, "waiting");
  assert.equal(core.starts, 0, "nothing is loaded before it is asked for");
  const first = loader.load();
  const second = loader.load();
  assert.equal(first, second);
  assert.equal(loader.state, "loading");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(core.starts, 1);
  assert.equal(loader.api, null, "not ready before the core's start resolves");
  core.finish();
  assert.equal(await first, core.api);
  assert.equal(loader.state, "ready");
  assert.equal(loader.api, core.api);
  assert.equal(await loader.load(), core.api);
  assert.equal(core.starts, 1);
});

test("loadWhenIdle asks for an idle callback once, with a timeout, and loads in it", async () => {
  const core = fakeCore();
  core.finish();
  const loader = new CoreLoader(core.start);
  const scope = fakeScope({ idle: true });
  loader.loadWhenIdle(scope);
  loader.loadWhenIdle(scope);
  assert.equal(scope.idleCalls.length, 1);
  assert.equal(scope.timers.length, 0);
  assert.equal(scope.idleCalls[0].options.timeout, 2000);
  assert.equal(loader.state, "waiting", "not before the page is idle");
  scope.idleCalls[0].callback();
  assert.equal(loader.state, "loading");
  await loader.loaded;
  assert.equal(loader.state, "ready");
});

test("without requestIdleCallback the load starts 200 ms later", () => {
  const loader = new CoreLoader(() => new Promise(() => {}));
  const scope = fakeScope({ idle: false });
  loader.loadWhenIdle(scope);
  assert.deepEqual(scope.timers.map((timer) => timer.delay), [200]);
  scope.timers[0].callback();
  assert.equal(loader.state, "loading");
});

test("a pointerdown before the idle time loads at once; the idle callback then does nothing new", async () => {
  const core = fakeCore();
  core.finish();
  const loader = new CoreLoader(core.start);
  const scope = fakeScope({ idle: true });
  loader.loadWhenIdle(scope);
  loader.load(); // the first touch
  scope.idleCalls[0].callback();
  await loader.loaded;
  assert.equal(core.starts, 1);
  const later = fakeScope({ idle: true });
  loader.loadWhenIdle(later);
  assert.equal(later.idleCalls.length, 0, "no idle callback once loaded");
});

test("a failed wasm fetch: one clear error, the state says failed, every waiter is told", async () => {
  const messages = [];
  const loader = new CoreLoader(() => Promise.reject(new TypeError("fetch failed")),
    (message) => messages.push(message));
  const waiters = [loader.load(), loader.load(), loader.loaded];
  for (const waiter of waiters) await assert.rejects(waiter, /fetch failed/);
  assert.equal(loader.state, "failed");
  assert.equal(loader.api, null);
  assert.deepEqual(messages, [
    "stickybadge: the core (stickybadge.wasm) could not be loaded, badges stay static: fetch failed",
  ]);
  await assert.rejects(loader.load(), /fetch failed/);
  assert.equal(messages.length, 1, "reported once, however often it is asked for again");
});

test("a module that cannot be imported fails the same way", async () => {
  const messages = [];
  const loader = new CoreLoader(() => Promise.reject(new Error("no module")),
    (message) => messages.push(message));
  await assert.rejects(loader.load(), /no module/);
  assert.equal(loader.state, "failed");
  assert.equal(messages.length, 1);
  assert.match(messages[0], /^stickybadge: the core \(stickybadge\.wasm\) could not be loaded.*no module$/);
});

test("the default report is console.error, once", async () => {
  const original = console.error;
  const seen = [];
  console.error = (...parts) => seen.push(parts.join(" "));
  try {
    const loader = new CoreLoader(() => Promise.reject(new Error("offline")));
    await assert.rejects(loader.load());
    await assert.rejects(loader.load());
  } finally {
    console.error = original;
  }
  assert.equal(seen.length, 1);
  assert.match(seen[0], /offline/);
});

test("the shared overlay starts the imported core on itself, once, and resolves to its API", async () => {
  const api = { name: "api" };
  const started = [];
  let imports = 0;
  const module = { startCore: (shared) => { started.push(shared); return Promise.resolve(api); } };
  const overlay = new SharedOverlay(() => { imports += 1; return Promise.resolve(module); });
  assert.ok(overlay.clock instanceof Clock);
  assert.ok(overlay.loader instanceof CoreLoader);
  assert.equal(imports, 0, "nothing is imported before the core is asked for");
  assert.equal(await overlay.loader.load(), api);
  assert.equal(await overlay.loader.load(), api);
  assert.equal(imports, 1);
  assert.deepEqual(started, [overlay], "the core starts on the page's overlay, once");
  assert.equal(overlay.loader.api, api);
});

test("two shared overlays (two pages) share nothing: clocks and loaders apart", async () => {
  const first = new SharedOverlay(() => Promise.reject(new Error("offline")));
  const second = new SharedOverlay(() => new Promise(() => {}));
  first.loader.report = () => {};
  assert.notEqual(first.clock, second.clock);
  await assert.rejects(first.loader.load(), /offline/);
  assert.equal(first.loader.state, "failed");
  assert.equal(second.loader.state, "waiting");
});
