// stickybadge/vue (src/frameworks/vue.js) with Debian's Vue 2.6 (development build), in a
// jsdom document on a stand-in <sticky-badge> (tools/fake-dom.js): props become the
// element's attributes, the count is the app's, the element's events become the component's
// Vue events, `$el` is the element, and Vue prints no warning. Needs
// NODE_PATH=/usr/share/nodejs (scripts/check-web-js.sh).

import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";

register("../tools/debian-modules.js", import.meta.url);
const { attributesOf, consoleMessages, fire, installDom } = await import("../tools/fake-dom.js");
installDom();
const { default: Vue } = await import("vue/dist/vue.runtime.common.dev.js");
const { StickyBadge, eventProps } = await import("../src/frameworks/vue.js");
Vue.config.productionTip = false;
Vue.config.devtools = false;

/** Mounts a Vue app with `data` whose render function is `render` (this: the app). */
function mount(data, render) {
  const container = globalThis.document.createElement("div");
  globalThis.document.body.append(container);
  return new Vue({ data, render }).$mount(container);
}

/** The Vue event each event prop becomes: onReleaseOutcome to "release-outcome". */
const vueEvent = (prop) => prop.slice(2).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).slice(1);

test("props set the element's attributes; `$el` is the element", async () => {
  const messages = await consoleMessages(async () => {
    const app = mount({ props: { count: 12, max: 99, colour: "#007aff", configuration: { snapDistance: 90 } } },
      function render(h) { return h("div", [h(StickyBadge, { ref: "badge", attrs: { id: "bob" }, props: this.props })]); });
    const element = app.$el.querySelector("sticky-badge");
    assert.equal(app.$refs.badge.$el, element);
    assert.deepEqual(attributesOf(element), { id: "bob", count: "12", max: "99", colour: "#007aff",
      configuration: '{"snapDistance":90}' });
    app.props = { count: 13, max: 99, configuration: '{"touchMargin":4}' };
    await Vue.nextTick();
    assert.deepEqual(attributesOf(element), { id: "bob", count: "13", max: "99", configuration: '{"touchMargin":4}' });
    app.props = { count: 0 };
    await Vue.nextTick();
    assert.deepEqual(attributesOf(element), { id: "bob", count: "0" }, "0 hides the badge");
    app.props = { count: null };
    await Vue.nextTick();
    assert.deepEqual(attributesOf(element), { id: "bob" }, "null: a dot");
  });
  assert.deepEqual(messages, []);
});

test("every event of the element is the component's Vue event, for the listeners it has", async () => {
  const messages = await consoleMessages(async () => {
    const calls = [];
    const listeners = (tag, props) => Object.fromEntries(props.map((prop) =>
      [vueEvent(prop), (event) => calls.push([tag, vueEvent(prop), event.type, event.detail.count])]));
    const app = mount({ listening: listeners("first", Object.keys(eventProps)), shown: true },
      function render(h) { return h("div", this.shown ? [h(StickyBadge, { props: { count: 3 }, on: this.listening })] : []); });
    const element = app.$el.querySelector("sticky-badge");
    for (const type of Object.values(eventProps)) fire(element, type);
    assert.deepEqual(calls, Object.entries(eventProps).map(([prop, type]) => ["first", vueEvent(prop), type, 3]));
    assert.ok(calls.some(([, name]) => name === "release-outcome") && calls.some(([, name]) => name === "dismiss"));
    calls.length = 0;
    app.listening = listeners("second", ["onDismiss"]);
    await Vue.nextTick();
    fire(element, "stickybadge-snapped");
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [["second", "dismiss", "stickybadge-dismiss", 3]], "the latest listeners only");
    calls.length = 0;
    app.shown = false;
    await Vue.nextTick();
    fire(element, "stickybadge-dismiss");
    assert.deepEqual(calls, [], "destroyed");
  });
  assert.deepEqual(messages, []);
});

test("a dismissal flows into the app's data, which sets the count", async () => {
  const messages = await consoleMessages(async () => {
    const app = mount({ unread: 12, dismissed: [] }, function render(h) {
      return h(StickyBadge, { props: { count: this.unread }, on: { dismiss: (event) => {
        this.dismissed.push(event.detail.count);
        this.unread = 0;
      } } });
    });
    const element = app.$el;
    assert.equal(element.getAttribute("count"), "12");
    fire(element, "stickybadge-dismiss");
    await Vue.nextTick();
    assert.deepEqual([...app.dismissed], [12]);
    assert.equal(element.getAttribute("count"), "0");
  });
  assert.deepEqual(messages, []);
});
