// "Clear all": the header's badge. When it is released to burst, the core's clear-all
// sequence (sb_clear_all_*) says which member bursts when; its due steps are applied, each
// at its exact time, before the members are advanced.

import { wasm, frameValues } from "./wasm.js";
import { badges, totalUnread } from "./badges.js";
import { logEvent } from "./event-log.js";

const group = { running: false, started: false };

/** Whether the sequence is running (members are being dismissed in turn). */
export function clearAllIsRunning() {
  return group.running;
}

/** Starts the sequence at core time `time` (once per reset). */
export function startClearAll(time) {
  if (group.started) return;
  group.running = true;
  group.started = true;
  wasm.core.exports.sb_clear_all_start(time);
}

/** Starts the sequence when the header badge's frame says it was released to burst. */
export function startClearAllWhenTriggered(badge) {
  if (group.running || group.started) return;
  const trigger = wasm.core.exports.sb_clear_all_trigger(badge.handle);
  if (trigger >= 0) startClearAll(trigger);
}

/** Applies the sequence's steps due by `now`; returns whether it is still running. */
export function advanceClearAll(now) {
  const count = wasm.core.exports.sb_clear_all_advance(now);
  const f = frameValues();
  const layout = wasm.frameLayout;
  for (let i = 0; i < count; i++) {
    const step = i * layout.clearAllStepStride;
    const time = f[step + layout.clearAllStepTime];
    if (f[step] === layout.clearAllDismiss) {
      wasm.core.exports.sb_badge_dismiss(f[step + layout.clearAllStepMember], time);
    } else if (f[step] === layout.clearAllCompleted) {
      group.running = false;
      logEvent("clear-all-group", "completed", time);
    }
  }
  return group.running;
}

/** A new clear-all group of every badge still showing, clearing from the top. */
export function resetClearAll() {
  wasm.core.exports.sb_clear_all_reset();
  group.running = false;
  group.started = false;
  for (const badge of badges) {
    if (!badge.clearAll && badge.home) wasm.core.exports.sb_clear_all_register(badge.handle, badge.home[1]);
  }
}

/** Takes a member that bursts or is dismissed out of the group. */
export function leaveClearAll(badge) {
  wasm.core.exports.sb_clear_all_unregister(badge.handle);
}

/** The header badge speaks the total left. */
export function updateClearAllLabel() {
  const header = badges.find((b) => b.clearAll);
  if (header) {
    header.element.setAttribute("aria-label", `${totalUnread()} unread in total. Drag off or press Delete to clear all`);
  }
}
