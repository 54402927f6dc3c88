// What the framework components (react.js, preact.js, vue.js) share about the element's
// events and attributes: the event props by name, the listeners that call them, and the
// configuration attribute. They use only the element's public API (attributes, events).

/**
 * The components' event props and the element's events they listen to: `onDismiss` is
 * called with the `stickybadge-dismiss` event, and so on (Vue: `@dismiss`, the name after
 * "on" in kebab case).
 */
export const eventProps = Object.freeze({
  onDismiss: "stickybadge-dismiss",
  onBegin: "stickybadge-began",
  onSnap: "stickybadge-snapped",
  onReattach: "stickybadge-reattached",
  onRelease: "stickybadge-released",
  onRestore: "stickybadge-restored",
  onReleaseOutcome: "stickybadge-release",
  onHaptic: "stickybadge-haptic",
  onClearAll: "stickybadge-clearall",
  onError: "stickybadge-error",
});

/** The event prop called for each of the element's event types. */
const propsByType = Object.freeze(Object.fromEntries(
  Object.entries(eventProps).map(([prop, type]) => [type, prop])));

/** The `configuration` attribute for a configuration object (JSON) or text (as it is). */
export function configurationAttribute(configuration) {
  if (configuration === undefined || configuration === null) return undefined;
  return typeof configuration === "string" ? configuration : JSON.stringify(configuration);
}

/**
 * The listeners of one component's element: one per event prop that is a function, each
 * calling the prop as it is when the event fires (a component's latest props).
 */
export class BadgeListeners {
  constructor() {
    this.element = null;
    this.props = {};
    this.types = new Set();
  }

  /** Listens on `element` (null: on nothing) for the event props of `props` that are functions. */
  update(element, props) {
    if (element !== this.element) {
      for (const type of this.types) this.element.removeEventListener(type, this);
      this.types.clear();
      this.element = element;
    }
    this.props = props;
    if (element === null) return;
    for (const [prop, type] of Object.entries(eventProps)) {
      const wanted = typeof props[prop] === "function";
      if (wanted && !this.types.has(type)) {
        element.addEventListener(type, this);
        this.types.add(type);
      } else if (!wanted && this.types.has(type)) {
        element.removeEventListener(type, this);
        this.types.delete(type);
      }
    }
  }

  /** An event of the element: its prop, called with it. */
  handleEvent(event) {
    const handler = this.props[propsByType[event.type]];
    if (typeof handler === "function") handler(event);
  }
}
