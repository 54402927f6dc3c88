// Type checks of index.d.ts and react.d.ts as a TypeScript consumer sees them (tsc, with the
// React example):
// what must compile, and, after each @ts-expect-error, what must not.

import { createRef } from "react";
import { loadStickyBadge, type StickyBadgeElement } from "stickybadge";
import { ClearAll, StickyBadge } from "stickybadge/react";

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
  <sticky-badge ref={badgeRef} id="bob" className="unread" count={3} max="99" colour="#0062cc"
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

// stickybadge/react: the props, the event props with their events, a ref to the element.
export const component = (
  <ClearAll>
    <StickyBadge ref={badgeRef} id="all" className="total" count={12} max={99} colour="#0062cc"
      configuration={{ snapDistance: 90 }} clearAll
      onDismiss={(event) => event.detail.count} onReleaseOutcome={(event) => event.detail.outcome}
      onError={(event) => event.detail.message} />
    <StickyBadge count={null} configuration='{"touchMargin": 4}' />
  </ClearAll>
);
// @ts-expect-error the count is a number (or null): React state, not text
export const textCount = <StickyBadge count="12" />;
// @ts-expect-error an error's detail is its message
export const errorCount = <StickyBadge onError={(event) => event.detail.count} />;
// @ts-expect-error there is no onDismissed (the props are onDismiss, onSnap, ...)
export const misnamed = <StickyBadge onDismissed={() => undefined} />;
// @ts-expect-error the ref is to a <sticky-badge>
export const wrongComponentRef = <StickyBadge ref={createRef<HTMLInputElement>()} />;
// @ts-expect-error a configuration's knobs are numbers
export const wrongKnob = <StickyBadge configuration={{ snapDistance: "far" }} />;
