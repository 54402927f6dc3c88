// The element's one description (tools/sticky-badge-description.js) against what is written
// from it (custom-elements.json, the README's tables) and what it describes (the element's
// observed attributes, custom properties and part in src/; index.d.ts's event map).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { stickyBadge } from "../tools/sticky-badge-description.js";
import { manifestText, readmeTables, withTables } from "../tools/write-element-docs.js";

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
/** Every module of the package, as one text (the element's code may span several). */
const sources = () => readdirSync(new URL("../src/", import.meta.url)).filter((name) => name.endsWith(".js"))
  .sort().map((name) => read(`src/${name}`)).join("\n");
const REWRITE = "run `node tools/write-element-docs.js` in Web/package";
const names = (items) => items.map((item) => item.name).sort();

test("custom-elements.json is the manifest written from the description", () => {
  assert.equal(read("custom-elements.json"), manifestText(stickyBadge), REWRITE);
});

test("the README's element tables are the ones written from the description", () => {
  const readme = read("README.md");
  assert.equal(readme, withTables(readme, readmeTables(stickyBadge)), REWRITE);
});

test("package.json names the manifest and ships it", () => {
  const manifest = JSON.parse(read("package.json"));
  assert.equal(manifest.customElements, "./custom-elements.json");
  assert.ok(manifest.files.includes("custom-elements.json"));
});

test("the manifest's module declares the element's class", () => {
  assert.match(read(stickyBadge.module), new RegExp(`class ${stickyBadge.className}\\b`));
});

test("the attributes are the element's observed attributes", () => {
  const observed = /observedAttributes\s*=\s*\[([^\]]*)\]/.exec(sources());
  assert.ok(observed, "the element declares observedAttributes");
  const attributes = [...observed[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]).sort();
  assert.deepEqual(names(stickyBadge.attributes), attributes);
});

test("the custom properties and parts are the ones the element's styles and shadow DOM use", () => {
  const source = sources();
  const properties = [...new Set(source.match(/--sticky-badge-[a-z-]+/g))].sort();
  assert.deepEqual(names(stickyBadge.cssProperties), properties);
  const parts = [...source.matchAll(/setAttribute\("part", "([^"]+)"\)/g)].map((match) => match[1]).sort();
  assert.deepEqual(names(stickyBadge.cssParts), parts);
});

test("the events are index.d.ts's HTMLElementEventMap, in the same order", () => {
  const declarations = read("index.d.ts");
  const eventMap = /interface HTMLElementEventMap \{([^}]*)\}/.exec(declarations);
  assert.ok(eventMap, "index.d.ts declares HTMLElementEventMap");
  const declared = [...eventMap[1].matchAll(/"(stickybadge-[a-z]+)"/g)].map((match) => match[1]);
  assert.deepEqual(stickyBadge.events.map((event) => event.name), declared);
});

test("the description cannot lose an entry unnoticed: a changed copy gives other outputs", () => {
  const fewer = { ...stickyBadge, events: stickyBadge.events.slice(1) };
  assert.notEqual(manifestText(fewer), manifestText(stickyBadge));
  assert.notEqual(readmeTables(fewer), readmeTables(stickyBadge));
  assert.throws(() => withTables("no markers", ""), /README.md has no/);
});

test("the components' event props are the description's, one per event", async () => {
  const { eventProps } = await import("../src/frameworks/events.js");
  assert.deepEqual(eventProps, Object.fromEntries(stickyBadge.events.map((event) => [event.prop, event.name])));
});

test("the components the description names are the package's exports entries", () => {
  const manifest = JSON.parse(read("package.json"));
  for (const component of stickyBadge.components) {
    const entry = `./${component.entry.replace(/^stickybadge\//, "")}`;
    assert.equal(manifest.exports[entry].default, `./${component.module}`, entry);
    const text = read(component.module);
    for (const { name } of component.exports) {
      assert.match(text, new RegExp(`^export (const|function|class) ${name}\\b`, "m"), `${component.module}: ${name}`);
    }
  }
});

test("no module of the entry imports a framework component: a page without them loads none", () => {
  for (const name of readdirSync(new URL("../src/", import.meta.url)).filter((file) => file.endsWith(".js"))) {
    assert.doesNotMatch(read(`src/${name}`), /frameworks\//, name);
  }
});
