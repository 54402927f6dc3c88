// Writes custom-elements.json and the README's element tables from
// sticky-badge-description.js:  node tools/write-element-docs.js   (in Web/package)

import { readFileSync, writeFileSync } from "node:fs";
import { stickyBadge } from "./sticky-badge-description.js";

export const README_START = "<!-- element tables: written by tools/write-element-docs.js -->";
export const README_END = "<!-- end of element tables -->";

/** The Custom Elements Manifest (schema 1.0.0) of the element `element`. */
export function customElementsManifest(element) {
  const reference = { name: element.className, module: element.module };
  return {
    schemaVersion: "1.0.0",
    readme: "README.md",
    modules: [{
      kind: "javascript-module",
      path: element.module,
      declarations: [{
        kind: "class",
        name: element.className,
        description: element.summary,
        tagName: element.tagName,
        customElement: true,
        superclass: { name: "HTMLElement" },
        attributes: element.attributes.map(({ name, field, type, description }) => (
          { name, type: { text: type }, description, ...(field ? { fieldName: field } : {}) })),
        members: [
          ...element.properties.map(({ name, type, readonly, attribute, description }) => ({
            kind: "field", name, type: { text: type }, description,
            ...(readonly ? { readonly: true } : {}), ...(attribute ? { attribute } : {}),
          })),
          ...element.methods.map(({ name, returns, description }) => (
            { kind: "method", name, description, return: { type: { text: returns } } })),
        ],
        events: element.events.map(({ name, type, description }) => ({ name, type: { text: type }, description })),
        cssParts: element.cssParts.map(({ name, description }) => ({ name, description })),
        cssProperties: element.cssProperties.map(({ name, description, default: fallback }) => (
          { name, description, default: fallback })),
      }],
      exports: [
        { kind: "js", name: element.className, declaration: reference },
        { kind: "custom-element-definition", name: element.tagName, declaration: reference },
      ],
    }, ...element.components.map((component) => ({
      kind: "javascript-module",
      path: component.module,
      description: `${component.entry}: components for ${component.framework}.`,
      declarations: component.exports.map(({ kind, name, description }) => ({ kind, name, description })),
      exports: component.exports.map(({ name }) => (
        { kind: "js", name, declaration: { name, module: component.module } })),
    }))],
  };
}

const code = (text) => `\`${text}\``;
const cell = (text) => text.replaceAll("|", "\\|");

function table(header, rows) {
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`)].join("\n");
}

/** The README's tables of the element's attributes, properties, events, parts and custom properties. */
export function readmeTables(element) {
  return [
    table(["Attribute", "Meaning"], element.attributes.map((item) => [code(item.name), item.description])),
    table(["Property or method", "Type", "Meaning"], [
      ...element.properties.map((item) => [code(item.name) + (item.readonly ? " (read-only)" : ""),
        code(item.type), item.description]),
      ...element.methods.map((item) => [code(`${item.name}()`), code(item.returns), item.description]),
    ]),
    table(["Event", "Component prop", "When"],
      element.events.map((item) => [code(item.name), code(item.prop), item.description])),
    table(["CSS", "Styles", "Default"], [
      ...element.cssParts.map((item) => [code(`::part(${item.name})`), item.description, ""]),
      ...element.cssProperties.map((item) => [code(item.name), item.description, item.default]),
    ]),
  ].join("\n\n");
}

/** `readme` with the text between the table markers replaced by `tables`. */
export function withTables(readme, tables) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${README_START}" ... "${README_END}"`);
  return `${readme.slice(0, start + README_START.length)}\n${tables}\n${readme.slice(end)}`;
}

/** The manifest file's text. */
export function manifestText(element) {
  return `${JSON.stringify(customElementsManifest(element), null, 2)}\n`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = new URL("..", import.meta.url);
  const readmeURL = new URL("README.md", root);
  try {
    writeFileSync(new URL("custom-elements.json", root), manifestText(stickyBadge));
    writeFileSync(readmeURL, withTables(readFileSync(readmeURL, "utf8"), readmeTables(stickyBadge)));
  } catch (error) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
}
