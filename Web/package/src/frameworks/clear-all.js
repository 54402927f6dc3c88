// "Clear all" for the framework components: the badge marked as the group's trigger (the
// total) and the badges around it, as they mount and unmount, made into the package's
// clear-all group once the trigger is there and the core has arrived (loaded when the
// trigger mounts). A group that has run (its trigger's `stickybadge-clearall`) is reset, so
// that it runs again for the next batch.

import { loadStickyBadge } from "../index.js";

/** A clear-all group's trigger and members, as the components that show them mount. */
export class ClearAllRegistry {
  constructor() {
    this.trigger = null;
    this.members = new Set();
    this.group = null;
  }

  /** The trigger's element (null: none); the group is made of the members in the document. */
  setTrigger(element) {
    if (this.trigger !== null) this.trigger.removeEventListener("stickybadge-clearall", this);
    if (this.group !== null) this.group.destroy();
    this.group = null;
    this.trigger = element;
    if (element === null) return;
    element.addEventListener("stickybadge-clearall", this);
    loadStickyBadge().then((api) => {
      if (this.trigger !== element || !element.isConnected) return;
      const members = [...this.members].filter((member) => member.isConnected);
      this.group = api.createClearAllGroup(element, members);
    }, () => {}); // a core that cannot load is reported once, by the loader
  }

  /** A member's element, in the document. */
  add(element) {
    this.members.add(element);
    if (this.group !== null) this.group.add(element);
  }

  /**
   * A member's element, leaving the group; one that has left the document has left it
   * already (a badge removed from the page leaves its groups).
   */
  remove(element) {
    this.members.delete(element);
    if (this.group !== null && element.isConnected) this.group.remove(element);
  }

  /** The trigger's `stickybadge-clearall`: the group has run; it may run again. */
  handleEvent() {
    if (this.group !== null) this.group.reset();
  }
}
