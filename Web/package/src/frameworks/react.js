// stickybadge/react: <StickyBadge> and <ClearAll> for React 18 (and React 19, which takes
// the same props). A thin component around the <sticky-badge> element: its attributes as
// props (a controlled count), its events as callback props (React 18 does not listen to a
// custom element's events), a ref to the element, and a clear-all group from components.
// Safe to import and render on a server (renderToString): it only renders the element's tag
// and attributes, and listens once mounted; hydrating that render is no mismatch.

import { createContext, createElement, forwardRef, useCallback, useContext, useEffect, useRef, useState } from "react";
import "../index.js"; // defines <sticky-badge> (where there is a DOM)
import { ClearAllRegistry } from "./clear-all.js";
import { BadgeListeners, configurationAttribute, eventProps } from "./events.js";

/** The clear-all group of the badges inside a <ClearAll> (null outside one). */
const ClearAllContext = createContext(null);

/**
 * A clear-all group: the <StickyBadge clearAll> inside it is the trigger (the total);
 * dragging it off bursts every other <StickyBadge> inside it, in turn.
 */
export function ClearAll({ children }) {
  const [registry] = useState(() => new ClearAllRegistry());
  return createElement(ClearAllContext.Provider, { value: registry }, children);
}

/**
 * The <sticky-badge> element as a React component: `count`, `max`, `colour` (or `color`),
 * `configuration` (an object or JSON), `clearAll`, the event props of `eventProps`
 * (`onDismiss`, `onSnap`, ...), any other prop set on the element, and a ref to it.
 */
export const StickyBadge = forwardRef(function StickyBadge(props, ref) {
  const { count, max, configuration, clearAll = false, className, ...attributes } = props;
  for (const prop of Object.keys(eventProps)) delete attributes[prop];
  // npm's React 18 writes every prop of a custom element as an attribute of the prop's name:
  // `className` would be an attribute "classname", and false (`hidden={false}`) the string
  // "false", which for a boolean attribute means present. Given as `class` and left out.
  if (className !== undefined) attributes.class = className;
  for (const [prop, value] of Object.entries(attributes)) if (value === false) delete attributes[prop];
  const element = useRef(null);
  const [listeners] = useState(() => new BadgeListeners());
  const registry = useContext(ClearAllContext);
  useEffect(() => listeners.update(element.current, props));
  useEffect(() => () => listeners.update(null, {}), [listeners]);
  useEffect(() => {
    const badge = element.current;
    if (registry === null || badge === null) return undefined;
    if (clearAll) {
      registry.setTrigger(badge);
      return () => registry.setTrigger(null);
    }
    registry.add(badge);
    return () => registry.remove(badge);
  }, [registry, clearAll]);
  const setElement = useCallback((node) => {
    element.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref !== null && ref !== undefined) ref.current = node;
  }, [ref]);
  return createElement("sticky-badge", {
    ...attributes,
    // The element writes on itself when it is defined (`hidden` at a count of 0, the colour's
    // custom property), which a server render has not: hydrating that is no mismatch.
    suppressHydrationWarning: true,
    ref: setElement,
    count: count ?? undefined,
    max: max ?? undefined,
    configuration: configurationAttribute(configuration),
  });
});

export { eventProps };
