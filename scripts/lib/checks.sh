# The check scripts' pass/fail counter, sourced by each (`. "$root/scripts/lib/checks.sh"`):
#
#   pass "what held"        prints `PASS: what held` and counts it
#   fail "what did not"     prints `FAIL: what did not` and counts it
#   summary                 prints `N passed, N failed` (the line scripts/test.sh and the
#                           tests read) and returns non-zero when anything failed
#   finish                  summary, then exits with its status
#
# `passed` and `failed` are the counts, for a script that counts a step itself.
passed=0
failed=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
summary() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; }
finish() {
  summary
  exit $?
}
