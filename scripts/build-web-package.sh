#!/usr/bin/env bash
# Builds the web package (Web/package) and packs it with `npm pack`:
#
#   scripts/build-web-package.sh [OUTDIR]        (default: .build/web-package)
#
# Builds the wasm modules (scripts/build-web.sh), copies the package's files with the
# package module as src/stickybadge.wasm into OUTDIR/package, runs `npm pack` there
# (OUTDIR/stickybadge-VERSION.tgz) and unpacks the tarball into OUTDIR/installed (what the
# tests and the example load), and writes OUTDIR/stickybadge.standalone.js (the installed
# modules as one classic script with the wasm inlined, for file:// pages:
# Web/package/standalone.py). Prints the gzip size of every shipped file and the total,
# and fails when the total is at or over the budget: 60,000 bytes gzip, wasm included.
set -euo pipefail

budget=60000 # gzip bytes, every shipped file (JavaScript and wasm) together: strictly under

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/.build/web-package}"
build="${STICKYBADGE_WEB_BUILD:-$root/.build/web}"
command -v npm >/dev/null || { echo "build-web-package: npm not found; run scripts/install-deps.sh web" >&2; exit 1; }

"$root/scripts/build-web.sh" "$out/playground" >/dev/null
rm -rf "$out/package" "$out/installed"
mkdir -p "$out/package/src" "$out/installed"
cp "$root/Web/package/package.json" "$root/Web/package/index.d.ts" "$root/Web/package/README.md" \
  "$root/Web/package/custom-elements.json" "$out/package/"
# The modules without their comments, blank lines and indentation (the sources, with
# comments, are in the repository; the declarations document the API): whole comment
# lines, trailing " // " comments outside strings and leading blanks only, so no code changes. A line inside a template literal never starts
# with // or /* in these modules, and only CSS (where indentation means nothing) spans lines.
for module in "$root/Web/package/src/"*.js; do
  python3 - "$module" "$out/package/src/$(basename "$module")" <<'PYTHON'
import sys
source, target = sys.argv[1:3]
kept, in_block = [], False
for line in open(source, encoding="utf-8"):
    stripped = line.strip()
    if in_block:
        in_block = not stripped.endswith("*/")
        continue
    if stripped.startswith("/*"):
        in_block = not stripped.endswith("*/")
        continue
    if stripped.startswith("//") or not stripped:
        continue
    code, marker, _ = line.partition(" // ")
    if marker and all(code.count(quote) % 2 == 0 for quote in "\"'`"):
        line = code.rstrip() + "\n"  # a trailing comment, outside any string
    kept.append(line.lstrip(" "))
open(target, "w", encoding="utf-8").write("".join(kept))
PYTHON
done
cp "$build/stickybadge.wasm" "$out/package/src/stickybadge.wasm"
tarball="$(cd "$out/package" && npm pack --silent --pack-destination "$out" 2>/dev/null | tail -n 1)"
[ -f "$out/$tarball" ] || { echo "build-web-package: npm pack wrote no tarball" >&2; exit 1; }
tar -xzf "$out/$tarball" -C "$out/installed"
# For pages opened from file://: the package as one classic script with the wasm inlined.
python3 "$root/Web/package/standalone.py" "$out/installed/package/src" "$out/stickybadge.standalone.js"
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
if [ "$total" -ge "$budget" ]; then
  echo "build-web-package: over the gzip budget" >&2
  exit 1
fi
