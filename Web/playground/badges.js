// The page's badges: each a button (focus, keyboard, accessibility) over a core engine
// (sb_badge_*), placed at its home element's centre and read back from the frame buffer
// through its named offsets.

import { wasm, frameValues } from "./wasm.js";
import { configuration } from "./configuration.js";
import { coreTime } from "./clock.js";
import { logEvent } from "./event-log.js";

/** { handle, id, text, radius, element, homeElement, home, version, phase, frame, clearAll, label } */
export const badges = [];

/** The document point of an element's centre. */
export function homeOf(element) {
  const rect = element.getBoundingClientRect();
  return [rect.left + rect.width / 2 + window.scrollX, rect.top + rect.height / 2 + window.scrollY];
}

/** Whether `item`'s home element moved since it was placed. */
export function homeMoved(item) {
  const home = homeOf(item.homeElement);
  return !item.home || Math.abs(home[0] - item.home[0]) > 0.25 || Math.abs(home[1] - item.home[1]) > 0.25;
}

/** A badge button in `slot`, for the core's badge `handle`. */
export function createBadge(spec, slot, handle) {
  const element = document.createElement("button");
  element.type = "button";
  element.className = "badge";
  element.dataset.badge = spec.id;
  element.setAttribute("aria-label", spec.label);
  slot.append(element);
  const badge = {
    handle, id: spec.id, text: spec.text, radius: spec.radius, element, homeElement: slot, home: null,
    version: -1, phase: "resting", frame: null, clearAll: spec.clearAll || false, label: spec.label,
  };
  badges.push(badge);
  return badge;
}

/** (Re)creates a badge's engine at its current home with the current configuration. */
export function placeBadge(badge) {
  badge.home = homeOf(badge.homeElement);
  const length = wasm.core.input(badge.text);
  const error = wasm.core.exports.sb_badge_set(badge.handle, badge.home[0], badge.home[1], badge.radius, length);
  if (error > 0) throw new Error("badge " + badge.id + ": " + wasm.core.output(error));
  badge.version = configuration.version;
  badge.phase = "resting";
  // Size the focus/hit target like the core's resting shape.
  wasm.core.exports.sb_badge_advance(badge.handle, coreTime(performance.now()));
  badge.frame = readBadgeFrame(badge);
  const [, , radius, halfLength] = badge.frame.badge;
  badge.element.style.width = 2 * (radius + halfLength) + "px";
  badge.element.style.height = 2 * radius + "px";
  badge.element.dataset.phase = "resting";
  badge.element.disabled = false;
  badge.element.removeAttribute("aria-hidden");
}

/** The frame sb_badge_advance just wrote; logs its events. */
export function readBadgeFrame(badge) {
  const f = frameValues();
  const layout = wasm.frameLayout;
  for (let i = 0; i < f[layout.eventCount]; i++) {
    const event = layout.eventStart + i * layout.eventStride;
    logEvent(badge.id, layout.eventNames[f[event]], f[event + layout.eventTime]);
  }
  const anchor = layout.anchor;
  const center = layout.badge;
  return {
    time: f[layout.time], phase: layout.phaseNames[f[layout.phase]],
    anchor: f[layout.anchorVisible] ? [f[anchor], f[anchor + 1], f[anchor + 2]] : null,
    badge: [f[center], f[center + 1], f[center + 2], f[center + 3]],
    opacity: f[layout.opacity],
    outlineElements: f[layout.outlineCount],
    particles: f[layout.particleCount],
  };
}

/** The unread count the header's "clear all" badge speaks. */
export function totalUnread() {
  let total = 0;
  for (const badge of badges) {
    if (badge.clearAll || badge.phase === "dismissed" || badge.phase === "bursting") continue;
    total += badge.text === "" ? 1 : badge.text === "99+" ? 99 : Number(badge.text);
  }
  return total;
}
