// The badges' events, as the package reports them (bubbling `stickybadge-*` DOM events,
// with the core's times), for the API and the page's event list. The list is updated once
// per animation frame (it touches layout).

import { dragEventTypes } from "../package/src/index.js";

/** Every event so far: { badge, type, time }. */
export const eventLog = [];
const EVENT_PREFIX = "stickybadge-";
const pendingLines = [];
const MAXIMUM_SHOWN = 200;
let flushRequested = false;

/** Records event `type` of badge `id` at core time `time`. */
function logEvent(id, type, time) {
  eventLog.push({ badge: id, type, time });
  pendingLines.push(`${time.toFixed(3)}  ${id}  ${type}`);
  if (!flushRequested) {
    flushRequested = true;
    requestAnimationFrame(flushLog);
  }
}

/** Appends the events recorded since the last call to the page's list. */
function flushLog() {
  flushRequested = false;
  const list = document.getElementById("event-log");
  for (const text of pendingLines) {
    const item = document.createElement("li");
    item.textContent = text;
    list.append(item);
  }
  pendingLines.length = 0;
  while (list.childElementCount > MAXIMUM_SHOWN) list.firstElementChild.remove();
  list.scrollTop = list.scrollHeight;
}

/** Logs every badge's drag events, dismissals and the clear-all group's completion. */
export function listenToBadgeEvents() {
  for (const type of dragEventTypes) {
    const name = type.slice(EVENT_PREFIX.length);
    document.addEventListener(type, (event) => logEvent(event.target.dataset.badge, name, event.detail.time));
  }
  document.addEventListener("stickybadge-dismiss", (event) => logEvent(event.target.dataset.badge, "dismissed", event.detail.time));
  document.addEventListener("stickybadge-clearall", (event) => logEvent("clear-all-group", "completed", event.detail.time));
}
