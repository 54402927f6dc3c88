// The lazy core: the wasm module and the modules that drive it are loaded when the page is
// idle, or at once when a badge is touched or focused (or the page asks), whichever comes
// first; once per page. A failed load says so once on the console and leaves every badge
// as it is, a static badge.

/** How long an idle callback may wait before it runs anyway, in milliseconds. */
const IDLE_TIMEOUT = 2000;
/** Where requestIdleCallback is missing: the load starts this long after it is asked for. */
const FALLBACK_DELAY = 200;

/**
 * One page's core, loaded at most once. `importCore` returns a promise of the module with
 * `startCore()` (core-api.js), which is the API once that has resolved; `report` receives
 * the one error message of a failed load.
 * States: "waiting", "loading", "ready" (api holds the core's API), "failed".
 */
export class CoreLoader {
  constructor(importCore, report = (message) => console.error(message)) {
    this.importCore = importCore;
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
      .then(() => this.importCore())
      .then((module) => module.startCore().then(() => module))
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
