// The demo's conversation list: a row per conversation with its badge, and the header's
// "clear all" badge. Badge handles are given in list order.

import { createBadge } from "./badges.js";

const CONVERSATIONS = [
  { id: "alice", name: "Alice", preview: "See you at 7?", text: "", radius: 6, color: "#5e5ce6" },
  { id: "team", name: "Design team", preview: "New mockups are up", text: "3", radius: 9, color: "#30b0c7" },
  { id: "bob", name: "Bob", preview: "Photos from the trip", text: "12", radius: 9, color: "#ff9f0a" },
  { id: "news", name: "News", preview: "Morning briefing", text: "99+", radius: 9, color: "#34c759" },
  { id: "carol", name: "Carol", preview: "Thanks!", text: "1", radius: 9, color: "#ff375f" },
  { id: "family", name: "Family", preview: "Dinner on Sunday", text: "7", radius: 9, color: "#bf5af2" },
];

function badgeHome(parent) {
  const home = document.createElement("span");
  home.className = "badge-home";
  parent.append(home);
  return home;
}

function conversationRow(spec) {
  const row = document.createElement("li");
  row.className = "conversation";
  row.dataset.conversation = spec.id;
  const avatar = document.createElement("span");
  avatar.className = "avatar";
  avatar.style.background = spec.color;
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

/** Builds the list and every badge (not yet placed). */
export function buildConversations() {
  const list = document.getElementById("conversations");
  let handle = 0;
  for (const spec of CONVERSATIONS) {
    const { row, slot } = conversationRow(spec);
    const home = badgeHome(slot);
    list.append(row);
    const count = spec.text === "" ? "New messages" : `${spec.text} unread messages`;
    createBadge({ ...spec, label: `${spec.name}: ${count}. Drag away or press Delete to mark as read` }, home, handle++);
  }
  const header = badgeHome(document.querySelector("[data-badge-slot=clear-all]"));
  createBadge({ id: "clear-all", text: "99+", radius: 10, clearAll: true, label: "Clear all" }, header, handle++);
}
