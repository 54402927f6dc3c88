// stickybadge/react: <StickyBadge> and <ClearAll> for React 18 (src/frameworks/react.js).

import type { CSSProperties, ForwardRefExoticComponent, ReactNode, RefAttributes } from "react";
import type { StickyBadgeComponentAttributes, StickyBadgeElement, StickyBadgeEventProps } from "./index.js";

export type { StickyBadgeComponentAttributes, StickyBadgeEventProps } from "./index.js";

/** The props of <StickyBadge>: the element's attributes, its events, and the element's
 * common global attributes. */
export interface StickyBadgeProps extends StickyBadgeComponentAttributes, StickyBadgeEventProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  title?: string;
  hidden?: boolean;
  slot?: string;
}

/** The <sticky-badge> element as a React component; its ref is the element. */
export const StickyBadge: ForwardRefExoticComponent<StickyBadgeProps & RefAttributes<StickyBadgeElement>>;

/** A clear-all group: the <StickyBadge clearAll> inside it is the trigger (the total);
 * dragging it off bursts every other <StickyBadge> inside it, in turn. */
export function ClearAll(props: { children?: ReactNode }): JSX.Element;

/** The event props and the element's event types they listen to. */
export const eventProps: Readonly<Record<keyof StickyBadgeEventProps, string>>;
