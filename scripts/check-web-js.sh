#!/usr/bin/env bash
# The web package's and the playground's JavaScript by the project's standards: eslint
# (Debian's, with Web/.eslintrc.json) over Web/package and Web/playground, and the unit tests
# of the package's pure modules and its files (Web/package/test, Node's test runner).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command -v eslint >/dev/null || { echo "error: eslint not found; run scripts/install-deps.sh webtools" >&2; exit 1; }
cd "$root"
# Debian's eslint finds its own modules through NODE_PATH (a Node.js not from Debian has no
# /usr/share/nodejs on its path); the unix formatter needs no other module.
echo "check-web-js: eslint $(NODE_PATH=/usr/share/nodejs eslint --version) Web/package Web/playground"
NODE_PATH=/usr/share/nodejs eslint --ext .js,.mjs,.cjs --max-warnings 0 -f unix Web/package Web/playground
# The framework components' tests import Debian's React, Preact, Vue and jsdom (NODE_PATH for
# their own requires; tools/debian-modules.js for the tests' imports).
NODE_PATH=/usr/share/nodejs node --test Web/package/test/
