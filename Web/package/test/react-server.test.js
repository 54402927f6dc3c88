// stickybadge/react (src/frameworks/react.js) on a server: Debian's React 18 (development
// build) renders it with renderToString where there is no DOM, as the element's tag and
// attributes (event props and `clearAll` are not attributes), with no warning. Needs
// NODE_PATH=/usr/share/nodejs (scripts/check-web-js.sh).

import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";

register("../tools/debian-modules.js", import.meta.url);
const { consoleMessages } = await import("../tools/fake-dom.js");
const React = await import("react");
const { renderToString } = await import("react-dom/server");
const { ClearAll, StickyBadge } = await import("../src/frameworks/react.js");
const h = React.createElement;

test("on a server: the element's tag and attributes, and no warning", async () => {
  assert.equal(typeof globalThis.document, "undefined");
  let html = "";
  const messages = await consoleMessages(() => {
    html = renderToString(h(ClearAll, null,
      h("p", null, h(StickyBadge, { id: "total", count: 135, clearAll: true, onDismiss() {} })),
      h(StickyBadge, { id: "bob", className: "unread", count: 120, max: 99, colour: "#007aff",
        configuration: { snapDistance: 90 }, onDismiss() {}, onSnap() {} }),
      h(StickyBadge, { count: null, hidden: true })));
  });
  assert.deepEqual(messages, []);
  assert.equal(html, '<p><sticky-badge id="total" count="135"></sticky-badge></p>'
    + '<sticky-badge id="bob" colour="#007aff" class="unread" count="120" max="99"'
    + ' configuration="{&quot;snapDistance&quot;:90}"></sticky-badge><sticky-badge hidden=""></sticky-badge>');
});

