// Hydrates the server render of hydration-app.mjs (react-hydrate/index.html) with React 18's
// development build, recording every console error and warning React prints and every
// recoverable error (a mismatch React recovers from by rendering on the client) in
// window.hydration, for Web/tests/test_frameworks.py.

import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./hydration-app.mjs";

const messages = [];
for (const level of ["error", "warn"]) {
  const print = console[level];
  console[level] = (...args) => {
    messages.push(args.map(String).join(" "));
    print(...args);
  };
}
hydrateRoot(document.getElementById("root"), createElement(App), {
  onRecoverableError: (error) => messages.push(`recoverable: ${error}`),
});
window.hydration = { messages };
