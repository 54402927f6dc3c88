#!/usr/bin/env bash
# Builds the web package (Web/package) and packs it with `npm pack`:
#
#   scripts/build-web-package.sh [OUTDIR]        (default: .build/web-package)
#
# Builds the wasm modules (scripts/build-web.sh), writes src/resting-numbers.js from the
# core (Web/package/tools/write-resting-numbers.js: the numbers a badge at rest is laid out
# with before the core loads) and fails when the committed copy differs, copies the
# package's files with the package module as src/stickybadge.wasm into OUTDIR/package, runs
# `npm pack` there (OUTDIR/stickybadge-VERSION.tgz) and unpacks the tarball into
# OUTDIR/installed (what the tests and the example load), and writes
# OUTDIR/stickybadge.standalone.js (the package's modules as one classic script with the
# wasm inlined, for file:// pages). Prints the gzip size of every
# shipped file, the total and the first paint (the modules index.js imports statically:
# what a page loads before its badges show; the rest is imported when the core is wanted),
# and fails when either is at or over its budget.
set -euo pipefail

# Both budgets (gzip bytes, strictly under) are read from scripts/budgets.txt: every shipped
# file (JavaScript and wasm) together, and the modules loaded before the badges show.
budget="$("$(dirname "${BASH_SOURCE[0]}")/budget.sh" web-package-gzip)"
first_paint_budget="$("$(dirname "${BASH_SOURCE[0]}")/budget.sh" web-first-paint-gzip)"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/.build/web-package}"
mkdir -p "$out" && out="$(cd "$out" && pwd)" # absolute: npm pack runs in another folder
build="${STICKYBADGE_WEB_BUILD:-$root/.build/web}"
command -v npm >/dev/null || { echo "build-web-package: npm not found; run scripts/install-deps.sh web" >&2; exit 1; }
command -v esbuild >/dev/null || { echo "build-web-package: esbuild not found; run scripts/install-deps.sh web" >&2; exit 1; }

"$root/scripts/build-web.sh" "$out/playground" >/dev/null
rm -rf "$out/package" "$out/installed"
mkdir -p "$out/package/src" "$out/installed"
cp "$root/Web/package/package.json" "$root/Web/package/"*.d.ts "$root/Web/package/README.md" \
  "$root/Web/package/RECIPES.md" "$root/Web/package/custom-elements.json" "$out/package/"
# The shipped modules, minified by esbuild (their exports' names kept; the sources, with
# comments, are in the repository, and the declarations document the API). The modules
# below ship each on its own: the first paint's (index.js and what it imports) and the
# label bitmaps (label-bitmap.js, which the package's tests compare with fillText). Each
# carries the source modules only it imports (element.js its roots, styles and resting
# layout: one concept a file in the sources, one module on the page). Every other module is
# reached only through core-api.js, the lazily loaded API: it ships bundled into
# core-api.js, one module, with the separate ones left as imports. (No module keeps state
# but index.js, whose one shared overlay the core is started on: a module may ship in two
# places without a second copy of anything a page shares.)
separate=(index.js element.js early-input.js loader.js clock.js pending.js resting-numbers.js page-input.js label-bitmap.js)
externals=()
for module in "${separate[@]}" core-api.js; do externals+=("--external:./$module"); done
for module in "${separate[@]}" core-api.js; do
  esbuild --bundle --minify --format=esm --log-level=warning "${externals[@]}" \
    --metafile="$out/$module.meta.json" "$root/Web/package/src/$module" \
    --outfile="$out/package/src/$module"
done
# The framework components (stickybadge/react, /preact, /vue: their own package.json exports
# entries, which only a page that imports them loads), each minified on its own, their imports
# of the package's modules and the frameworks left as they are.
mkdir -p "$out/package/src/frameworks"
for module in "$root/Web/package/src/frameworks/"*.js; do
  esbuild --minify --format=esm --log-level=warning "$module" --outfile="$out/package/src/frameworks/${module##*/}"
done
# Every source module ships: on its own, or inside a shipped module that imports it.
node - "$out" "$root/Web/package/src" "${separate[@]}" core-api.js <<'NODE' || exit 1
const fs = require("fs");
const path = require("path");
const [out, sources, ...shipped] = process.argv.slice(2);
const bundled = shipped.flatMap((module) => Object.keys(JSON.parse(
  fs.readFileSync(path.join(out, `${module}.meta.json`), "utf8")).inputs))
  .map((input) => path.basename(input));
const missing = fs.readdirSync(sources).filter((name) => name.endsWith(".js")
  && !bundled.includes(name));
if (missing.length > 0) {
  console.error(`error: ${missing.join(", ")} ships in no module`);
  process.exit(1);
}
NODE
cp "$build/stickybadge.wasm" "$out/package/src/stickybadge.wasm"
node "$root/Web/package/tools/write-resting-numbers.js" "$build/stickybadge.wasm" "$out/resting-numbers.js"
if ! cmp -s "$out/resting-numbers.js" "$root/Web/package/src/resting-numbers.js"; then
  echo "error: Web/package/src/resting-numbers.js differs from the core's numbers; update it with" >&2
  echo "  node Web/package/tools/write-resting-numbers.js $build/stickybadge.wasm Web/package/src/resting-numbers.js" >&2
  exit 1
fi
tarball="$(cd "$out/package" && npm pack --silent --pack-destination "$out" 2>/dev/null | tail -n 1)"
[ -f "$out/$tarball" ] || { echo "build-web-package: npm pack wrote no tarball" >&2; exit 1; }
tar -xzf "$out/$tarball" -C "$out/installed"
# For pages opened from file:// (where a browser loads neither module files nor the wasm with
# fetch): the package as one classic script, bundled and minified by esbuild from the sources
# (the core's modules, which index.js imports lazily, included), after the wasm module
# gzip-compressed as base64 in globalThis.STICKYBADGE_WASM_BASE64 (runtime.js inflates it with
# DecompressionStream); globalThis.stickyBadgeReady is a promise of index.js's exports.
{
  echo "// StickyBadge for file:// pages: the package as one script, its wasm inlined (scripts/build-web-package.sh)."
  printf 'globalThis.STICKYBADGE_WASM_BASE64 = "%s";\n' "$(gzip -9 -n -c "$build/stickybadge.wasm" | base64 -w 0)"
  echo 'import * as entry from "./index.js"; globalThis.stickyBadgeReady = Promise.resolve(entry);' |
    (cd "$root/Web/package/src" && esbuild --bundle --minify --format=iife --log-level=warning \
      --define:import.meta.url=location.href)
} >"$out/stickybadge.standalone.js"
total=0
while IFS= read -r file; do
  packed=$(gzip -9 -n -c "$file" | wc -c)
  total=$((total + packed))
  printf 'build-web-package: %-28s %8d bytes, gzip %7d bytes\n' "${file#"$out/installed/package/"}" "$(wc -c <"$file")" "$packed"
done < <(find "$out/installed/package/src" -type f | sort)
printf 'build-web-package: total shipped (JS + wasm) gzip %d bytes (budget %d); tarball %s %d bytes\n' \
  "$total" "$budget" "$tarball" "$(wc -c <"$out/$tarball")"
printf 'build-web-package: stickybadge.standalone.js (file://, wasm inlined) %d bytes, gzip %d bytes\n' \
  "$(wc -c <"$out/stickybadge.standalone.js")" "$(gzip -9 -n -c "$out/stickybadge.standalone.js" | wc -c)"
# The first paint: index.js and what it imports statically (not import("...")), each gzip.
first_paint_files=$(python3 - "$out/installed/package/src" <<'PYTHON'
import os, re, sys
root, seen, stack = sys.argv[1], [], ["index.js"]
while stack:
    name = stack.pop()
    if name in seen:
        continue
    seen.append(name)
    text = open(os.path.join(root, name), encoding="utf-8").read()
    stack += [os.path.normpath(target) for target in
              re.findall(r'\bimport\s*(?:[^"();]*?from\s*)?"\./([^"]+)"', text)]
print("\n".join(sorted(seen)))
PYTHON
)
first_paint=0
for file in $first_paint_files; do
  first_paint=$((first_paint + $(gzip -9 -n -c "$out/installed/package/src/$file" | wc -c)))
done
printf 'build-web-package: first paint (%s) gzip %d bytes (budget %d)\n' \
  "$(echo $first_paint_files)" "$first_paint" "$first_paint_budget"
if [ "$first_paint" -ge "$first_paint_budget" ]; then
  echo "build-web-package: the first paint is over its gzip budget" >&2
  exit 1
fi
if [ "$total" -ge "$budget" ]; then
  echo "build-web-package: over the gzip budget" >&2
  exit 1
fi
