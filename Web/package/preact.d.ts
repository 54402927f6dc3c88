// stickybadge/preact: <StickyBadge> and <ClearAll> for Preact (src/frameworks/preact.js).

import { Component } from "preact";
import type { StickyBadgeComponentAttributes, StickyBadgeElement, StickyBadgeEventProps } from "./index.js";

export type { StickyBadgeComponentAttributes, StickyBadgeEventProps } from "./index.js";

/** The props of <StickyBadge>: the element's attributes, its events, and the element's
 * common global attributes. */
export interface StickyBadgeProps extends StickyBadgeComponentAttributes, StickyBadgeEventProps {
  id?: string;
  class?: string;
  className?: string;
  style?: string | Record<string, string | number>;
  title?: string;
  hidden?: boolean;
  slot?: string;
}

/** The <sticky-badge> element as a Preact component; `element` is the element once mounted. */
export class StickyBadge extends Component<StickyBadgeProps, {}> {
  readonly element: StickyBadgeElement | null;
  render(): any;
}

/** A clear-all group around one child: the <StickyBadge clearAll> inside it is the trigger
 * (the total); dragging it off bursts every other <StickyBadge> inside it, in turn. */
export class ClearAll extends Component<{ children?: any }, {}> {
  render(): any;
}

/** The event props and the element's event types they listen to. */
export const eventProps: Readonly<Record<keyof StickyBadgeEventProps, string>>;
