// stickybadge/vue: the StickyBadge and ClearAll components for Vue 2 (src/frameworks/vue.js),
// as component options (register them with `components: { StickyBadge, ClearAll }`).

import type Vue from "vue";
import type { ComponentOptions } from "vue";
import type { StickyBadgeEventProps } from "./index.js";

export type { StickyBadgeComponentAttributes, StickyBadgeEventProps } from "./index.js";

/** The <sticky-badge> element as a Vue 2 component: props count, max, colour, color,
 * configuration, clear-all; events dismiss, begin, snap, reattach, release, restore,
 * release-outcome, haptic, clear-all, error (each with the element's event); `$el` is the element. */
export const StickyBadge: ComponentOptions<Vue>;

/** A clear-all group around one child: the StickyBadge with `clear-all` inside it is the
 * trigger (the total); dragging it off bursts every other StickyBadge inside it, in turn. */
export const ClearAll: ComponentOptions<Vue>;

/** The event props (without "on", in kebab case: the Vue events) and the element's event types. */
export const eventProps: Readonly<Record<keyof StickyBadgeEventProps, string>>;
