// rollup 3 bundles the React example (app.js: app.tsx compiled by tsc), run from the folder
// the package is installed in (scripts/check-web-frameworks.sh: `rollup -c`). No plugin
// packages: the two plugins below are what a page needs for the web package (where
// @rollup/plugin-node-resolve is at hand, it does the first one's work).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Bare names are resolved the way Node resolves them, from this folder's node_modules.
const require = createRequire(path.resolve("package.json"));

/**
 * Bare imports to files: "stickybadge" to the package's ES module entry (its package.json
 * "exports"); React's names to react-module.js bundled as one ES module (React ships
 * CommonJS; see react-module.js).
 */
const resolveBareImports = {
  name: "resolve-bare-imports",
  resolveId(source) {
    if (/^react(-dom)?(\/|$)/.test(source)) return path.resolve("react-module.bundle.js");
    if (source.startsWith(".") || path.isAbsolute(source) || source.startsWith("\0")) return null;
    return require.resolve(source);
  },
};

/**
 * The package loads its core from new URL("./stickybadge.wasm", import.meta.url), which
 * rollup leaves as it is: the wasm goes next to the bundle's chunks.
 */
const emitStickyBadgeWasm = {
  name: "emit-stickybadge-wasm",
  generateBundle() {
    const source = readFileSync(require.resolve("stickybadge/stickybadge.wasm"));
    this.emitFile({ type: "asset", fileName: "stickybadge.wasm", source });
  },
};

export default {
  input: "./app.js",
  // A folder, not one file: the package's core (core-api.js, imported when a badge is first
  // touched or the page is idle) stays a chunk of its own, loaded lazily.
  output: { dir: "dist", format: "es" },
  plugins: [resolveBareImports, emitStickyBadgeWasm],
};
