// stickybadge/vue (src/frameworks/vue.js) on a server: Debian's Vue 2.6 and its
// vue-server-renderer (development build) render it where there is no DOM, as the element's
// tag and attributes, with no warning. Needs NODE_PATH=/usr/share/nodejs
// (scripts/check-web-js.sh).

import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";

register("../tools/debian-modules.js", import.meta.url);
const { consoleMessages } = await import("../tools/fake-dom.js");
// Vue's development build, which warns (Debian's "vue" main is the production build).
const { default: Vue } = await import("vue/dist/vue.runtime.common.dev.js");
const { createRenderer } = await import("vue-server-renderer");
const { ClearAll, StickyBadge } = await import("../src/frameworks/vue.js");

test("on a server: the element's tag and attributes, and no warning", async () => {
  assert.equal(typeof globalThis.document, "undefined");
  let html = "";
  const messages = await consoleMessages(async () => {
    const app = new Vue({
      render: (h) => h(ClearAll, [h("div", [
        h(StickyBadge, { attrs: { id: "total" }, props: { count: 135, clearAll: true }, on: { dismiss() {} } }),
        h(StickyBadge, { attrs: { id: "bob" }, class: "unread", props: { count: 120, max: 99, colour: "#007aff",
          configuration: { snapDistance: 90 } }, on: { dismiss() {}, snap() {} } }),
        h(StickyBadge, { props: { count: null } }),
      ])]),
    });
    html = await createRenderer().renderToString(app);
  });
  assert.deepEqual(messages, []);
  assert.equal(html, '<div data-server-rendered="true"><sticky-badge count="135" id="total"></sticky-badge>'
    + '<sticky-badge count="120" max="99" colour="#007aff"'
    + ' configuration="{&quot;snapDistance&quot;:90}" id="bob" class="unread"></sticky-badge><sticky-badge></sticky-badge></div>');
});
