// webpack 5 bundles the React example (app.tsx, compiled by ts-loader), run from the folder
// the package is installed in (scripts/check-web-frameworks.sh). webpack reads
// new URL("./stickybadge.wasm", import.meta.url) as an asset: the wasm is emitted with a
// hashed name and its URL rewritten; the package's core, which the entry imports lazily,
// is a chunk of its own.

const path = require("node:path");

// Where node modules are besides ./node_modules (Debian's: NODE_PATH), for the modules and
// the loaders.
const modules = ["node_modules", ...(process.env.NODE_PATH ?? "").split(path.delimiter).filter(Boolean)];

module.exports = {
  mode: "production",
  entry: "./app.tsx",
  output: { path: path.resolve("dist"), filename: "app.js", chunkFilename: "[name].[contenthash].js", clean: true },
  resolve: { extensions: [".tsx", ".ts", ".js"], modules },
  resolveLoader: { modules },
  module: {
    rules: [{ test: /\.tsx?$/, loader: "ts-loader", options: { compilerOptions: { noEmit: false } } }],
  },
};
