// The DOM for the framework components' unit tests (test/react.test.js, preact.test.js,
// vue.test.js): a jsdom window (Debian's node-jsdom) as the test's globals, with a stand-in
// <sticky-badge> defined before the package is: the element's public API only (its count
// property, its attributes), so that a test reads what a component sets on the element and
// fires the element's events itself. The real element is dragged in Chromium
// (scripts/check-web-frameworks.sh).

import { JSDOM } from "jsdom";

/** Installs a jsdom window as the globals a framework reads; returns it. */
export function installDom() {
  const { window } = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
  for (const name of ["window", "document", "navigator", "Node", "Element", "HTMLElement", "Event",
    "CustomEvent", "customElements", "requestAnimationFrame", "cancelAnimationFrame"]) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
  /** A stand-in for the element: its count property as the package's (the attribute). */
  class StandInBadge extends window.HTMLElement {
    get count() {
      const value = this.getAttribute("count");
      return value === null || value.trim() === "" ? null : Number(value);
    }

    set count(value) {
      if (value === null || value === undefined) this.removeAttribute("count");
      else this.setAttribute("count", String(value));
    }
  }
  window.customElements.define("sticky-badge", StandInBadge);
  return window;
}

/** The element's attributes, by name. */
export function attributesOf(element) {
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

/** Fires the element's event `type` (bubbling, composed, with `detail`), as the package does. */
export function fire(element, type, detail = { time: 1, outcome: null, count: element.count }) {
  const event = new globalThis.CustomEvent(type, { bubbles: true, composed: true, detail });
  element.dispatchEvent(event);
  return event;
}

/** Collects what `console.error` and `console.warn` print while `body` runs (and awaits it). */
export async function consoleMessages(body) {
  const messages = [];
  const { error, warn } = console;
  console.error = (...args) => messages.push(args.map(String).join(" "));
  console.warn = console.error;
  try {
    await body();
  } finally {
    Object.assign(console, { error, warn });
  }
  return messages;
}
