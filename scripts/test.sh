#!/usr/bin/env bash
# The whole test suite: what CI runs (.ci/run) and what a contributor runs before pushing.
#
#   scripts/test.sh            everything
#   scripts/test.sh --fast     only `swift test` and the wasm build (minutes, not half an hour)
#
# Steps, each of which must pass:
#   swift-test     the Swift Testing suites (core invariants, spring, state machine,
#                  scenarios, CLI contract, rendering snapshots, adapter logic)
#   wasm           the core compiled for wasm32-unknown-none-wasm with Embedded Swift,
#                  inlined into the playground page; fails when a module or the page is
#                  over its size budget (scripts/build-web.sh --budgets)
#   rendering      render/demo end to end, pictures checked in chromium
#   web            the playground in headless chromium with real pointer drags
#   faces          the same scenario frames drawn by cairo, by SVG in chromium and by the
#                  page's Canvas from the wasm paint list, compared pixel by pixel
#   web-package    the npm package (Web/package): npm pack, its gzip budget, and browser tests
#                  of the example page against the packed tarball's files
#   web-js         eslint over the package and the playground, the package's node --test units
#                  (the React, Preact and Vue components' among them)
#   web-frameworks the package's components installed from its tarball in React (esbuild,
#                  rollup with its plugins, webpack 5), Preact (esbuild) and Vue apps, dragged
#                  in chromium; tsc on the declarations and TSX and TypeScript consumers
#   docs           the DocC catalog built from symbol graphs, warnings are errors; the docs'
#                  links, file headers' build claims, quoted budgets, Apple models' rule counts;
#                  the files written from the configuration tables up to date (knobs --check)
#   apple          the UIKit/SwiftUI adapters type-checked against API stand-ins
#   portability    what a Mac would catch: C libraries and Linux-only API outside their
#                  platform branches, and the tool built as on a Mac (no cairo, giflib)
#   fuzz           libFuzzer on the state machine, the scenario reader and the CLI entry point
#   sanitizers     the test suite under AddressSanitizer and ThreadSanitizer
#   bench          the benchmark in quick mode: zero allocations per steady-state frame
#   format         swift format lint, no warnings
# Installs missing system packages first (scripts/install-deps.sh). Ends with
# "N passed, N failed" and exits non-zero when anything failed.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

fast=false
[ "${1:-}" = "--fast" ] && fast=true

if $fast; then
  scripts/install-deps.sh build || exit 1
else
  scripts/install-deps.sh build render web webtools bench || exit 1
fi

. "$root/scripts/lib/checks.sh"
failures=()
logs="${STICKYBADGE_TEST_LOGS:-$root/.build/test-logs}"
mkdir -p "$logs"

step() { # step NAME COMMAND...
  local name="$1"
  shift
  local started=$SECONDS
  echo "=== $name: $*"
  if "$@" 2>&1 | tee "$logs/$name.log"; then
    passed=$((passed + 1))
    echo "=== $name: PASS ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name: FAIL ($((SECONDS - started)) s); log: $logs/$name.log"
  fi
}

swift_test() {
  swift build --build-tests && swift test --skip-build --parallel
}

wasm_build() {
  local out
  out=$(mktemp -d)
  scripts/build-web.sh --budgets "$out" && test -s "$out/playground.html"
}

format_lint() {
  local output
  output=$(swift format lint --strict -r Sources Tests Package.swift Web/Wasm Web/tests/StickyBadgeWebFaces Web/Bench \
    Fuzz/Sources Fuzz/Package.swift 2>&1)
  if [ -n "$output" ]; then
    echo "$output" | head -50
    return 1
  fi
}

step swift-test swift_test
step wasm wasm_build
if ! $fast; then
  step rendering scripts/check-rendering.sh
  step web scripts/check-web.sh
  step faces scripts/check-faces.sh
  step web-package scripts/check-web-package.sh
  step web-js scripts/check-web-js.sh
  step web-frameworks scripts/check-web-frameworks.sh
  step docs scripts/check-docs.sh
  step apple scripts/check-apple-adapters.sh
  step portability scripts/check-portability.sh
  step fuzz scripts/check-fuzz.sh
  step sanitizers scripts/check-sanitizers.sh
  step bench scripts/check-bench.sh
  step format format_lint
fi

echo
if [ ${#failures[@]} -gt 0 ]; then echo "failed steps: ${failures[*]}"; fi
summary
