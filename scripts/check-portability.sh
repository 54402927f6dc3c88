#!/usr/bin/env bash
# What a Mac would catch, checked on Linux (no Mac runs in the tests):
#
# 1. scripts/portability.py over every Swift and C source and manifest: a platform's C
#    library (Glibc, Musl, Darwin, ...) imported only inside an `#if canImport(...)` branch,
#    Linux-only API (/proc, glibc's malloc API, epoll, st_mtim, ...) only under `os(Linux)`,
#    and cairo and giflib depended on with a Linux condition; then each rule is shown to fail
#    on a file that breaks it.
# 2. The command-line tool built as on a Mac, where cairo and giflib are not linked
#    (`-DSTICKYBADGE_WITHOUT_CAIRO`): SVG and JSON output work, PNG, GIF and the demo report
#    one `error:` line and leave no file behind.
#
# Prints `N passed, N failed` last.
set -uo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
scratch="${PORTABILITY_SCRATCH:-$root/.build/without-cairo}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/scripts/lib/checks.sh"

for tool in swift python3; do
  command -v "$tool" >/dev/null 2>&1 || { fail "'$tool' is not on PATH"; finish; }
done

# 1. The sources.
if python3 scripts/portability.py . Sources Tests Fuzz Web/Wasm Web/tests/StickyBadgeWebFaces Web/Bench Examples \
  Package.swift >"$work/sources.log" 2>&1; then
  pass "no platform C library or Linux-only API outside its platform branch"
else
  cat "$work/sources.log"
  fail "no platform C library or Linux-only API outside its platform branch"
fi

# Each rule fails on a file that breaks it, and passes the same file written correctly.
probe() { # name, file name, contents, expected (caught or clean)
  local folder="$work/probe-$RANDOM"
  mkdir -p "$folder"
  printf '%b' "$3" >"$folder/$2"
  if python3 scripts/portability.py "$folder" >"$folder.log" 2>&1; then
    result=clean
  else
    result=caught
  fi
  if [ "$result" = "$4" ]; then pass "probe: $1 is $4"; else
    cat "$folder.log"
    fail "probe: $1 is $4 (was $result)"
  fi
}
probe "import Glibc outside a branch" a.swift 'import Glibc\nlet x = 1\n' caught
probe "import Darwin in the #else of canImport(Glibc)" a.swift \
  '#if canImport(Glibc)\n  import Glibc\n#else\n  import Darwin\n#endif\n' caught
probe "imports in their canImport branches" a.swift \
  '#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Musl)\n  import Musl\n#elseif canImport(Darwin)\n  import Darwin\n#endif\n' clean
probe "@preconcurrency import Glibc outside a branch" a.swift '@preconcurrency import Glibc\n' caught
probe "import FoundationXML outside a branch" a.swift 'import FoundationXML\n' caught
probe "/proc outside os(Linux)" a.swift 'let path = "/proc/self/statm"\n' caught
probe "/proc in the #else of os(Linux)" a.swift \
  '#if os(Linux)\n  let a = 1\n#else\n  let path = "/proc/self/statm"\n#endif\n' caught
probe "/proc under os(Linux)" a.swift '#if os(Linux)\n  let path = "/proc/self/statm"\n#endif\n' clean
probe "st_mtim outside os(Linux)" a.swift 'let t = status.st_mtim\n' caught
probe "mallinfo outside os(Linux)" a.swift 'let m = mallinfo()\n' caught
probe "a Linux header in C outside __linux__" a.c '#include <malloc.h>\n' caught
probe "a Linux header in C under __linux__" a.c '#if defined(__linux__)\n#include <malloc.h>\n#endif\n' clean
probe "giflib depended on without a Linux condition" Package.swift \
  '.systemLibrary(name: "CGif"),\n.target(name: "R", dependencies: ["CGif"]),\n' caught
probe "giflib depended on with a Linux condition" Package.swift \
  '.systemLibrary(name: "CGif"),\n.target(name: "R", dependencies: [.target(name: "CGif", condition: .when(platforms: [.linux]))]),\n' clean

# 2. The tool as a Mac builds it.
if swift build --product stickybadge --scratch-path "$scratch" \
  -Xswiftc -DSTICKYBADGE_WITHOUT_CAIRO >"$work/build.log" 2>&1; then
  pass "stickybadge builds without cairo and giflib"
else
  tail -30 "$work/build.log"
  fail "stickybadge builds without cairo and giflib"
  finish
fi
tool="$scratch/debug/stickybadge"
scenario=Sources/StickyBadgeDemoScenarios/02-burst.json
mkdir -p "$work/out"

if "$tool" render "$scenario" --out "$work/out/a.svg" >"$work/svg.log" 2>&1 &&
  head -c 5 "$work/out/a.svg" | grep -q '<svg'; then
  pass "without cairo: render writes SVG"
else
  cat "$work/svg.log"
  fail "without cairo: render writes SVG"
fi

# One `error:` line naming what is missing, exit status 2 (a request this build cannot do,
# as for any refused request), nothing on standard output and no file left behind.
expect_unavailable() { # name, then the tool's arguments
  local name=$1
  shift
  local before after status
  before=$(find "$work/out" | sort)
  "$tool" "$@" >"$work/stdout" 2>"$work/stderr"
  status=$?
  after=$(find "$work/out" | sort)
  if [ "$status" -eq 2 ] && [ ! -s "$work/stdout" ] && [ "$(wc -l <"$work/stderr")" -eq 1 ] &&
    grep -q '^error: .*PNG and GIF output need cairo and giflib' "$work/stderr" &&
    [ "$before" = "$after" ]; then
    pass "without cairo: $name reports one error line and leaves no file"
  else
    echo "status $status; stderr:"
    cat "$work/stderr"
    diff <(echo "$before") <(echo "$after")
    fail "without cairo: $name reports one error line and leaves no file"
  fi
}
expect_unavailable "render --out x.png" render "$scenario" --out "$work/out/x.png"
expect_unavailable "render --out x.gif" render "$scenario" --out "$work/out/x.gif"
expect_unavailable "demo" demo --out "$work/out/gallery"

finish
