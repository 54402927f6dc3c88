// What the entry's attachStickyBadge and createClearAllGroup return at once, before the core
// has arrived: the badge or group they stand for, whose calls wait for the core (loaded at
// once) and are made, in order, when it arrives; from then on every call is the core's.

/** Calls `made[name](...args)` now that it exists, or records it for when it does. */
function forward(pending, name, args, before) {
  if (pending.made !== null) return pending.made[name](...args);
  pending.calls.push([name, args]);
  return before;
}

class Pending {
  /** `loaded`: the core's API, once; `make(api)`: the badge or group it stands for. */
  constructor(loaded, make) {
    this.made = null;
    this.calls = [];
    /** Resolves to the core's badge or group once it is made (rejects without a core). */
    this.ready = loaded.then((api) => {
      const made = make(api);
      this.made = made;
      for (const [name, args] of this.calls) made[name](...args);
      this.calls = [];
      return made;
    });
    this.ready.catch(() => {}); // a core that cannot load is reported once, by the loader
  }
}

/** A badge attached before the core arrived (the core's Badge once it has: `badge`). */
export class PendingBadge extends Pending {
  /** The core's badge, or null before the core arrived. */
  get badge() { return this.made; }
  get element() { return this.made ? this.made.element : null; }
  get count() { return this.made ? this.made.count : null; }
  get accessibilityLabel() { return this.made ? this.made.accessibilityLabel : null; }
  get phase() { return this.made ? this.made.phase : null; }
  get configuration() { return this.made ? this.made.configuration : null; }
  inspect() { return this.made ? this.made.inspect() : null; }
  setCount(...args) { forward(this, "setCount", args); }
  /** Before the core: checked when it arrives (true; a refusal is reported then). */
  setConfiguration(...args) { return forward(this, "setConfiguration", args, true); }
  /** Before the core: the dismissal is made when it arrives (true: it will be). */
  dismiss(...args) { return forward(this, "dismiss", args, true); }
  detach() { forward(this, "detach", []); }
}

/** A clear-all group made before the core arrived. */
export class PendingGroup extends Pending {
  add(...args) { forward(this, "add", args); }
  remove(...args) { forward(this, "remove", args); }
  reset() { forward(this, "reset", []); }
  destroy() { forward(this, "destroy", []); }
}
