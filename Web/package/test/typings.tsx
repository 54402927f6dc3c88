// Type checks of index.d.ts as a TypeScript consumer sees it (tsc, with the React example):
// what must compile, and, after each @ts-expect-error, what must not.

import { createRef } from "react";
import { loadStickyBadge, type StickyBadgeElement } from "stickybadge";

// The tag name gives the element's type, its events their detail.
const element: StickyBadgeElement = document.createElement("sticky-badge");
export const shown: number | null = element.count;
element.addEventListener("stickybadge-release", (event) => {
  const outcome: string | null = event.detail.outcome;
  const time: number = event.detail.time;
  return [outcome, time];
});
// @ts-expect-error the detail has time, outcome and count, nothing else
element.addEventListener("stickybadge-dismiss", (event) => event.detail.unread);
export const dismissedNow: boolean | undefined = document.querySelector("sticky-badge")?.dismiss();

// JSX: the attributes as numbers or text, a ref to the element.
const badgeRef = createRef<StickyBadgeElement>();
export const typed = (
  <sticky-badge ref={badgeRef} id="bob" className="unread" count={3} max="99" colour="#007aff"
    configuration={JSON.stringify({ snapDistance: 90 })} />
);
export const dot = <sticky-badge count={null} />;
// @ts-expect-error count is a number or text
export const objectCount = <sticky-badge count={{ value: 3 }} />;
// @ts-expect-error there is no such attribute
export const misspelt = <sticky-badge counter={3} />;
// @ts-expect-error the ref is to a <sticky-badge>
export const wrongRef = <sticky-badge ref={createRef<HTMLInputElement>()} />;

// attachStickyBadge and clear-all groups, from the core once it has loaded.
export async function attachCounter(): Promise<void> {
  const { attachStickyBadge, createClearAllGroup } = await loadStickyBadge();
  const counter = document.createElement("span");
  const attached = attachStickyBadge(counter, { count: 4, max: 99, onDismiss: ({ time }) => time,
    configuration: { snapDistance: 90 } });
  attached.setCount(5);
  // @ts-expect-error the count is a number (or null)
  attachStickyBadge(counter, { count: "4" });
  createClearAllGroup(element, [attached]).reset();
}
