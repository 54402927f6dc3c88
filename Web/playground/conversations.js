// The demo's conversation list: a row per conversation with its badge, and the header's
// "clear all" badge. Every badge is the web package's <sticky-badge>, sized, coloured and
// driven by the core; "clear all" is the package's clear-all group. The configuration the
// panel sets reaches every badge, and its colours the badges' CSS custom properties (what
// a badge at rest is drawn with).

import { wasm } from "./wasm.js";
import { whenConfigurationChanges, knobValues } from "./configuration.js";

const CONVERSATIONS = [
  { id: "alice", name: "Alice", preview: "See you at 7?", count: null },
  { id: "team", name: "Design team", preview: "New mockups are up", count: 3 },
  { id: "bob", name: "Bob", preview: "Photos from the trip", count: 12 },
  { id: "news", name: "News", preview: "Morning briefing", count: 120 },
  { id: "carol", name: "Carol", preview: "Thanks!", count: 1 },
  { id: "family", name: "Family", preview: "Dinner on Sunday", count: 7 },
];
const CSS_CHANNEL_MAX = 255; // CSS colour plumbing: the knobs hold channels in [0, 1]

/** The badges: { id, element (<sticky-badge>), count, clearAll }, rows first. */
export const badges = [];
let group = null;
let lastFocused = null; // the <sticky-badge> that last had focus, while focus stays on it

/** Remembers the badge that has focus (focus inside its shadow root is reported on it). */
function trackFocus(event) {
  lastFocused = event.target instanceof Element && event.target.matches("sticky-badge") ? event.target : null;
}

/**
 * Keyboard users keep their place: when the focused badge is dismissed, focus moves to the
 * next row's badge still shown, or else the previous one, as deleting a list item would
 * (the dismissed badge hides, which would leave focus nowhere).
 */
function keepFocusInList(event) {
  if (event.target !== lastFocused) return;
  const rows = badges.filter((badge) => !badge.clearAll);
  const index = rows.findIndex((badge) => badge.element === event.target);
  if (index < 0) return;
  const shown = (badge) => badge.element.badge.phase !== "dismissed";
  const next = rows.slice(index + 1).find(shown) ?? rows.slice(0, index).reverse().find(shown);
  if (next) next.element.focus();
}

function conversationRow(spec) {
  const row = document.createElement("li");
  row.className = "conversation";
  row.dataset.conversation = spec.id;
  const avatar = document.createElement("span");
  avatar.className = "avatar";
  avatar.textContent = spec.name[0];
  const text = document.createElement("div");
  text.className = "text";
  text.innerHTML = `<div class="name"></div><div class="preview"></div>`;
  text.firstElementChild.textContent = spec.name;
  text.lastElementChild.textContent = spec.preview;
  const slot = document.createElement("span");
  slot.className = "badge-slot";
  row.append(avatar, text, slot);
  return { row, slot };
}

/** A <sticky-badge> for `id` showing `count` (null: a dot) in `slot`. */
function addBadge(id, count, slot, clearAll) {
  const element = document.createElement("sticky-badge");
  element.className = "badge";
  element.dataset.badge = id;
  element.count = count ?? "";
  slot.append(element);
  badges.push({ id, element, count, clearAll });
}

/** Where `badge` rests now: { home: its centre, radius: half its height (viewport points), text: its label }. */
export function restingBadge(badge) {
  const part = badge.element.shadowRoot.querySelector("[part=badge]");
  const box = part.getBoundingClientRect();
  return { home: [box.left + box.width / 2, box.top + box.height / 2], radius: box.height / 2, text: part.textContent };
}

/** The badge colours of the knobs `prefix.red` ... `prefix.alpha`, as CSS. */
function cssColor(knobs, prefix) {
  const channel = (name) => knobs[`${prefix}.${name}`] * CSS_CHANNEL_MAX;
  return `rgb(${channel("red")} ${channel("green")} ${channel("blue")} / ${knobs[`${prefix}.alpha`]})`;
}

/** Every badge takes the panel's configuration; a badge at rest its colours. */
function configureBadges(knobs) {
  const phone = document.querySelector(".phone");
  phone.style.setProperty("--sticky-badge-color", cssColor(knobs, "color"));
  phone.style.setProperty("--sticky-badge-label-color", cssColor(knobs, "labelColor"));
  for (const { element } of badges) element.setAttribute("configuration", JSON.stringify(knobs));
}

/** Builds the list, every badge and the header's clear-all group. */
export function buildConversations() {
  const list = document.getElementById("conversations");
  for (const spec of CONVERSATIONS) {
    const { row, slot } = conversationRow(spec);
    list.append(row);
    addBadge(spec.id, spec.count, slot, false);
  }
  // The header speaks the total: a dot counts as one unread message.
  const total = badges.reduce((sum, badge) => sum + (badge.count ?? 1), 0);
  addBadge("clear-all", total, document.querySelector("[data-badge-slot=clear-all]"), true);
  const members = badges.filter((badge) => !badge.clearAll).map((badge) => badge.element);
  group = wasm.stickyBadge.createClearAllGroup(badges[badges.length - 1].element, members);
  configureBadges(knobValues());
  whenConfigurationChanges(configureBadges);
  document.addEventListener("focusin", trackFocus);
  document.addEventListener("stickybadge-dismiss", keepFocusInList);
}

/** Every badge back at home, resting, in a new clear-all group ("Bring badges back"). */
export function resetBadges() {
  for (const { element, count } of badges) {
    element.count = null; // hidden, then shown again: at rest at home
    element.count = count ?? "";
  }
  group.reset();
}
