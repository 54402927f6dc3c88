#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for a bounded time.
#
#   scripts/check-fuzz.sh              # every target: 45 s each, 30 s for fuzz-cli
#   FUZZ_SECONDS=600 scripts/check-fuzz.sh fuzz-engine
#
# Targets: fuzz-engine (the state machine), fuzz-scenario (the scenario reader) and
# fuzz-cli (random arguments and standard input through the stickybadge tool's entry point).
#
# For each target: replays its seed corpus (Fuzz/Corpus/<name>; every seed must pass),
# then fuzzes for FUZZ_SECONDS starting from a copy of the seeds, and prints the runs and
# executions per second. Any finding (crash, broken invariant, hang over 10 s per input,
# memory over 2 GB) fails the check; the input is saved in Fuzz/artifacts/ and can be
# replayed with `<binary> Fuzz/artifacts/<file>` (the script prints the exact command;
# FUZZ_TRACE=1 in front prints every frame of an engine input).
#
# Environment: FUZZ_SECONDS (default 45, 30 for fuzz-cli), FUZZ_SCRATCH (build folder, default
# Fuzz/.build), FUZZ_WORK (kept corpus folder; default a temporary one, removed). To grow
# the committed corpus after a long run: `<binary> -merge=1 Fuzz/Corpus/<name> <work dir>`.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# fuzz-cli also builds the renderer and the tool, so it fuzzes shorter by default to keep
# the step's added time near 60-90 s.
seconds_for() { if [ "$1" = fuzz-cli ]; then echo "${FUZZ_SECONDS:-30}"; else echo "${FUZZ_SECONDS:-45}"; fi; }
scratch="${FUZZ_SCRATCH:-$root/Fuzz/.build}"
artifacts="$root/Fuzz/artifacts"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(fuzz-engine fuzz-scenario fuzz-cli); fi

. "$root/scripts/lib/checks.sh"

# The Swift runtime's backtracer is slow and noisy under libFuzzer, which prints its own.
export SWIFT_BACKTRACE=enable=no

work_root="${FUZZ_WORK:-}"
remove_work=0
if [ -z "$work_root" ]; then
  work_root="$(mktemp -d)"
  remove_work=1
fi
mkdir -p "$artifacts" "$work_root"

for target in "${targets[@]}"; do
  name="${target#fuzz-}"
  seconds="$(seconds_for "$target")"
  corpus="$root/Fuzz/Corpus/$name"
  log="$work_root/$target.log"
  echo "== $target: building (release, -sanitize=fuzzer)"
  if ! swift build --package-path "$root/Fuzz" --scratch-path "$scratch" -c release \
    --sanitize=fuzzer --product "$target" >"$log" 2>&1; then
    tail -n 40 "$log"
    fail "$target builds"
    continue
  fi
  pass "$target builds"
  binary="$(swift build --package-path "$root/Fuzz" --scratch-path "$scratch" -c release \
    --sanitize=fuzzer --show-bin-path)/$target"

  dictionary=()
  if [ -f "$root/Fuzz/$name.dict" ]; then dictionary=(-dict="$root/Fuzz/$name.dict"); fi

  # 1. Every committed seed (including the reproducers of past findings) passes.
  seeds=("$corpus"/*)
  if "$binary" "${dictionary[@]}" -timeout=10 "${seeds[@]}" >"$log" 2>&1; then
    pass "$target replays ${#seeds[@]} seeds"
  else
    grep -a -m 3 -E "invariant breached|Fatal error|ERROR: libFuzzer|Running: " "$log"
    fail "$target replays its seeds (see above; rerun: $binary <seed>)"
    continue
  fi

  # 2. Fuzz for a bounded time from a copy of the seeds.
  work="$work_root/corpus-$name"
  mkdir -p "$work"
  started=$(date +%s)
  "$binary" "${dictionary[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/$target-" "$work" "$corpus" >"$log" 2>&1
  status=$?
  elapsed=$(($(date +%s) - started))
  runs="$(awk '/stat::number_of_executed_units:/ {print $2; exit}' "$log")"
  speed="$(awk '/stat::average_exec_per_sec:/ {print $2; exit}' "$log")"
  coverage="$(grep -a -o 'cov: [0-9]*' "$log" | tail -n 1 | grep -o '[0-9]*$')"
  files="$(find "$work" -type f | wc -l)"
  echo "$target: ${runs:-?} runs in ${elapsed} s, ${speed:-?} executions per second," \
    "coverage ${coverage:-?} edges, ${files} new corpus files"
  if [ $status -eq 0 ]; then
    pass "$target fuzzed ${seconds} s without a finding"
  else
    grep -a -m 5 -E "invariant breached|Fatal error|ERROR: libFuzzer|SUMMARY" "$log"
    artifact="$(grep -a -o "Test unit written to .*" "$log" | tail -n 1 | sed 's/Test unit written to //')"
    fail "$target found a problem; reproduce: SWIFT_BACKTRACE=enable=no $binary ${artifact:-<artifact>}"
  fi
done

if [ $remove_work -eq 1 ]; then rm -rf "$work_root"; fi
summary
