#!/usr/bin/env bash
# Cross-face pixel test: the same frames of the shipped scenarios drawn three ways, by
# cairo (`stickybadge render --out x.png`), by the SVG writer (`--out x.svg --time T`,
# rendered in headless Chromium) and by the web page's Canvas rasterizer
# (Web/package/src/paint-canvas.js) from the wasm module's paint list, compared pixel by
# pixel (the pytest test Web/tests/faces_test.py states the tolerance). Ends with
# "N passed, N failed"; exits non-zero on any failure.
#
#   scripts/check-faces.sh
#
# Environment: CHROMIUM (default /usr/bin/chromium), STICKYBADGE_CLI (a prebuilt
# stickybadge binary; otherwise built with `swift build --product stickybadge`).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

missing=()
python3 -c "import playwright" 2>/dev/null || missing+=("playwright (PyPI)")
python3 -c "import pytest" 2>/dev/null || missing+=("pytest (PyPI)")
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || missing+=("chromium (Debian)")
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=("fonts-dejavu-core (Debian)")
if [ ${#missing[@]} -gt 0 ]; then
  echo "check-faces: missing ${missing[*]}; run scripts/install-deps.sh build web" >&2
  . "$root/scripts/lib/checks.sh"
  fail "the test's dependencies are installed"
  finish
fi

# The test module (stickybadge-faces.wasm); the page it writes is not needed here.
scripts/build-web.sh --faces "$root/.build/faces-page" >/dev/null
wasm="${STICKYBADGE_WEB_BUILD:-$root/.build/web}/stickybadge-faces.wasm"

cli="${STICKYBADGE_CLI:-}"
if [ -z "$cli" ]; then
  swift build --product stickybadge 2>&1 | tail -n 1
  cli="$(swift build --show-bin-path)/stickybadge"
fi

python3 -m pytest -p no:cacheprovider -q Web/tests/faces_test.py --cli "$cli" --wasm "$wasm" "$@"
