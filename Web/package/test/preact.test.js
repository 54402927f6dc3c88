// stickybadge/preact (src/frameworks/preact.js) with Debian's Preact 8, in a jsdom document
// on a stand-in <sticky-badge> (tools/fake-dom.js): props become the element's attributes,
// the count is the app's, the element's events call their props (the latest ones), and the
// component's `element` is the element. Needs NODE_PATH=/usr/share/nodejs
// (scripts/check-web-js.sh).

import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";

register("../tools/debian-modules.js", import.meta.url);
const { attributesOf, consoleMessages, fire, installDom } = await import("../tools/fake-dom.js");
installDom();
const { Component, h, render, rerender } = await import("preact");
const { StickyBadge, eventProps } = await import("../src/frameworks/preact.js");

/** Renders `tree` into a new container; `render(next)` renders again in place. */
function mount(tree) {
  const container = globalThis.document.createElement("div");
  globalThis.document.body.append(container);
  let root = render(tree, container);
  return { container, render: (next) => { root = render(next, container, root); } };
}

test("props set the element's attributes; `element` is the element", async () => {
  const messages = await consoleMessages(() => {
    let badge = null;
    const { container, render: again } = mount(h(StickyBadge, { ref: (component) => { badge = component; },
      id: "bob", count: 12, max: 99, colour: "#007aff", configuration: { snapDistance: 90 } }));
    const element = container.querySelector("sticky-badge");
    assert.equal(badge.element, element);
    assert.deepEqual(attributesOf(element), { id: "bob", count: "12", max: "99", colour: "#007aff",
      configuration: '{"snapDistance":90}' });
    again(h(StickyBadge, { id: "bob", count: 13, max: 99, configuration: '{"touchMargin":4}' }));
    assert.deepEqual(attributesOf(element), { id: "bob", count: "13", max: "99", configuration: '{"touchMargin":4}' });
    again(h(StickyBadge, { id: "bob", count: 0 }));
    assert.deepEqual(attributesOf(element), { id: "bob", count: "0" }, "0 hides the badge");
    again(h(StickyBadge, { id: "bob", count: null }));
    assert.deepEqual(attributesOf(element), { id: "bob" }, "null: a dot");
  });
  assert.deepEqual(messages, []);
});

test("every event of the element calls its prop, the latest one, until unmounted", async () => {
  const messages = await consoleMessages(() => {
    const calls = [];
    const handlers = (tag) => Object.fromEntries(Object.keys(eventProps).map((prop) =>
      [prop, (event) => calls.push([tag, prop, event.type, event.detail.count])]));
    const { container, render: again } = mount(h("div", null, h(StickyBadge, { count: 3, ...handlers("first") })));
    const element = container.querySelector("sticky-badge");
    for (const type of Object.values(eventProps)) fire(element, type);
    assert.deepEqual(calls, Object.entries(eventProps).map(([prop, type]) => ["first", prop, type, 3]));
    calls.length = 0;
    again(h("div", null, h(StickyBadge, { count: 3, ...handlers("second") })));
    fire(element, "stickybadge-snapped");
    assert.deepEqual(calls, [["second", "onSnap", "stickybadge-snapped", 3]], "the latest prop");
    calls.length = 0;
    again(h("div", null, h(StickyBadge, { count: 3, onDismiss: handlers("third").onDismiss })));
    fire(element, "stickybadge-snapped");
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [["third", "onDismiss", "stickybadge-dismiss", 3]], "a prop taken away is not called");
    calls.length = 0;
    again(h("div", null));
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [], "unmounted");
  });
  assert.deepEqual(messages, []);
});

test("a dismissal flows into the app's state, which sets the count", async () => {
  const messages = await consoleMessages(() => {
    const dismissed = [];
    class App extends Component {
      constructor(props) {
        super(props);
        this.state = { unread: 12 };
      }

      render() {
        return h(StickyBadge, { count: this.state.unread, onDismiss: (event) => {
          dismissed.push(event.detail.count);
          this.setState({ unread: 0 });
        } });
      }
    }
    const { container } = mount(h(App));
    const element = container.querySelector("sticky-badge");
    assert.equal(element.getAttribute("count"), "12");
    fire(element, "stickybadge-dismiss");
    rerender(); // Preact renders state changes on its next tick; this renders them now
    assert.deepEqual(dismissed, [12]);
    assert.equal(element.getAttribute("count"), "0");
  });
  assert.deepEqual(messages, []);
});
