// "Clear all": the core's ClearAllGroup decides when the group starts (its trigger badge
// released to burst, or dismissed), the order (top to bottom, off-screen last) and when
// each member bursts; this only reports where the members are and dismisses them when told.

import { fireBadgeEvent } from "./badge-reports.js";

/** A clear-all group of badges of the page whose shared overlay is `shared` (badge.js's). */
export class ClearAllGroup {
  constructor(shared, trigger, members) {
    const core = shared.core;
    this.shared = shared;
    this.core = core;
    this.trigger = trigger;
    this.members = new Set(members);
    this.handle = core.exports.sb_group_new(trigger.handle);
    trigger.groups.push(this);
    for (const member of this.members) member.groups.push(this);
  }

  add(badge) {
    if (this.members.has(badge)) return;
    this.members.add(badge);
    badge.groups.push(this);
  }

  remove(badge) {
    badge.groups.splice(badge.groups.indexOf(this), 1);
    if (badge === this.trigger) {
      this.destroy();
      return;
    }
    this.members.delete(badge);
  }

  /** Called after the trigger badge's events: starts the sequence when they triggered it. */
  checkTrigger(badge) {
    if (badge !== this.trigger || this.handle < 0) return;
    const core = this.core;
    const time = core.exports.sb_group_triggered(this.handle);
    if (time < 0) return;
    for (const member of this.members) {
      const box = member.element.getBoundingClientRect(); // the core decides what is on screen
      core.exports.sb_group_member(member.handle, member.element.isConnected ? 1 : 0, box.left, box.top,
        box.right, box.bottom, innerWidth, innerHeight);
    }
    core.exports.sb_group_start(this.handle, time);
    this.shared.overlay.startFrames(this);
  }

  /** A running group needs every frame (its schedule runs on the clock). */
  changed() {
    return true;
  }

  animating() {
    return true;
  }

  frame(time) {
    if (this.handle < 0) return false;
    const core = this.core;
    const count = core.exports.sb_group_advance(this.handle, time);
    const values = core.events();
    const steps = core.wire.clearAll;
    const record = core.wire.event;
    // Read every step before acting: a member's dismissal drains its own events into the
    // same event buffer.
    const due = [];
    let completedAt = null;
    for (let index = 0; index < count; index += 1) {
      const base = index * record.stride;
      const kind = values[base + record.kind];
      if (kind === steps.dismiss) {
        due.push(values[base + record.detail], values[base + record.time]);
      } else if (kind === steps.completed) {
        completedAt = values[base + record.time];
      }
    }
    for (let index = 0; index < due.length; index += 2) {
      const member = this.shared.badgesByHandle[due[index]];
      if (member) member.dismiss(due[index + 1]);
    }
    if (completedAt !== null) fireBadgeEvent(this.trigger, "stickybadge-clearall", completedAt, null);
    return core.exports.sb_group_needs_frames(this.handle) !== 0;
  }

  /** Lets the group run again (a new batch of unread badges). */
  reset() {
    if (this.handle >= 0) this.core.exports.sb_group_reset(this.handle);
  }

  destroy() {
    if (this.handle < 0) return;
    this.core.exports.sb_group_free(this.handle);
    this.handle = -1;
    for (const member of this.members) {
      const index = member.groups.indexOf(this);
      if (index >= 0) member.groups.splice(index, 1);
    }
    const index = this.trigger.groups.indexOf(this);
    if (index >= 0) this.trigger.groups.splice(index, 1);
  }
}
