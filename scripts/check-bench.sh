#!/usr/bin/env bash
# Short benchmark check: builds stickybadge-bench (release) and runs `--quick`, which
# counts heap allocations (malloc and friends, by interposition) over thousands of
# frames while stretching, detached and returning, and while the core paints stretching
# (with the debug overlay) and bursting frames, and fails unless the count is zero.
# Also checks that the output is valid JSON, that bad usage exits 2, and (when valgrind
# is installed) that callgrind's instruction count for a workload is identical across two
# runs, which is what makes the full benchmark's instruction figures comparable, and that
# no workload listed in scripts/bench-baseline.txt needs more than 10 % more instructions
# per unit than recorded there, and that the instruction budgets of scripts/budgets.txt hold:
# a stretching or returning frame within its multiple of the seeds' frame (the write-ups'
# construction, baseline-seed-frame), the connected capsule outline within its count.
#
#   scripts/check-bench.sh
#
# The full benchmark (about half a minute) is documented in Sources/StickyBadgeBenchmark/main.swift:
#   scripts/build-web.sh && swift build -c release --product stickybadge-bench \
#     && .build/release/stickybadge-bench > bench.json
#
# Environment: BENCH_SCRATCH (build folder, default .build).
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="${BENCH_SCRATCH:-$root/.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

. "$root/scripts/lib/checks.sh"

cd "$root"
if swift build --scratch-path "$scratch" -c release --product stickybadge-bench >"$work/build.log" 2>&1; then
  pass "stickybadge-bench builds (release)"
else
  tail -n 40 "$work/build.log"
  fail "stickybadge-bench builds (release)"
  finish
fi
bench="$(swift build --scratch-path "$scratch" -c release --show-bin-path)/stickybadge-bench"

# The allocation assertion: --quick exits 1 when a steady-state frame allocates.
if "$bench" --quick >"$work/quick.json" 2>"$work/quick.err"; then
  pass "no heap allocation per frame while stretching, detached or returning, nor painting"
else
  fail "heap allocations per frame in steady state (--quick exited $?)"
fi
grep -E "^(PASS|FAIL):" "$work/quick.err" | sed 's/^/  /'
if python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["tool"] == "stickybadge-bench"' \
  "$work/quick.json" 2>"$work/json.err"; then
  pass "--quick prints valid JSON"
  python3 - "$work/quick.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
for name, count in d["allocations"].items():
    print(f"  {name}: {count['allocations']} allocations in {count['frames']} frames")
for name, timing in d["timings"].items():
    best = next(v for k, v in timing.items() if k.endswith("Best"))
    print(f"  {name}: {best:.0f} ns per frame (best of {timing['trials']}, thread CPU time)")
EOF
else
  cat "$work/json.err"
  fail "--quick prints valid JSON"
fi

# Usage errors exit 2 with one error line and nothing on stdout.
"$bench" --frobnicate >"$work/usage.out" 2>"$work/usage.err"
status=$?
if [ $status -eq 2 ] && [ ! -s "$work/usage.out" ] && [ "$(wc -l <"$work/usage.err")" -eq 1 ] \
  && grep -q '^error: ' "$work/usage.err"; then
  pass "an unknown flag exits 2 with one error line"
else
  fail "an unknown flag: exit $status, stderr: $(cat "$work/usage.err")"
fi

# Callgrind instruction counts are repeatable (the basis of instructionsPerUnit), and
# none regresses by more than 10 % against scripts/bench-baseline.txt.
if command -v valgrind >/dev/null 2>&1; then
  # Address-space randomisation off and Swift's hashing seed fixed, as the benchmark does.
  repeatable=(env SWIFT_DETERMINISTIC_HASHING=1)
  if setarch -R true >/dev/null 2>&1; then repeatable+=(setarch -R); fi
  instructions() { # workload frames -> total instructions
    "${repeatable[@]}" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$bench" \
      --workload "$1" --frames "$2" >/dev/null 2>&1
    awk '/^totals:/ {print $2}' "$work/callgrind.out"
  }
  first="$(instructions frame-stretching 2000)"
  second="$(instructions frame-stretching 2000)"
  if [ -n "$first" ] && [ "$first" = "$second" ]; then
    pass "callgrind counts $first instructions for 2000 stretching frames, twice"
  else
    fail "callgrind instruction counts differ between runs: $first $second"
  fi
  baseline="$root/scripts/bench-baseline.txt"
  while read -r name recorded; do
    case "$name" in ''|'#'*) continue ;; esac
    few="$(instructions "$name" 2000)"
    many="$(instructions "$name" 12000)"
    if [ -z "$few" ] || [ -z "$many" ]; then
      fail "$name: no callgrind count"
      continue
    fi
    per=$(( (many - few) / 10000 ))
    limit=$(( recorded + recorded / 10 ))
    if [ "$per" -le "$limit" ]; then
      pass "$name: $per instructions per unit (baseline $recorded, limit $limit)"
    else
      fail "$name: $per instructions per unit, more than 10 % above the baseline $recorded"
    fi
  done <"$baseline"
  per_unit() { # workload -> instructions per unit, start-up cancelled
    local few many
    few="$(instructions "$1" 2000)"
    many="$(instructions "$1" 12000)"
    [ -n "$few" ] && [ -n "$many" ] && echo $(( (many - few) / 10000 ))
  }
  budget() { "$root/scripts/budget.sh" "$1"; }
  seed="$(per_unit baseline-seed-frame)"
  frame_limit="$(awk -v s="$seed" -v m="$(budget frame-vs-seed-frame)" 'BEGIN { printf "%d", s * m }')"
  for name in frame-stretching frame-returning outline-connected; do
    limit="$frame_limit"
    [ "$name" = outline-connected ] && limit="$(budget outline-connected)"
    per="$(per_unit "$name")"
    if [ -n "$seed" ] && [ -n "$per" ] && [ "$per" -le "$limit" ]; then
      pass "$name: $per instructions per unit, within its budget $limit"
    else
      fail "$name: ${per:-no} instructions per unit, over its budget $limit (seeds' frame ${seed:-unknown})"
    fi
  done
else
  echo "SKIP: valgrind is not installed (the full benchmark reports instructions with it)"
fi

summary
