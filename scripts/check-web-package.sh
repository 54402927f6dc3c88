#!/usr/bin/env bash
# The web package (Web/package): builds it, packs it with `npm pack` and checks its gzip
# size (scripts/build-web-package.sh), installs the tarball into a copy of the chat-list
# example (npm install, offline) and runs Web/tests/package_tests.py against it in
# headless Chromium, and opens example/file.html from file:// with the standalone script
# (the wasm inlined); then the policy tests (pytest Web/tests/test_web_policies.py). Ends with "N passed, N failed". Takes about half a minute after the
# wasm build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/web-package"
"$root/scripts/build-web-package.sh" "$out"
site="$out/site"
rm -rf "$site"
mkdir -p "$site"
cp "$root/Web/package/example/index.html" "$root/Web/package/example/file.html" \
  "$out/stickybadge.standalone.js" "$site/"
tarball="$(ls "$out"/stickybadge-*.tgz | tail -n 1)"
(cd "$site" && npm install --silent --no-audit --no-fund --offline "$tarball") || {
  echo "check-web-package: npm install of $tarball failed" >&2
  exit 1
}
python3 "$root/Web/tests/package_tests.py" "$site"
# The policies the core decides, seen in the browser: one label font, the touch margin.
STICKYBADGE_WEB_SITE="$site" python3 -m pytest -q -p no:cacheprovider "$root/Web/tests/test_web_policies.py"
