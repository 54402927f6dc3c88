// rollup 3 bundles the React example (app.js: app.tsx compiled by tsc), run from the folder
// the package is installed in (scripts/check-web-frameworks.sh: `rollup -c rollup.config.cjs`),
// with rollup's own plugins: node-resolve finds the package (its "exports") and React,
// commonjs reads React (it ships CommonJS), replace gives React its production build.
// rollup leaves new URL("./stickybadge.wasm", import.meta.url) as it is: copy the wasm next
// to the chunks (cp node_modules/stickybadge/src/stickybadge.wasm dist/).

const path = require("node:path");
const commonjs = require("@rollup/plugin-commonjs");
const { nodeResolve } = require("@rollup/plugin-node-resolve");
const replace = require("@rollup/plugin-replace");

// Where node modules are besides ./node_modules (Debian's: NODE_PATH).
const modulePaths = (process.env.NODE_PATH ?? "").split(path.delimiter).filter(Boolean);

module.exports = {
  input: "./app.js",
  // A folder, not one file: the package's core (core-api.js, imported when a badge is first
  // touched or the page is idle) stays a chunk of its own, loaded lazily.
  output: { dir: "dist", format: "es" },
  plugins: [
    nodeResolve({ browser: true, modulePaths }),
    commonjs(),
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  ],
};
