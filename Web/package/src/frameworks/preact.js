// stickybadge/preact: <StickyBadge> and <ClearAll> for Preact, written with the class
// component API that Preact 8 (Debian's node-preact) and Preact 10 share. The same props as
// stickybadge/react (its attributes as props, a controlled count, its events as callback
// props, a clear-all group from components); a ref to the component gives its `element`.

import { Component, h } from "preact";
import "../index.js"; // defines <sticky-badge> (where there is a DOM)
import { ClearAllRegistry } from "./clear-all.js";
import { BadgeListeners, configurationAttribute, eventProps } from "./events.js";

/** The one child of a component (Preact 8 hands children over as an array). */
function onlyChild(children) {
  return Array.isArray(children) ? children[0] : children;
}

/**
 * A clear-all group: the <StickyBadge clearAll> inside it is the trigger (the total);
 * dragging it off bursts every other <StickyBadge> inside it, in turn. It renders its one
 * child (Preact 8 components render one root).
 */
export class ClearAll extends Component {
  constructor(props) {
    super(props);
    this.registry = new ClearAllRegistry();
  }

  getChildContext() {
    return { stickyBadgeClearAll: this.registry };
  }

  render() {
    return onlyChild(this.props.children);
  }
}

/**
 * The <sticky-badge> element as a Preact component: `count`, `max`, `colour` (or `color`),
 * `configuration` (an object or JSON), `clearAll`, the event props of `eventProps`
 * (`onDismiss`, `onSnap`, ...) and any other prop set on the element; `element` is the
 * element once mounted.
 */
export class StickyBadge extends Component {
  constructor(props, context) {
    super(props, context);
    this.element = null;
    this.listeners = new BadgeListeners();
    this.registered = null; // the registry this badge is in, and whether as its trigger
    this.setElement = (node) => { this.element = node; };
  }

  componentDidMount() {
    this.listeners.update(this.element, this.props);
    this.register();
  }

  componentDidUpdate() {
    this.listeners.update(this.element, this.props);
    this.register();
  }

  componentWillUnmount() {
    this.listeners.update(null, {});
    this.unregister();
  }

  /** Joins the enclosing <ClearAll>'s group, as its trigger or a member. */
  register() {
    const registry = this.context.stickyBadgeClearAll ?? null;
    const trigger = Boolean(this.props.clearAll);
    const current = this.registered;
    if (current !== null && current.registry === registry && current.trigger === trigger) return;
    this.unregister();
    if (registry === null || this.element === null) return;
    if (trigger) registry.setTrigger(this.element);
    else registry.add(this.element);
    this.registered = { registry, trigger, element: this.element };
  }

  unregister() {
    const current = this.registered;
    if (current === null) return;
    if (current.trigger) current.registry.setTrigger(null);
    else current.registry.remove(current.element);
    this.registered = null;
  }

  render() {
    const { count, max, configuration, ...attributes } = this.props;
    for (const prop of ["clearAll", "children", ...Object.keys(eventProps)]) delete attributes[prop];
    return h("sticky-badge", {
      ...attributes,
      ref: this.setElement,
      count: count ?? undefined,
      max: max ?? undefined,
      configuration: configurationAttribute(configuration),
    });
  }
}

export { eventProps };
