// Loaded with `node --require` before Debian's webpack runs on a Node.js not built by Debian
// (scripts/check-web-frameworks.sh): Debian's enhanced-resolve reads
// process.config.variables.node_relative_path, the module folders Debian's Node.js is built
// with (relative to node_prefix), which other builds do not set. This sets it to Debian's
// node modules folder where it is missing; nothing else changes.
"use strict";

const path = require("node:path");

const variables = process.config.variables;
if (variables.node_relative_path === undefined) {
  const prefix = variables.node_prefix || "/";
  Object.defineProperty(process, "config", {
    value: Object.freeze({
      ...process.config,
      variables: Object.freeze({ ...variables, node_relative_path: path.relative(prefix, "/usr/share/nodejs") }),
    }),
    enumerable: true,
    configurable: true,
  });
}
