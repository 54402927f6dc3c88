#!/usr/bin/env bash
# The web package as its users consume it, with Debian's React 18, Preact 8, Vue 2, esbuild,
# rollup 3 and its plugins, webpack 5 and TypeScript (scripts/install-deps.sh webtools):
# builds and packs the package (scripts/build-web-package.sh), installs the tarball into a
# consumer folder (.build/web-frameworks), then
#   - tsc type-checks the declarations (as installed) with the React example
#     (examples/react/app.tsx, stickybadge/react), test/typings.tsx and
#     test/typings-components.ts (Preact's and Vue's; what must and must not compile);
#   - esbuild bundles the React example, with stickybadge.wasm copied next to the bundle;
#   - rollup bundles it with its own plugins (examples/react/rollup.config.cjs: node-resolve,
#     commonjs, replace), from the JavaScript tsc emits, the package's core a lazily loaded
#     chunk, the wasm copied next to the chunks;
#   - webpack bundles it (examples/react/webpack.config.cjs, ts-loader), the wasm emitted as
#     a hashed asset and the core a lazily loaded chunk;
#   - esbuild bundles the Preact example (examples/preact, stickybadge/preact);
#   - the Vue example (examples/vue, stickybadge/vue) runs unbundled, with an import map;
#   - a server render of the React components (Web/tests/frameworks/hydration-*.mjs) is
#     written in Node and hydrated in the browser by React's development build;
#   - the installed components render on a server (React, Vue) or import (Preact) in Node
#     with no DOM, with no console warning (Web/tests/frameworks);
#   - Web/tests/test_frameworks.py drags their badges in headless Chromium.
# Debian's webpack and rollup plugins run from .build/debian-node (install-deps.sh unpacks
# them there): NODE_PATH names it and Debian's /usr/share/nodejs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
package="$root/Web/package"
out="$root/.build/web-package"
site="$root/.build/web-frameworks"
debian=/usr/share/nodejs # Debian's node modules (node-react, node-typescript, ...)
unpacked="$root/.build/debian-node/usr/share/nodejs" # Debian's webpack and rollup plugins
modules="$unpacked:$debian"
for tool in tsc esbuild rollup; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found; run scripts/install-deps.sh webtools" >&2; exit 1; }
done
for file in /usr/share/javascript/vue/vue.esm.browser.min.js "$debian/preact/package.json" \
  "$unpacked/webpack-cli/bin/cli.js" "$unpacked/@rollup/plugin-commonjs/package.json"; do
  [ -f "$file" ] || { echo "error: $file not found; run scripts/install-deps.sh webtools" >&2; exit 1; }
done

"$root/scripts/build-web-package.sh" "$out"
rm -rf "$site"
mkdir -p "$site/react" "$site/react-rollup" "$site/react-webpack" "$site/preact" "$site/vue"
tarball="$(ls "$out"/stickybadge-*.tgz | tail -n 1)"
(cd "$site" && npm install --silent --no-audit --no-fund --offline "$tarball") || {
  echo "error: npm install of $tarball failed" >&2
  exit 1
}
wasm="$site/node_modules/stickybadge/src/stickybadge.wasm"
# Debian's React, Preact and their types, where a consumer's npm install would put them.
for module in react react-dom scheduler preact vue csstype @types/react @types/react-dom @types/scheduler \
  @types/prop-types; do
  mkdir -p "$(dirname "$site/node_modules/$module")"
  ln -s "$debian/$module" "$site/node_modules/$module"
done

echo "check-web-frameworks: tsc $(tsc --version) on the declarations, examples/react/app.tsx and test/typings.tsx"
cp "$package/examples/react/app.tsx" "$package/examples/react/tsconfig.json" "$package/test/typings.tsx" "$site/"
# --preserveSymlinks: resolve the types from the consumer's node_modules, not from /usr/share/nodejs.
# The JavaScript it emits next to them (app.js) is what rollup bundles.
tsc -p "$site/tsconfig.json" --preserveSymlinks --noEmit false \
  || { echo "error: tsc found type errors" >&2; exit 1; }
# Preact and Vue: Debian's node-preact names dist/preact.d.ts as its types, which it ships as
# src/preact.d.ts; the check's tsconfig maps the name to it. Preact 8's types refuse, under
# strictFunctionTypes, any class component with members of its own (its `ref` callback takes
# the base Component): that one check is off; React's types are left out (both declare JSX).
cp "$package/test/typings-components.ts" "$site/"
cat >"$site/tsconfig.components.json" <<'JSON'
{
  "compilerOptions": {
    "target": "es2022", "module": "esnext", "moduleResolution": "node", "strict": true,
    "strictFunctionTypes": false, "noEmit": true, "lib": ["es2022", "dom"], "baseUrl": ".", "types": [],
    "paths": { "preact": ["node_modules/preact/src/preact.d.ts"] }
  },
  "files": ["typings-components.ts"]
}
JSON
tsc -p "$site/tsconfig.components.json" --preserveSymlinks \
  || { echo "error: tsc found type errors in the Preact and Vue declarations" >&2; exit 1; }

echo "check-web-frameworks: esbuild $(esbuild --version) bundles the React example"
cp "$package/examples/react/index.html" "$site/react/"
NODE_PATH="$debian" esbuild "$site/app.tsx" --bundle --format=esm --jsx=automatic --minify \
  --define:process.env.NODE_ENV='"production"' --outfile="$site/react/app.js" --log-level=warning
# esbuild leaves new URL("./stickybadge.wasm", import.meta.url) alone: the file goes next to the bundle.
cp "$wasm" "$site/react/"

# The lazy import() of the package's core is a chunk of its own: more than one script.
expect_lazy_core() { # expect_lazy_core BUNDLER FOLDER
  local chunks=("$2"/*.js)
  [ ${#chunks[@]} -ge 2 ] || { echo "error: $1 bundled the package's lazy core into the page's chunk" >&2; exit 1; }
}

echo "check-web-frameworks: $(rollup --version) with @rollup/plugin-node-resolve, -commonjs, -replace bundles the React example"
cp "$package/examples/react/rollup.config.cjs" "$site/"
start=$(date +%s%N)
(cd "$site" && NODE_PATH="$modules" rollup -c rollup.config.cjs --dir react-rollup --silent) \
  || { echo "error: rollup could not bundle the React example" >&2; exit 1; }
echo "check-web-frameworks: rollup took $((($(date +%s%N) - start) / 1000000)) ms"
cp "$package/examples/react/index.html" "$site/react-rollup/"
cp "$wasm" "$site/react-rollup/"
expect_lazy_core rollup "$site/react-rollup"

echo "check-web-frameworks: webpack $(NODE_PATH="$modules" node -p 'require("webpack/package.json").version') with ts-loader bundles the React example"
cp "$package/examples/react/webpack.config.cjs" "$site/"
start=$(date +%s%N)
(cd "$site" && NODE_PATH="$modules" node --require "$root/scripts/debian-node-config.cjs" \
  "$unpacked/webpack-cli/bin/cli.js" --config webpack.config.cjs --output-path react-webpack \
  --no-stats >/dev/null) || { echo "error: webpack could not bundle the React example" >&2; exit 1; }
echo "check-web-frameworks: webpack took $((($(date +%s%N) - start) / 1000000)) ms"
cp "$package/examples/react/index.html" "$site/react-webpack/"
expect_lazy_core webpack "$site/react-webpack"
# webpack emits the wasm as an asset of its own, with a hashed name, and no copy under its own name.
emitted=("$site"/react-webpack/*.wasm)
[ ${#emitted[@]} -eq 1 ] && [ -f "${emitted[0]}" ] && [ "${emitted[0]##*/}" != stickybadge.wasm ] \
  || { echo "error: webpack emitted no hashed wasm asset: ${emitted[*]}" >&2; exit 1; }
cmp -s "${emitted[0]}" "$wasm" || { echo "error: webpack's ${emitted[0]##*/} is not the package's wasm" >&2; exit 1; }

echo "check-web-frameworks: esbuild bundles the Preact example"
cp "$package/examples/preact/index.html" "$site/preact/"
cp "$package/examples/preact/app.js" "$site/preact-app.js"
NODE_PATH="$debian" esbuild "$site/preact-app.js" --bundle --format=esm --minify --main-fields=main \
  --outfile="$site/preact/app.js" --log-level=warning
cp "$wasm" "$site/preact/"

cp "$package/examples/vue/index.html" "$package/examples/vue/app.js" \
  /usr/share/javascript/vue/vue.esm.browser.min.js "$site/vue/"

echo "check-web-frameworks: a server render of the React components, hydrated by React's development build"
mkdir -p "$site/react-hydrate"
cp "$root"/Web/tests/frameworks/hydration-*.mjs "$site/"
(cd "$site" && NODE_PATH="$debian" node hydration-server.mjs) \
  || { echo "error: the React components could not be rendered on a server" >&2; exit 1; }
NODE_PATH="$debian" esbuild "$site/hydration-client.mjs" --bundle --format=esm \
  --define:process.env.NODE_ENV='"development"' --outfile="$site/react-hydrate/app.js" --log-level=warning
cp "$wasm" "$site/react-hydrate/"

echo "check-web-frameworks: the installed components on a server (Web/tests/frameworks)"
STICKYBADGE_FRAMEWORKS_SITE="$site" NODE_PATH="$debian" node --test "$root/Web/tests/frameworks/" \
  || { echo "error: the installed components failed on a server" >&2; exit 1; }

STICKYBADGE_FRAMEWORKS_SITE="$site" python3 -m pytest -q -p no:cacheprovider "$root/Web/tests/test_frameworks.py"
