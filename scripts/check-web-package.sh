#!/usr/bin/env bash
# The web package (Web/package): builds it, packs it with `npm pack` and checks its gzip
# sizes (scripts/build-web-package.sh: the whole package and the first paint), installs the
# tarball into a copy of the chat-list example (npm install, offline) and runs
#   - the lazy loader's unit tests (node --test Web/package/test/loader.test.js);
#   - the installed package in Node with no DOM (Web/tests/package/node: every module
#     imports without throwing or fetching, a React server render, the badge at rest
#     before the core against the core);
#   - the browser tests (pytest Web/tests/package) in headless Chromium: drags, the API,
#     badges under scaled ancestors, the lazy core (layout shift, a drag before the core, a failed wasm fetch) and
#     example/file.html from file:// with the standalone script (the wasm inlined);
#   - the policies the core decides, seen in the browser: one label font, the touch margin
#     (pytest Web/tests/test_web_policies.py).
# Ends with "N passed, N failed". Takes about a minute after the wasm build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/web-package"
"$root/scripts/build-web-package.sh" "$out"
site="$out/site"
rm -rf "$site"
mkdir -p "$site"
cp "$root/Web/package/example/index.html" "$root/Web/package/example/file.html" \
  "$root"/Web/tests/package/pages/*.html "$out/stickybadge.standalone.js" "$site/"
tarball="$(ls "$out"/stickybadge-*.tgz | tail -n 1)"
(cd "$site" && npm install --silent --no-audit --no-fund --offline "$tarball") || {
  echo "check-web-package: npm install of $tarball failed" >&2
  exit 1
}
. "$root/scripts/lib/checks.sh"
if node --test "$root/Web/package/test/loader.test.js"; then
  pass "node: the lazy loader's unit tests"
else
  fail "node: the lazy loader's unit tests"
fi
if STICKYBADGE_PACKAGE="$site/node_modules/stickybadge" NODE_PATH=/usr/share/nodejs node --test "$root/Web/tests/package/node/"; then
  pass "node: the installed package with no DOM"
else
  fail "node: the installed package with no DOM"
fi
# pytest; with PYTEST_ADDOPTS set (a -k expression), a file none of whose tests it names
# (pytest's status 5, nothing selected) is no failure.
run_pytest() {
  local status=0
  python3 -m pytest -q -p no:cacheprovider "$@" || status=$?
  [ "$status" -eq 0 ] || { [ "$status" -eq 5 ] && [ -n "${PYTEST_ADDOPTS:-}" ]; }
}
if STICKYBADGE_PACKAGE_SITE="$site" run_pytest "$root/Web/tests/package"; then
  pass "browser: Web/tests/package"
else
  fail "browser: Web/tests/package"
fi
if STICKYBADGE_WEB_SITE="$site" run_pytest "$root/Web/tests/test_web_policies.py"; then
  pass "browser: the policies the core decides (Web/tests/test_web_policies.py)"
else
  fail "browser: the policies the core decides (Web/tests/test_web_policies.py)"
fi
finish
