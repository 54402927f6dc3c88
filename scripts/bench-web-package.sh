#!/usr/bin/env bash
# The web package's browser benchmark (Web/Bench/package_bench.py): builds and installs the
# package into the example as scripts/check-web-package.sh does, then times 60-step mouse
# drags on one badge in headless Chromium: script time per frame (the frames with a pointer
# move, every frame of the drags, pointer held still, idle) and the JavaScript heap
# allocated during the first drag; then the same drag on Web/Bench/canvas-floor.html, which
# makes only the Canvas calls of a moved frame (the floor under the package's figure on the
# machine it runs on); the module's call per moved frame alone, in Node, its caches hot and
# evicted (Web/Bench/module_moves.mjs); then the cost with the size of the page
# (Web/Bench/scale_bench.py: 0 to 10,000 badges against plain spans of the same text, in the
# same run), and the main thread's CPU time for 2,000 of each, appended and scrolled
# (Web/Bench/rows_trace.py). Not a pass/fail check.
#
#   scripts/bench-web-package.sh [--json OUT] [--profile] [--breakdown] [--drags N]
#   (4 drags by default; --profile: where the time goes, CDP; --breakdown: a moved frame's
#   wasm and Canvas calls timed one by one; --json also keeps every moved frame's time)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/web-package"
"$root/scripts/build-web-package.sh" "$out" >/dev/null
site="$out/bench-site"
rm -rf "$site"
mkdir -p "$site"
cp "$root/Web/package/example/index.html" "$root/Web/Bench/scale.html" "$site/"
(cd "$site" && npm install --silent --no-audit --no-fund --offline "$(ls "$out"/stickybadge-*.tgz | tail -n 1)")
python3 "$root/Web/Bench/package_bench.py" "$site" "$@"
# The same drag on a page that makes only the moved frame's Canvas calls: what of the figure
# above is the browser's floor on the machine it runs on.
python3 "$root/Web/Bench/canvas_floor.py"
# The module's one call per moved frame with no browser around it: its own work, hot, with
# V8's baseline tier only, and with the processor's caches evicted before each call, against
# its share of the moved frame above (the same call after the browser slept and drew).
node "$root/Web/Bench/module_moves.mjs" "$out/package/src/stickybadge.wasm"
node --liftoff-only "$root/Web/Bench/module_moves.mjs" "$out/package/src/stickybadge.wasm"
node "$root/Web/Bench/module_moves.mjs" "$out/package/src/stickybadge.wasm" --evict
# The cost with the size of the page: badges against plain spans, 0 to 10,000 rows.
python3 "$root/Web/Bench/scale_bench.py" "$site"
# The same rows by main-thread CPU time (trace events), which the machine's load does not move.
python3 "$root/Web/Bench/rows_trace.py" "$site"
