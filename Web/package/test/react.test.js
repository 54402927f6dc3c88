// stickybadge/react (src/frameworks/react.js) with Debian's React 18, development build,
// mounted in a jsdom document on a stand-in <sticky-badge> (tools/fake-dom.js): props become
// the element's attributes, the count is the app's, the element's events call their props,
// the ref is the element, and React prints no warning (react-server.test.js renders it on a
// server). Needs NODE_PATH=/usr/share/nodejs (scripts/check-web-js.sh).

import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";

register("../tools/debian-modules.js", import.meta.url);
const { attributesOf, consoleMessages, fire, installDom } = await import("../tools/fake-dom.js");
installDom();
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const React = await import("react");
const { StickyBadge, eventProps } = await import("../src/frameworks/react.js");
const h = React.createElement;
const { createRoot } = await import("react-dom/client");
const { act } = await import("react-dom/test-utils");

/** Renders `tree` into a new root in the document; returns the root and its container. */
function mount(tree) {
  const container = globalThis.document.createElement("div");
  globalThis.document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(tree));
  return { root, container, render: (next) => act(() => root.render(next)) };
}

test("props set the element's attributes, and the ref is the element", async () => {
  const messages = await consoleMessages(() => {
    const ref = React.createRef();
    const { root, container, render } = mount(h(StickyBadge, { ref, id: "bob", count: 12, max: 99,
      colour: "#007aff", configuration: { snapDistance: 90 } }));
    const element = container.querySelector("sticky-badge");
    assert.equal(ref.current, element);
    assert.deepEqual(attributesOf(element), { id: "bob", count: "12", max: "99", colour: "#007aff",
      configuration: '{"snapDistance":90}' });
    render(h(StickyBadge, { ref, id: "bob", count: 13, max: 99, configuration: '{"touchMargin":4}' }));
    assert.deepEqual(attributesOf(element), { id: "bob", count: "13", max: "99", configuration: '{"touchMargin":4}' });
    render(h(StickyBadge, { ref, id: "bob", count: 0 }));
    assert.deepEqual(attributesOf(element), { id: "bob", count: "0" }, "0 hides the badge");
    render(h(StickyBadge, { ref, id: "bob", count: null }));
    assert.deepEqual(attributesOf(element), { id: "bob" }, "null: a dot");
    const seen = [];
    render(h(StickyBadge, { ref: (node) => seen.push(node), count: 1 }));
    act(() => root.unmount());
    assert.deepEqual(seen, [element, null]);
    assert.equal(ref.current, null);
  });
  assert.deepEqual(messages, []);
});

test("every event of the element calls its prop, the latest one, until unmounted", async () => {
  const messages = await consoleMessages(() => {
    const calls = [];
    const handlers = (tag) => Object.fromEntries(Object.keys(eventProps).map((prop) =>
      [prop, (event) => calls.push([tag, prop, event.type, event.detail.count])]));
    const { root, container, render } = mount(h(StickyBadge, { count: 3, ...handlers("first") }));
    const element = container.querySelector("sticky-badge");
    for (const type of Object.values(eventProps)) fire(element, type);
    assert.deepEqual(calls, Object.entries(eventProps).map(([prop, type]) => ["first", prop, type, 3]));
    calls.length = 0;
    render(h(StickyBadge, { count: 3, ...handlers("second") }));
    fire(element, "stickybadge-snapped");
    assert.deepEqual(calls, [["second", "onSnap", "stickybadge-snapped", 3]], "the latest prop");
    calls.length = 0;
    render(h(StickyBadge, { count: 3, onDismiss: handlers("third").onDismiss }));
    fire(element, "stickybadge-snapped");
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [["third", "onDismiss", "stickybadge-dismiss", 3]], "a prop taken away is not called");
    calls.length = 0;
    act(() => root.unmount());
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [], "unmounted");
  });
  assert.deepEqual(messages, []);
});

test("a dismissal flows into the app's state, which sets the count", async () => {
  const messages = await consoleMessages(() => {
    const dismissed = [];
    function App() {
      const [unread, setUnread] = React.useState(12);
      return h(StickyBadge, { count: unread, onDismiss: (event) => {
        dismissed.push(event.detail.count);
        setUnread(0);
      } });
    }
    const { container } = mount(h(React.StrictMode, null, h(App)));
    const element = container.querySelector("sticky-badge");
    assert.equal(element.getAttribute("count"), "12");
    act(() => { fire(element, "stickybadge-dismiss"); });
    assert.deepEqual(dismissed, [12], "called once (strict mode's double effects leave one listener)");
    assert.equal(element.getAttribute("count"), "0");
  });
  assert.deepEqual(messages, []);
});

test("props are handed over as attributes read them: className as class, false as no prop", async () => {
  // npm's builds of React 18 write every prop of a custom element as an attribute of the
  // prop's name: false would be hidden="false" (which hides) and className an attribute
  // "classname" (no class). Debian's build (these tests') sets a prop the element has as its
  // property instead, where both are right. The component hands React `class` and no false,
  // which every build writes alike: the element's `hidden` and `className` setters record
  // what the build sets through them.
  const messages = await consoleMessages(() => {
    const { container, render } = mount(h(StickyBadge, { count: 3, hidden: true }));
    const element = container.querySelector("sticky-badge");
    const handed = [];
    for (const name of ["hidden", "className"]) {
      const property = Object.getOwnPropertyDescriptor(globalThis.Element.prototype, name)
        ?? Object.getOwnPropertyDescriptor(globalThis.HTMLElement.prototype, name);
      Object.defineProperty(element, name, {
        get() { return property.get.call(this); },
        set(value) { handed.push(`${name}=${value}`); property.set.call(this, value); },
      });
    }
    render(h(StickyBadge, { count: 3, hidden: false, className: "unread" }));
    assert.equal(element.hidden, false, "hidden={false}");
    assert.equal(element.getAttribute("class"), "unread");
    render(h(StickyBadge, { count: 3, hidden: true, className: "unread muted" }));
    assert.equal(element.hidden, true, "hidden={true}");
    assert.equal(element.getAttribute("class"), "unread muted");
    render(h(StickyBadge, { count: 3, hidden: false }));
    assert.equal(element.hidden, false, "hidden={false} again");
    assert.equal(element.hasAttribute("class"), false);
    const unreadable = handed.filter((set) => set === "hidden=false" || set.startsWith("className="));
    assert.deepEqual(unreadable, [], `the element was handed ${handed.join(", ")}`);
  });
  assert.deepEqual(messages, []);
});
