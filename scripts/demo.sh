#!/usr/bin/env bash
# The main job: renders the demo gallery (animated SVGs and GIFs of every built-in
# scenario, with their scenario files) and builds the web playground into it.
#
#   scripts/demo.sh [OUTDIR]     (default: stickybadge-demo)
#
# Installs cairo and giflib when missing (scripts/install-deps.sh build), builds the
# stickybadge CLI in release mode, runs `stickybadge demo --out OUTDIR`, then
# `scripts/build-web.sh OUTDIR`, and prints where the gallery is.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${1:-stickybadge-demo}"

scripts/install-deps.sh build
swift build -c release --product stickybadge
bin="$(swift build -c release --show-bin-path)"
"$bin/stickybadge" demo --out "$out"
scripts/build-web.sh "$out"
gallery="$(cd "$out" && pwd)/index.html"
echo
echo "Gallery:    $gallery"
echo "Playground: $(cd "$out" && pwd)/playground.html"
