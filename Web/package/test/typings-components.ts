// Type checks of preact.d.ts and vue.d.ts as a TypeScript consumer sees them (tsc, against
// Debian's Preact 8 and Vue 2.6 types; scripts/check-web-frameworks.sh): what must compile,
// and, after each @ts-expect-error, what must not.

import { h } from "preact";
import { ClearAll as PreactClearAll, StickyBadge as PreactStickyBadge } from "stickybadge/preact";
import Vue from "vue";
import { ClearAll as VueClearAll, StickyBadge as VueStickyBadge, eventProps } from "stickybadge/vue";

// Preact: the props, the event props with their events; `element` is the element.
export const preactTree = h(PreactClearAll, {},
  h(PreactStickyBadge, { id: "all", count: 12, max: 99, clearAll: true,
    onDismiss: (event) => event.detail.count, onError: (event) => event.detail.message }));
export const shown = (badge: PreactStickyBadge): number | null | undefined => badge.element?.count;
// @ts-expect-error the count is a number (or null)
export const textCount = h(PreactStickyBadge, { count: "12" });

// Vue 2: component options, registered by name.
export const app = new Vue({ components: { ClearAll: VueClearAll, StickyBadge: VueStickyBadge } });
export const dismissType: string = eventProps.onDismiss;
// @ts-expect-error the Vue events are the event props' names
export const misnamed: string = eventProps.onDismissed;
