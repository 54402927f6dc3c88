#!/usr/bin/env bash
# Builds the web playground: the StickyBadge core compiled to WebAssembly with Embedded
# Swift, inlined (base64) into one self-contained HTML file that works from file:// and
# over http.
#
#   scripts/build-web.sh [OUTDIR]      (default: stickybadge-demo)
#
# Writes OUTDIR/playground.html and prints the wasm module's size. Intermediate files go
# to .build/web (override with STICKYBADGE_WEB_BUILD). Needs only the Swift toolchain
# (swiftc with the Embedded wasm32 stdlib, clang, wasm-ld) and python3.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-stickybadge-demo}"
build="${STICKYBADGE_WEB_BUILD:-$root/.build/web}"
mkdir -p "$build" "$out"

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
compile_module StickyBadgeWeb "StickyBadge" $(find "$root/Web/Sources/StickyBadgeWeb" -name '*.swift' | sort)
compile_module StickyBadgeWebScenario "StickyBadge StickyBadgeScenario StickyBadgeWeb" $(find "$root/Web/Sources/StickyBadgeWebScenario" -name '*.swift' | sort)
"$clang_bin" --target=wasm32 -nostdlib -ffreestanding -fno-builtin -O2 -c \
  "$root/Web/Runtime/runtime.c" -o "$build/runtime.o"

link() { # output, then inputs
  local output="$1"
  shift
  "$wasm_ld" --no-entry --strip-all --gc-sections -O2 -z stack-size=262144 \
    --initial-memory=2097152 "$@" -o "$output"
}
# The interactive module: the core and the drag/frame exports. Everything the page does
# per frame runs here.
link "$build/stickybadge-core.wasm" "$build/StickyBadgeWeb.o" "$build/StickyBadge.o" "$build/runtime.o"
# The scenario module: the same plus the scenario/JSON layer (simulate, Copy Swift, Copy
# JSON). Loaded by the same page; it is larger because of JSON parsing and coding.
scenario_inputs=("$build/StickyBadgeWebScenario.o" "$build/StickyBadgeScenario.o" "$build/StickyBadgeWeb.o"
  "$build/StickyBadge.o" "$build/runtime.o")
[ -f "$unicode_tables" ] && scenario_inputs+=("$unicode_tables")
link "$build/stickybadge-scenario.wasm" "${scenario_inputs[@]}"

python3 "$root/Web/assemble.py" "$root/Web" "$build/stickybadge-core.wasm" \
  "$build/stickybadge-scenario.wasm" "$out/playground.html"
core_size=$(wc -c <"$build/stickybadge-core.wasm")
scenario_size=$(wc -c <"$build/stickybadge-scenario.wasm")
html_size=$(wc -c <"$out/playground.html")
echo "build-web: wasm core module $core_size bytes ($((core_size / 1024)) KiB)," \
  "scenario module $scenario_size bytes ($((scenario_size / 1024)) KiB)"
echo "build-web: wrote $out/playground.html ($html_size bytes)"
