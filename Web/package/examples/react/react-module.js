// React 18 ships CommonJS only, which rollup does not read without @rollup/plugin-commonjs
// (Debian's does not install beside Node 20). What app.tsx imports from react,
// react/jsx-runtime and react-dom/client, as one ES module: esbuild bundles this file
// (scripts/check-web-frameworks.sh) and rollup.config.mjs resolves those three names to it.
// The web package itself needs none of this: it is ES modules.

export { useCallback, useEffect, useRef, useState } from "react";
export { Fragment, jsx, jsxs } from "react/jsx-runtime";
export { createRoot } from "react-dom/client";
