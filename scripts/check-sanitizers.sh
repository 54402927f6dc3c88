#!/usr/bin/env bash
# Runs the whole test suite (every test target) under AddressSanitizer (with
# LeakSanitizer) and under ThreadSanitizer, each in its own build folder.
#
#   scripts/check-sanitizers.sh            # address, then thread
#   scripts/check-sanitizers.sh thread     # one of them
#
# A sanitizer passes when `swift test` passes and its log has no sanitizer report.
# LeakSanitizer ignores one system library, listed with the reason in
# scripts/sanitizers/lsan.supp (fontconfig's process-lifetime caches); nothing else is
# suppressed. The CLI tests start the `stickybadge` executable, which is built with the
# same sanitizer, so its runs are checked too.
#
# Environment: SANITIZER_SCRATCH (build folders, default .build/sanitizers/<name>).
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch_base="${SANITIZER_SCRATCH:-$root/.build/sanitizers}"
sanitizers=("$@")
if [ ${#sanitizers[@]} -eq 0 ]; then sanitizers=(address thread); fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

. "$root/scripts/lib/checks.sh"

# Reports go to the log; the CLI tests compare stderr, so LeakSanitizer must not print
# its table of used suppressions.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1"
# The Swift runtime's own crash backtracer is slow under the sanitizers and adds nothing.
export SWIFT_BACKTRACE=enable=no

cd "$root"
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address | thread) ;;
    *)
      fail "unknown sanitizer '$sanitizer' (address or thread)"
      continue
      ;;
  esac
  scratch="$scratch_base/$sanitizer"
  log="$work/$sanitizer.log"
  started=$(date +%s)
  echo "== $sanitizer: building the package and its tests with -sanitize=$sanitizer"
  if ! swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1; then
    tail -n 40 "$log"
    fail "builds with -sanitize=$sanitizer"
    continue
  fi
  pass "builds with -sanitize=$sanitizer ($(($(date +%s) - started)) s)"

  started=$(date +%s)
  # The 99+ band sweep (about 20,000 outlines of pure arithmetic, swept by `swift test` itself)
  # is skipped here: it is the longest test, slower still under a sanitizer, and checks no memory
  # or thread behaviour the other outline sweeps do not.
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --skip bandSweep \
    >"$log" 2>&1
  status=$?
  elapsed=$(($(date +%s) - started))
  reports="$(grep -a -c -E "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer|ERROR: ThreadSanitizer" "$log")"
  grep -a -E "^(✔|✘) Test run with|^Test Suite 'All tests' (passed|failed)|Executed [0-9]+ tests?" "$log" | tail -n 3 | sed 's/^/  /'
  if [ "$status" -eq 0 ] && [ "$reports" -eq 0 ]; then
    pass "swift test under -sanitize=$sanitizer: no failure, no sanitizer report ($elapsed s)"
  else
    grep -a -m 20 -E "^✘ Test .* recorded an issue|SUMMARY: |ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer" "$log" \
      | cut -c1-300 | sed 's/^/  /'
    cp "$log" "$root/.build/sanitizer-$sanitizer.log" 2>/dev/null \
      && echo "  full log: .build/sanitizer-$sanitizer.log"
    fail "swift test under -sanitize=$sanitizer: exit $status, $reports sanitizer reports ($elapsed s)"
  fi
done

summary
