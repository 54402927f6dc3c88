#!/usr/bin/env bash
# Browser tests of the web playground (Web/): builds the page and the stickybadge CLI,
# then runs the pytest tests Web/tests/test_playground_*.py: headless Chromium (Debian's,
# through Playwright from PyPI; no browser download) with real pointer drags, screenshots
# compared with Web/tests/references, the page's simulate output compared with
# `stickybadge simulate`, axe-core's accessibility check, and the frame-time figures. Ends with "N passed, N failed";
# exits non-zero on any failure.
#
#   scripts/check-web.sh [--update-references] [-k NAME]   (other pytest options pass through)
#
# Environment: CHROMIUM (default /usr/bin/chromium), STICKYBADGE_CLI (a prebuilt
# stickybadge binary; otherwise built with `swift build --product stickybadge`).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

missing=()
python3 -c "import playwright" 2>/dev/null || missing+=("playwright (PyPI)")
python3 -c "import pytest" 2>/dev/null || missing+=("pytest (PyPI)")
python3 -c "import axe_playwright_python" 2>/dev/null || missing+=("axe-playwright-python (PyPI)")
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || missing+=("chromium (Debian)")
if [ ${#missing[@]} -gt 0 ]; then
  if [ -x scripts/install-deps.sh ]; then
    scripts/install-deps.sh web
  fi
  python3 -c "import playwright, pytest, axe_playwright_python" 2>/dev/null && [ -x "${CHROMIUM:-/usr/bin/chromium}" ] || {
    echo "check-web: missing ${missing[*]}; run scripts/install-deps.sh web" >&2
    . "$root/scripts/lib/checks.sh"
    fail "the test's dependencies are installed"
    finish
  }
fi

out="$root/.build/web-check"
scripts/build-web.sh "$out"

cli="${STICKYBADGE_CLI:-}"
if [ -z "$cli" ]; then
  echo "check-web: building the stickybadge CLI (for the wasm-versus-native comparison)"
  swift build --product stickybadge 2>&1 | tail -n 3
  cli="$(swift build --show-bin-path)/stickybadge"
fi

python3 -m pytest -p no:cacheprovider -q Web/tests/test_playground_*.py \
  --playground "$out/playground.html" --cli "$cli" "$@"
