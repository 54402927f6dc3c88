// The installed package in Node, with no DOM (as a React or Next.js server render imports
// it): every module imports without throwing or fetching, a React server render of a tree
// with <sticky-badge> produces its HTML, and a badge at rest before the core
// (resting-layout.js with the build's resting-numbers.js) is the core's own label, size and
// spoken label.
//
//   STICKYBADGE_PACKAGE=SITE/node_modules/stickybadge NODE_PATH=/usr/share/nodejs \
//     node --test Web/tests/package/node/

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const packageDir = process.env.STICKYBADGE_PACKAGE;
if (!packageDir) throw new Error("set STICKYBADGE_PACKAGE to the installed package's folder");
const sourceDir = path.join(packageDir, "src");
const moduleURL = (name) => pathToFileURL(path.join(sourceDir, name)).href;
// React 18 from Debian (node-react, node-react-dom, in /usr/share/nodejs: NODE_PATH).
const require = createRequire(import.meta.url);

let fetches = 0;
globalThis.fetch = () => {
  fetches += 1;
  throw new Error("fetched at import");
};

test("every module imports in Node without a DOM, throwing nothing, fetching nothing", async () => {
  assert.equal(typeof globalThis.document, "undefined");
  const names = (await readdir(sourceDir)).filter((name) => name.endsWith(".js")).sort();
  assert.ok(names.includes("index.js") && names.includes("core-api.js") && names.length >= 7, names);
  for (const name of names) await import(moduleURL(name));
  assert.equal(fetches, 0);
  const entry = await import(moduleURL("index.js"));
  assert.equal(entry.StickyBadgeElement, undefined, "no element class without a DOM");
  assert.deepEqual(entry.dragEventTypes, ["stickybadge-began", "stickybadge-snapped",
    "stickybadge-reattached", "stickybadge-released", "stickybadge-restored"]);
  assert.equal(typeof entry.loadStickyBadge, "function");
});

test("the lazily loaded API loads the core and holds no copy of the first paint", async () => {
  const bundle = await readFile(path.join(sourceDir, "core-api.js"), "utf8");
  assert.match(bundle, /instantiateStreaming/);
  assert.match(bundle, /from"\.\/label-bitmap\.js"/);
  // The clock and the loader are the first paint's: the page's shared overlay holds them.
  for (const name of ["index.js", "element.js", "badge-roots.js", "badge-styles.js",
    "resting-layout.js", "loader.js", "clock.js"]) {
    assert.doesNotMatch(bundle, new RegExp(`from"\\./${name.replace(".", "\\.")}"`), name);
  }
  assert.doesNotMatch(bundle, /time scale must be|could not be loaded|observedAttributes/);
  const entry = await readFile(path.join(sourceDir, "index.js"), "utf8");
  assert.doesNotMatch(entry, /instantiateStreaming|stickybadge\.wasm/);
});

test("a React server render of a tree with <sticky-badge> produces its HTML", async () => {
  await import(moduleURL("index.js"));
  const React = require("react");
  const { renderToString } = require("react-dom/server");
  const tree = React.createElement("ul", null,
    React.createElement("li", null, "Alice ",
      React.createElement("sticky-badge", { count: "3", id: "alice" })),
    React.createElement("li", null, "Team ",
      React.createElement("sticky-badge", { count: "120", max: "99" })));
  assert.equal(renderToString(tree), '<ul><li>Alice <sticky-badge count="3" id="alice">'
    + '</sticky-badge></li><li>Team <sticky-badge count="120" max="99"></sticky-badge></li></ul>');
  assert.equal(fetches, 0);
});

test("a badge at rest before the core is the core's label, size and spoken label", async () => {
  const { restingNumbers } = await import(moduleURL("resting-numbers.js"));
  // resting-layout.js ships inside element.js (the modules only it imports): its source.
  const rest = await import(new URL("../../../package/src/resting-layout.js", import.meta.url));
  // The core started as a page starts it, on a shared overlay (here a bare one: no clock is read).
  const shared = {};
  const { startCore } = await import(moduleURL("core-api.js"));
  await startCore(shared, await readFile(path.join(sourceDir, "stickybadge.wasm")));
  const core = shared.core;
  const wasm = core.exports;
  const handle = wasm.sb_session_new();
  // Up to the largest count the core takes (above it the wasm32 module traps).
  const largest = restingNumbers.largestCount;
  const counts = [null, -3, 0, 0.4, 0.99, 1, 1.5, 2, 9, 10, 99, 100, 120, 999, 1000, 12345,
    99999, 100000, 1e9, largest - 1, largest];
  const maxima = [null, -5, 0, 0.5, 1, 9, 10, 99, 100, 999, 1000, 123456, 1e9, largest];
  const fontSizes = [13, 9, 11.5, 17, 22.25, 40];
  let compared = 0;
  for (const count of counts) {
    for (const maximum of maxima) {
      const length = wasm.sb_session_count(handle, count ?? -1, maximum ?? Number.NaN, 0);
      const coreLabel = length < 0 ? null : core.outputText(length);
      const label = rest.restingLabel(restingNumbers, count, maximum);
      assert.equal(label, coreLabel, `label of ${count} up to ${maximum}`);
      const spoken = wasm.sb_session_accessibility_label(handle);
      assert.equal(rest.restingAccessibilityLabel(restingNumbers, count, label),
        spoken < 0 ? null : core.outputText(spoken), `spoken label of ${count}`);
      if (label === null) continue;
      for (const fontSize of fontSizes) {
        const size = rest.restingSize(restingNumbers, label, fontSize);
        assert.ok(Math.abs(size.width - wasm.sb_session_width(handle, fontSize)) < 1e-9,
          `width of "${label}" at ${fontSize}`);
        assert.ok(Math.abs(size.height - wasm.sb_session_height(handle, fontSize)) < 1e-9,
          `height of "${label}" at ${fontSize}`);
        compared += 1;
      }
    }
  }
  assert.ok(compared > 1000, compared);
  // Beyond it, the label stays the largest count's.
  assert.equal(rest.restingLabel(restingNumbers, largest * 10, largest * 10), String(largest));
  // Pinned: the default badge of 13 px (radius 13 / 1.3 = 10; the core's label font
  // metrics: "12" is 2 x 0.696 em wide, plus a radius of padding).
  assert.equal(rest.restingLabel(restingNumbers, 120, null), "99+");
  const close = (value, expected) => assert.ok(Math.abs(value - expected) < 1e-9, `${value} vs ${expected}`);
  close(rest.restingSize(restingNumbers, "", 13).width, 20);
  close(rest.restingSize(restingNumbers, "7", 13).width, 20);
  close(rest.restingSize(restingNumbers, "7", 13).height, 20);
  close(rest.restingSize(restingNumbers, "12", 13).width, 13 * 2 * 0.696 + 10);
});
