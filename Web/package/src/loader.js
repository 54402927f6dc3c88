// The lazy core: the wasm module and the modules that drive it are loaded when the page is
// idle, or at once when a badge is touched or focused (or the page asks), whichever comes
// first; once per page. A failed load says so once on the console and leaves every badge
// as it is, a static badge.

import { Clock } from "./clock.js";

/** How long an idle callback may wait before it runs anyway, in milliseconds. */
const IDLE_TIMEOUT = 2000;
/** Where requestIdleCallback is missing: the load starts this long after it is asked for. */
const FALLBACK_DELAY = 200;

/**
 * One page's core, loaded at most once. `startCore` returns a promise of the core's API
 * (what loadStickyBadge resolves to); `report` receives the one error message of a failed
 * load.
 * States: "waiting", "loading", "ready" (api holds the core's API), "failed".
 */
export class CoreLoader {
  constructor(startCore, report = (message) => console.error(message)) {
    this.startCore = startCore;
    this.report = report;
    this.state = "waiting";
    this.api = null;
    this.idleScheduled = false;
    this.loaded = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Whoever waits is told; an unobserved failure is reported once, by `report`, not twice.
    this.loaded.catch(() => {});
  }

  /** Starts loading (once); resolves to the core's API, rejects when it cannot be loaded. */
  load() {
    if (this.state !== "waiting") return this.loaded;
    this.state = "loading";
    Promise.resolve()
      .then(() => this.startCore())
      .then((api) => {
        this.state = "ready";
        this.api = api;
        this.resolve(api);
      }, (error) => {
        this.state = "failed";
        this.report(`stickybadge: the core (stickybadge.wasm) could not be loaded, badges stay static: ${error && error.message ? error.message : error}`);
        this.reject(error);
      });
    return this.loaded;
  }

  /** Loads when `scope` (the page's window) is next idle; once, and not after load(). */
  loadWhenIdle(scope = globalThis) {
    if (this.idleScheduled || this.state !== "waiting") return;
    this.idleScheduled = true;
    const start = () => this.load();
    if (typeof scope.requestIdleCallback === "function") {
      scope.requestIdleCallback(start, { timeout: IDLE_TIMEOUT });
    } else {
      scope.setTimeout(start, FALLBACK_DELAY);
    }
  }
}

/**
 * The page's one shared overlay: the canvas that draws every badge in motion and what the
 * badges of a page share: the clock, the lazily loaded core, the label bitmaps, the canvas
 * settings cache. Before the core it holds the clock and the loader; the core's start
 * (`importCore()`'s module's startCore(shared): core-api.js) adds the rest, once.
 */
export class SharedOverlay {
  constructor(importCore) {
    this.clock = new Clock();
    this.loader = new CoreLoader(() => importCore().then((module) => module.startCore(this)));
  }
}
