#!/usr/bin/env bash
# The browser benchmark: the core's per-frame step compiled to wasm, timed in headless
# Chromium against the same workloads natively, in one run; plus the playground's frame
# time during a scripted drag. Not a pass/fail check (scripts/test.sh does not run it).
#
#   scripts/bench-web.sh [--frames N] [--json OUT]
#
# 1. scripts/build-web.sh --bench: the playground and .build/web/stickybadge-bench.wasm
#    (the core plus Sources/StickyBadgeBenchmark/Workloads.swift, the native benchmark's own
#    workload definitions).
# 2. `stickybadge-bench --no-callgrind` (release build): native CPU time per unit, best of 7.
# 3. Web/Bench/bench_web.py: serves both pages from 127.0.0.1 with COOP/COEP headers
#    (cross-origin isolated: 5 µs timers), times every workload the native run timed with
#    the same units per trial and trials, drags the playground for 3 s, prints a table.
# Takes two to three minutes on two cores. Needs Playwright (PyPI) and Debian's chromium,
# as scripts/check-web.sh does (scripts/install-deps.sh web bench).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

frames=()
json=()
while [ $# -gt 0 ]; do
  case "$1" in
    --frames) frames=(--frames "$2"); shift ;;
    --json) json=(--json "$2"); shift ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "bench-web: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

python3 -c "import playwright" 2>/dev/null && [ -x "${CHROMIUM:-/usr/bin/chromium}" ] || {
  echo "bench-web: needs playwright (PyPI) and chromium; run scripts/install-deps.sh web" >&2
  exit 1
}

out="$root/.build/web-bench"
scripts/build-web.sh --bench "$out"
echo "bench-web: building stickybadge-bench (release)"
swift build -c release --product stickybadge-bench 2>&1 | tail -n 1
native_json="$out/native.json"
echo "bench-web: timing the workloads natively"
"$(swift build -c release --show-bin-path)/stickybadge-bench" --no-callgrind "${frames[@]}" >"$native_json"
echo "bench-web: timing the same workloads in Chromium"
python3 Web/Bench/bench_web.py "$native_json" "$root/.build/web/stickybadge-bench.wasm" \
  "$out/playground.html" "${json[@]}"
