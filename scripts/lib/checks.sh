# The check scripts' pass/fail counter, sourced by each (`. "$root/scripts/lib/checks.sh"`):
#
#   pass "what held"        prints `PASS: what held` and counts it
#   fail "what did not"     prints `FAIL: what did not` and counts it
#   summary                 prints `N passed, N failed` (the line scripts/test.sh and the
#                           tests read) and returns non-zero when anything failed
#   finish                  summary, then exits with its status
#   check_python "what holds" [ARG...] <<'PY' ... PY
#                           runs the Python program on standard input with ARG as its
#                           arguments: exit 0 passes "what holds" (with the program's last
#                           line of output in brackets, when it printed one); anything else
#                           prints all it printed and fails "what holds"
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
check_python() {
  local what="$1" log last
  shift
  log=$(mktemp)
  if python3 - "$@" >"$log" 2>&1; then
    last=$(tail -1 "$log")
    pass "$what${last:+ ($last)}"
  else
    cat "$log"
    fail "$what"
  fi
  rm -f "$log"
}
