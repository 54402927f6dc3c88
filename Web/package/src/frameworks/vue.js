// stickybadge/vue: the StickyBadge and ClearAll components for Vue 2 (written for Vue 2.6
// and 2.7's options API; Vue 3 uses <sticky-badge> itself, see RECIPES.md). The element's
// attributes as props (a controlled count), its events as Vue events (`@dismiss`, `@snap`:
// the event props of events.js without "on", in kebab case), a clear-all group from
// components; `$el` is the element. Safe to render on a server (vue-server-renderer).

import "../index.js"; // defines <sticky-badge> (where there is a DOM)
import { ClearAllRegistry } from "./clear-all.js";
import { configurationAttribute, eventProps } from "./events.js";

/** The Vue event of each element event type: "stickybadge-dismiss" to "dismiss", ... */
const vueEvents = Object.freeze(Object.entries(eventProps).map(([prop, type]) =>
  [type, prop.slice(2).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).slice(1)]));

// The components' options are made by functions: Vue keeps its own caches on them.

/**
 * A clear-all group: the <StickyBadge clear-all> inside it is the trigger (the total);
 * dragging it off bursts every other StickyBadge inside it, in turn. It renders its one
 * child (a Vue 2 component renders one root).
 */
function clearAllOptions() {
  return {
    name: "ClearAll",
    provide() {
      return { stickyBadgeClearAll: new ClearAllRegistry() };
    },
    render() {
      return this.$slots.default[0];
    },
  };
}
export const ClearAll = clearAllOptions();

/** The <sticky-badge> element as a Vue 2 component; `$el` is the element. */
function stickyBadgeOptions() {
  return {
    name: "StickyBadge",
    inject: { stickyBadgeClearAll: { default: null } },
    props: {
      /** The count (null: a dot; 0: hidden): the badge always shows this one. */
      count: { type: [Number, String], default: null },
      /** The largest count shown as a number. */
      max: { type: [Number, String], default: null },
      colour: { type: String, default: null },
      color: { type: String, default: null },
      /** Knob values by name: an object or its JSON. */
      configuration: { type: [Object, String], default: null },
      /** This badge is its <ClearAll>'s trigger (the total). */
      clearAll: { type: Boolean, default: false },
    },
    mounted() {
      this.register();
    },
    beforeDestroy() {
      this.unregister();
    },
    watch: {
      clearAll() {
        this.unregister();
        this.register();
      },
    },
    methods: {
      register() {
        const registry = this.stickyBadgeClearAll;
        if (registry === null) return;
        if (this.clearAll) registry.setTrigger(this.$el);
        else registry.add(this.$el);
        this.registeredAsTrigger = this.clearAll;
      },
      unregister() {
        const registry = this.stickyBadgeClearAll;
        if (registry === null) return;
        if (this.registeredAsTrigger) registry.setTrigger(null);
        else registry.remove(this.$el);
      },
    },
    render(createElement) {
      const on = {};
      for (const [type, name] of vueEvents) {
        if (this.$listeners[name]) on[type] = (event) => this.$emit(name, event);
      }
      return createElement("sticky-badge", {
        attrs: {
          count: this.count ?? undefined,
          max: this.max ?? undefined,
          colour: this.colour ?? undefined,
          color: this.color ?? undefined,
          configuration: configurationAttribute(this.configuration),
        },
        on,
        pre: true, // the element, never a component named StickyBadge (this one: it would render itself)
      });
    },
  };
}

export const StickyBadge = stickyBadgeOptions();

export { eventProps };
