#!/usr/bin/env bash
# Builds the web playground: the StickyBadge core compiled to WebAssembly with Embedded
# Swift, inlined (base64) into one self-contained HTML file that works from file:// and
# over http.
#
#   scripts/build-web.sh [--budgets] [--bench] [--faces] [OUTDIR]  (default: stickybadge-demo)
#
# Writes OUTDIR/playground.html (the package's module for the badges, the blob module and
# the scenario module, inlined) and prints the size of each wasm module and of the page,
# raw and gzip-compressed. With --budgets (scripts/test.sh's wasm step) it then fails when
# one is at or over its budget below, or when the blob module carries the badge's
# configuration table. --bench also links .build/web/stickybadge-bench.wasm,
# the core with stickybadge-bench's workloads, for scripts/bench-web.sh. --faces also links
# .build/web/stickybadge-faces.wasm, the blob module plus the scenario layer and an export
# that paints a scenario's frame into the paint buffer, for scripts/check-faces.sh.
# Intermediate files go to .build/web (override with
# STICKYBADGE_WEB_BUILD). Needs the Swift toolchain (swiftc with the Embedded wasm32
# stdlib, clang, wasm-ld), esbuild, python3 and wasm-opt (binaryen, optional: it shrinks the
# modules); scripts/install-deps.sh build installs esbuild and binaryen.
set -euo pipefail

# Size budgets in bytes (raw, not gzip), from scripts/budgets.txt: every figure must stay
# below its budget. The blob module is the playground's pull-down blob and its paint list;
# the package's module (Web/package) is the core, the badge session, the paint list and the
# configuration panel (the playground's badges run on it too); the scenario module is the
# scenario player. Docs/Performance/WebBuild.md keeps their history.
budget() { "$(dirname "${BASH_SOURCE[0]}")/budget.sh" "$1"; }
blob_budget="$(budget blob-wasm-raw)"
package_budget="$(budget package-wasm-raw)"
scenario_budget="$(budget scenario-wasm-raw)"
page_budget="$(budget playground-page-raw)"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
check_budgets=false
bench=false
faces=false
while [ $# -gt 0 ]; do
  case "$1" in
    --budgets) check_budgets=true ;;
    --bench) bench=true ;; # also the browser benchmark's module (scripts/bench-web.sh)
    --faces) faces=true ;; # also the cross-face test's module (scripts/check-faces.sh)
    *) break ;;
  esac
  shift
done
out="${1:-stickybadge-demo}"
build="${STICKYBADGE_WEB_BUILD:-$root/.build/web}"
mkdir -p "$build" "$out"
command -v esbuild >/dev/null || { echo "error: build-web: esbuild not found; run scripts/install-deps.sh build" >&2; exit 1; }

swiftc_bin="$(command -v swiftc)"
toolchain_bin="$(dirname "$(readlink -f "$swiftc_bin")")"
clang_bin="$toolchain_bin/clang"
[ -x "$clang_bin" ] || clang_bin="$(command -v clang)"
wasm_ld="$toolchain_bin/wasm-ld"
[ -x "$wasm_ld" ] || wasm_ld="$(command -v wasm-ld)"
unicode_tables="$toolchain_bin/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"

target=wasm32-unknown-none-wasm
swift_flags=(
  -target "$target" -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -wmo -parse-as-library -Osize -Xfrontend -disable-stack-protector -I "$build"
  # LLVM inlines only where that does not grow the code (Swift's own inliner has already
  # inlined what -Osize finds worth it): the package module is about 1.3 KB smaller, the
  # scenario module about 8 KB.
  -Xllvm -inline-threshold=0
  -package-name StickyBadge # the core's `package` helpers serve the scenario layer too
  -warnings-as-errors # no warnings, as in `swift build`: one here is a bug waiting for Swift 6 mode
)

compile_module() { # name, "the modules it imports", then source files; skipped when up to date
  local name="$1" imports="$2"
  shift 2
  local inputs=("$@" "$0")
  for module in $imports; do inputs+=("$build/$module.swiftmodule"); done
  if [ -f "$build/$name.o" ] && [ -z "$(find "${inputs[@]}" -newer "$build/$name.o" 2>/dev/null)" ]; then
    return 0
  fi
  "$swiftc_bin" "${swift_flags[@]}" -module-name "$name" -c "$@" -o "$build/$name.o" \
    -emit-module -emit-module-path "$build/$name.swiftmodule"
}

echo "build-web: compiling the core (Embedded Swift, $target)"
compile_module StickyBadge "" $(find "$root/Sources/StickyBadge" -name '*.swift' | sort)
echo "build-web: compiling the scenario layer"
compile_module StickyBadgeScenario "StickyBadge" $(find "$root/Sources/StickyBadgeScenario" -name '*.swift' | sort)
echo "build-web: compiling the export layers"
compile_module StickyBadgeWeb "StickyBadge" $(find "$root/Web/Wasm/StickyBadgeWeb" -name '*.swift' | sort)
compile_module StickyBadgeWebConfiguration "StickyBadge StickyBadgeWeb" \
  $(find "$root/Web/Wasm/StickyBadgeWebConfiguration" -name '*.swift' | sort)
compile_module StickyBadgeWebBlob "StickyBadge StickyBadgeWeb" \
  $(find "$root/Web/Wasm/StickyBadgeWebBlob" -name '*.swift' | sort)
compile_module StickyBadgeWebPackage "StickyBadge StickyBadgeWeb StickyBadgeWebConfiguration" \
  $(find "$root/Web/Wasm/StickyBadgeWebPackage" -name '*.swift' | sort) \
  "$root/Web/Wasm/StickyBadgeWebBlob/PaintLayoutExports.swift"
compile_module StickyBadgeWebScenario "StickyBadge StickyBadgeScenario StickyBadgeWeb StickyBadgeWebConfiguration" \
  $(find "$root/Web/Wasm/StickyBadgeWebScenario" -name '*.swift' | sort)
"$clang_bin" --target=wasm32 -nostdlib -ffreestanding -fno-builtin -O2 -c \
  "$root/Web/Wasm/runtime.c" -o "$build/runtime.o"

# wasm-opt (Debian's binaryen, scripts/install-deps.sh build) shrinks each linked module by
# a fifth (-Oz); without it the modules work but are over their budgets.
wasm_opt="$(command -v wasm-opt || true)"
[ -n "$wasm_opt" ] || echo "build-web: wasm-opt not found (binaryen): modules not size-optimised;" \
  "run scripts/install-deps.sh build" >&2
# The core's object comes first: Embedded Swift copies every core function a module uses into
# that module's object (weak), each copy with its own copy of the data it reads (a local
# symbol, such as a configuration table), and wasm-ld keeps the first definition it sees, so
# the core's own definitions win and one copy of each table is linked, not one per module.
# The scenario layer, whose walks over the tables are its own, comes before the core.
link() { # output, then inputs
  local output="$1"
  shift
  "$wasm_ld" --no-entry --strip-all --gc-sections -O2 -z stack-size=262144 \
    --initial-memory=2097152 "$@" -o "$output"
  if [ -n "$wasm_opt" ]; then
    # The features the linked module already uses (and every current browser has).
    # --low-memory-unused: wasm-ld puts the data at 1024 and the stack above it, so nothing
    # lives in the first 1 KB and binaryen may fold small constant addresses into offsets.
    "$wasm_opt" -Oz --converge --low-memory-unused --enable-bulk-memory --enable-sign-ext \
      --enable-mutable-globals --enable-nontrapping-float-to-int "$output" -o "$output.opt"
    mv "$output.opt" "$output"
  fi
}
# The blob module: the playground's stretchy pull-down blob (StretchyCircle, its painter, its
# configuration's rows and the paint buffer's layout), without the badge's configuration table
# (StickyBadgeWebConfiguration). The playground's badges are the package's module.
link "$build/stickybadge-blob.wasm" "$build/StickyBadge.o" "$build/StickyBadgeWebBlob.o" \
  "$build/StickyBadgeWeb.o" "$build/runtime.o"
# The package's module (Web/package): the core, badge sessions, the paint list, clear-all
# groups and the configuration panel; nothing of the playground's own exports.
link "$build/stickybadge.wasm" "$build/StickyBadge.o" "$build/StickyBadgeWebPackage.o" \
  "$build/StickyBadgeWebConfiguration.o" "$build/StickyBadgeWeb.o" "$build/runtime.o"
# The scenario module: the core, the shared exports and the scenario/JSON layer (simulate,
# Copy Swift, Copy JSON), without the interactive exports. Loaded by the same page.
scenario_inputs=("$build/StickyBadgeScenario.o" "$build/StickyBadge.o" "$build/StickyBadgeWebScenario.o"
  "$build/StickyBadgeWebConfiguration.o" "$build/StickyBadgeWeb.o" "$build/runtime.o")
[ -f "$unicode_tables" ] && scenario_inputs+=("$unicode_tables")
link "$build/stickybadge-scenario.wasm" "${scenario_inputs[@]}"

if $bench; then
  # The browser benchmark: the benchmark's own workload definitions, compiled for wasm.
  compile_module StickyBadgeWebBench "StickyBadge" "$root/Sources/StickyBadgeBenchmark/Workloads.swift" \
    "$root/Sources/StickyBadgeBenchmark/SessionWorkloads.swift" \
    $(find "$root/Web/Bench" -name '*.swift' | sort)
  link "$build/stickybadge-bench.wasm" "$build/StickyBadgeWebBench.o" "$build/StickyBadge.o" "$build/runtime.o"
  echo "build-web: wrote $build/stickybadge-bench.wasm"
fi

if $faces; then
  # The cross-face pixel test: the blob module's exports (the paint layout included), the
  # scenario layer and sb_paint_scenario_frame. A test module: no budget, not in the page.
  compile_module StickyBadgeWebFaces "StickyBadge StickyBadgeScenario StickyBadgeWeb StickyBadgeWebBlob" \
    $(find "$root/Web/tests/StickyBadgeWebFaces" -name '*.swift' | sort)
  faces_inputs=("$build/StickyBadgeWebFaces.o" "$build/StickyBadgeWebBlob.o"
    "$build/StickyBadgeScenario.o" "$build/StickyBadgeWeb.o" "$build/StickyBadge.o" "$build/runtime.o")
  [ -f "$unicode_tables" ] && faces_inputs+=("$unicode_tables")
  link "$build/stickybadge-faces.wasm" "${faces_inputs[@]}"
  echo "build-web: wrote $build/stickybadge-faces.wasm"
fi

# The page's script: Web/playground/main.js and the web package's modules it imports, bundled
# by esbuild (the bundler of the package's own files, scripts/build-web-package.sh) into one
# classic script, which Web/playground/assemble.py inlines with the css and the modules.
# (`import.meta.url` is read by runtime.js only for a wasm file the page never fetches.)
esbuild --bundle --format=iife --log-level=warning --define:import.meta.url=location.href \
  "$root/Web/playground/main.js" --outfile="$build/playground.js"
python3 "$root/Web/playground/assemble.py" "$root/Web/playground" "$build/playground.js" \
  "$build/stickybadge.wasm" "$build/stickybadge-blob.wasm" "$build/stickybadge-scenario.wasm" \
  "$out/playground.html"
# Raw and gzip sizes (gzip -9 -n: no name or time in the header), checked against the budgets.
over=0
report() { # label, file, budget
  local raw packed
  raw=$(wc -c <"$2")
  packed=$(gzip -9 -n -c "$2" | wc -c)
  local verdict="budget $3"
  if [ "$raw" -ge "$3" ]; then
    verdict="OVER budget $3"
    over=$((over + 1))
  fi
  printf 'build-web: %-16s %8d bytes, gzip %7d bytes (%s)\n' "$1" "$raw" "$packed" "$verdict"
}
report "blob module" "$build/stickybadge-blob.wasm" "$blob_budget"
report "package module" "$build/stickybadge.wasm" "$package_budget"
report "scenario module" "$build/stickybadge-scenario.wasm" "$scenario_budget"
report "playground.html" "$out/playground.html" "$page_budget"
echo "build-web: wrote $out/playground.html"
if $check_budgets && [ "$over" -gt 0 ]; then
  echo "build-web: $over size budget(s) exceeded" >&2
  exit 1
fi
# The blob module takes the stretchy circle's rows only, so that it does not grow with the
# badge's knobs: none of the badge's table is linked into it (its first row's path stands for it).
if $check_budgets && grep -q snapDistance "$build/stickybadge-blob.wasm"; then
  echo "build-web: the blob module carries the badge's configuration table (snapDistance)" >&2
  exit 1
fi
