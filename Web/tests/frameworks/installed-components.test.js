// The framework components as installed from the tarball (minified, found through the
// package's "exports"), in Node with no DOM, as a server imports them: each entry imports
// without fetching; React 18 (renderToString) and Vue 2 (vue-server-renderer) render them as
// the element's tag and attributes, with no console error or warning.
//
//   STICKYBADGE_FRAMEWORKS_SITE=.build/web-frameworks NODE_PATH=/usr/share/nodejs \
//     node --test Web/tests/frameworks/   (scripts/check-web-frameworks.sh)

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const site = process.env.STICKYBADGE_FRAMEWORKS_SITE;
if (!site) throw new Error("set STICKYBADGE_FRAMEWORKS_SITE to the consumer folder");
// Resolved as the consumer's modules are: from its folder, by the package's "exports".
const consumer = createRequire(path.join(path.resolve(site), "package.json"));
const entry = (name) => import(pathToFileURL(consumer.resolve(name)).href);

let fetches = 0;
globalThis.fetch = () => {
  fetches += 1;
  throw new Error("fetched on a server");
};

/** What console.error and console.warn print while `body` runs. */
async function consoleMessages(body) {
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

test("stickybadge/react renders on a server", async () => {
  const { ClearAll, StickyBadge } = await entry("stickybadge/react");
  const React = consumer("react");
  const { renderToString } = consumer("react-dom/server");
  let html = "";
  const messages = await consoleMessages(() => {
    html = renderToString(React.createElement(ClearAll, null,
      React.createElement(StickyBadge, { id: "all", count: 135, max: 99, clearAll: true, onDismiss() {} })));
  });
  assert.deepEqual(messages, []);
  assert.equal(html, '<sticky-badge id="all" count="135" max="99"></sticky-badge>');
  assert.equal(fetches, 0);
});

test("stickybadge/vue renders on a server", async () => {
  const { ClearAll, StickyBadge } = await entry("stickybadge/vue");
  const Vue = consumer("vue/dist/vue.runtime.common.dev.js");
  const { createRenderer } = consumer("vue-server-renderer");
  let html = "";
  const messages = await consoleMessages(async () => {
    html = await createRenderer().renderToString(new Vue({
      render: (h) => h(ClearAll, [h(StickyBadge, { attrs: { id: "all" }, props: { count: 135, max: 99, clearAll: true },
        on: { dismiss() {} } })]),
    }));
  });
  assert.deepEqual(messages, []);
  assert.equal(html, '<sticky-badge count="135" max="99" data-server-rendered="true" id="all"></sticky-badge>');
  assert.equal(fetches, 0);
});

test("stickybadge/preact imports on a server", async () => {
  const { ClearAll, StickyBadge } = await entry("stickybadge/preact");
  assert.equal(typeof StickyBadge, "function");
  assert.equal(typeof ClearAll, "function");
  assert.equal(fetches, 0);
});
