#!/usr/bin/env bash
# The web package as its users consume it, with Debian's React 18, esbuild, TypeScript and
# Vue 2 (scripts/install-deps.sh webtools): builds and packs the package
# (scripts/build-web-package.sh), installs the tarball into a consumer folder
# (.build/web-frameworks), then
#   - tsc type-checks index.d.ts (as installed) with the React example (examples/react/app.tsx)
#     and test/typings.tsx (what must and must not compile);
#   - esbuild bundles the React example, with stickybadge.wasm copied next to the bundle;
#   - rollup bundles it too (examples/react/rollup.config.mjs, from the JavaScript tsc emits),
#     the package's core a lazily loaded chunk and the wasm emitted next to it; React, which
#     ships CommonJS, pre-bundled into one ES module by esbuild (examples/react/react-module.js);
#   - the Vue example runs unbundled, with an import map;
#   - Web/tests/test_frameworks.py drags their badges in headless Chromium.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
package="$root/Web/package"
out="$root/.build/web-package"
site="$root/.build/web-frameworks"
debian=/usr/share/nodejs # Debian's node modules (node-react, node-typescript, ...)
for tool in tsc esbuild rollup; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found; run scripts/install-deps.sh webtools" >&2; exit 1; }
done
[ -f /usr/share/javascript/vue/vue.esm.browser.min.js ] || { echo "error: Vue 2 not found; run scripts/install-deps.sh webtools" >&2; exit 1; }

"$root/scripts/build-web-package.sh" "$out"
rm -rf "$site"
mkdir -p "$site/react" "$site/react-rollup" "$site/vue"
tarball="$(ls "$out"/stickybadge-*.tgz | tail -n 1)"
(cd "$site" && npm install --silent --no-audit --no-fund --offline "$tarball") || {
  echo "error: npm install of $tarball failed" >&2
  exit 1
}
# Debian's React and its types, where a consumer's npm install would put them.
for module in react react-dom scheduler csstype @types/react @types/react-dom @types/scheduler @types/prop-types; do
  mkdir -p "$(dirname "$site/node_modules/$module")"
  ln -s "$debian/$module" "$site/node_modules/$module"
done

echo "check-web-frameworks: tsc $(tsc --version) on index.d.ts, examples/react/app.tsx and test/typings.tsx"
cp "$package/examples/react/app.tsx" "$package/examples/react/tsconfig.json" "$package/test/typings.tsx" "$site/"
# --preserveSymlinks: resolve the types from the consumer's node_modules, not from /usr/share/nodejs.
# The JavaScript it emits next to them (app.js) is what rollup bundles.
tsc -p "$site/tsconfig.json" --preserveSymlinks --noEmit false \
  || { echo "error: tsc found type errors" >&2; exit 1; }

echo "check-web-frameworks: esbuild $(esbuild --version) bundles the React example"
cp "$package/examples/react/index.html" "$site/react/"
NODE_PATH="$debian" esbuild "$site/app.tsx" --bundle --format=esm --jsx=automatic --minify \
  --define:process.env.NODE_ENV='"production"' --outfile="$site/react/app.js" --log-level=warning
# esbuild leaves new URL("./stickybadge.wasm", import.meta.url) alone: the file goes next to the bundle.
cp "$site/node_modules/stickybadge/src/stickybadge.wasm" "$site/react/"

echo "check-web-frameworks: $(rollup --version) bundles the React example"
cp "$package/examples/react/rollup.config.mjs" "$package/examples/react/react-module.js" "$site/"
NODE_PATH="$debian" esbuild "$site/react-module.js" --bundle --format=esm --minify \
  --define:process.env.NODE_ENV='"production"' --outfile="$site/react-module.bundle.js" --log-level=warning
(cd "$site" && rollup -c rollup.config.mjs --dir react-rollup --silent) \
  || { echo "error: rollup could not bundle the React example" >&2; exit 1; }
cp "$package/examples/react/index.html" "$site/react-rollup/"
# The lazy import() of the package's core is a chunk of its own, and the wasm sits next to it.
chunks=("$site"/react-rollup/*.js)
[ ${#chunks[@]} -ge 2 ] || { echo "error: rollup bundled the package's lazy core into the page's chunk" >&2; exit 1; }
[ -f "$site/react-rollup/stickybadge.wasm" ] || { echo "error: rollup emitted no stickybadge.wasm" >&2; exit 1; }

cp "$package/examples/vue/index.html" "$package/examples/vue/app.js" \
  /usr/share/javascript/vue/vue.esm.browser.min.js "$site/vue/"

STICKYBADGE_FRAMEWORKS_SITE="$site" python3 -m pytest -q -p no:cacheprovider "$root/Web/tests/test_frameworks.py"
