// A module resolution hook for the framework components' unit tests (test/react.test.js,
// preact.test.js, vue.test.js): a bare name that Node does not find (the repository has no
// node_modules) is looked up in Debian's node modules (/usr/share/nodejs: node-react,
// node-preact, node-vue, node-jsdom; scripts/install-deps.sh webtools), as a consumer's
// node_modules would hold them. Registered with `module.register` by those tests.

import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const debian = "/usr/share/nodejs";
const require = createRequire(import.meta.url);

/** Node's resolution, then (for a bare name Node did not find) the file Debian's module has. */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error.code !== "ERR_MODULE_NOT_FOUND" || /^(\.|\/|node:|file:)/.test(specifier)) throw error;
    return { url: pathToFileURL(require.resolve(`${debian}/${specifier}`)).href, shortCircuit: true };
  }
}
