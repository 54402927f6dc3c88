// Writes react-hydrate/index.html in the consumer folder (scripts/check-web-frameworks.sh):
// hydration-app.mjs rendered to HTML by React 18's server renderer, in Node with no DOM.
//
//   (cd .build/web-frameworks && NODE_PATH=/usr/share/nodejs node hydration-server.mjs)

import { writeFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./hydration-app.mjs";

const html = renderToString(createElement(App));
writeFileSync("react-hydrate/index.html", `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>A server render hydrated — StickyBadge with React</title>
<style>body { font: 15px system-ui, sans-serif; } li { padding: 12px; }</style>
<script type="module" src="app.js"></script>
</head>
<body>
<div id="root">${html}</div>
</body>
</html>
`);
