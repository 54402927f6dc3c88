// The core's drag events, as the API reports them and as the page's event list shows them.
// The list is updated after the measured part of a frame (it touches layout).

/** Every event so far: { badge, type, time }. */
export const eventLog = [];
const pendingLines = [];
const MAXIMUM_SHOWN = 200;

/** Records event `type` of badge `id` at core time `time`. */
export function logEvent(id, type, time) {
  eventLog.push({ badge: id, type, time });
  pendingLines.push(`${time.toFixed(3)}  ${id}  ${type}`);
}

/** Appends the events recorded since the last call to the page's list. */
export function flushLog() {
  if (!pendingLines.length) return;
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
