#!/usr/bin/env bash
# Installs what the project's scripts need, by group, only when it is missing.
#
#   scripts/install-deps.sh [build] [web] [webtools] [render] [bench] [all]
#
# build   cairo and giflib headers (the CLI renders with them), pkg-config, a font,
#         binaryen (wasm-opt shrinks the web playground's modules), esbuild (it bundles the
#         playground page's modules and the web package's)
# render  chromium and ImageMagick, to look at rendered pictures in tests
# web     chromium (Debian), Playwright, axe-playwright-python (axe-core) and pytest (PyPI;
#         Playwright drives the system chromium, no browser download; the browser tests are
#         pytest tests), React 18
#         (node-react, node-react-dom: the package's server-render test) and esbuild
#         (it minifies and bundles the package's modules)
# webtools what the web package's consumers use, from Debian (scripts/check-web-frameworks.sh):
#         React 18 (node-react, node-react-dom, with their types and the csstype and prop-types
#         types they import), Preact 8 (node-preact), Vue 2 (libjs-vue, node-vue with
#         vue-server-renderer and what it requires), jsdom (node-jsdom: the components' unit
#         tests), esbuild, rollup 3, TypeScript (tsc), eslint; their modules live in
#         /usr/share/nodejs, Vue's builds in /usr/share/javascript/vue. And Debian's webpack 5,
#         ts-loader and rollup's plugins (node-resolve, commonjs, replace), which apt-get does
#         not install beside Node 20 (they depend on node-types-node, which only Debian's Node
#         18 provides) but which run on it: downloaded with `apt-get download` with the node
#         modules they depend on, and unpacked (dpkg-deb -x) into .build/debian-node, the
#         project's own folder; the system's packages are left alone. Its modules are in
#         .build/debian-node/usr/share/nodejs (a NODE_PATH entry).
# bench   valgrind, for instruction counts
#
# Run as root it installs with apt-get and pip; otherwise it names what is missing and
# the command that would install it, and exits 1.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(build)
for group in "${groups[@]}"; do
  [ "$group" = all ] && groups=(build render web webtools bench) && break
done

apt_packages=()
pip_packages=()
unpack_debian_node=0
need_deb() { # need_deb PACKAGE [FILE-THAT-PROVES-IT]
  if [ -n "${2:-}" ] && [ -e "$2" ]; then return; fi
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" || apt_packages+=("$1")
}
need_pip() { # need_pip PACKAGE MODULE
  python3 -c "import $2" 2>/dev/null || pip_packages+=("$1")
}

for group in "${groups[@]}"; do
  case "$group" in
    build)
      need_deb libcairo2-dev /usr/include/cairo/cairo.h
      need_deb libgif-dev /usr/include/gif_lib.h
      need_deb pkg-config /usr/bin/pkg-config
      need_deb fonts-dejavu-core /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
      need_deb binaryen /usr/bin/wasm-opt
      need_deb esbuild /usr/bin/esbuild
      ;;
    render)
      need_deb chromium /usr/bin/chromium
      need_deb imagemagick /usr/bin/convert
      ;;
    web)
      need_deb chromium /usr/bin/chromium
      # npm packs the web package and installs the tarball into the example (check-web-package.sh).
      command -v npm >/dev/null || { need_deb nodejs; need_deb npm; }
      need_pip playwright playwright
      # axe-core (the accessibility checker pages are gated on), for Playwright: the browser tests'.
      need_pip axe-playwright-python axe_playwright_python
      # The package's browser tests are pytest tests; its Node test server-renders with React 18.
      need_pip pytest pytest
      need_deb node-react /usr/share/nodejs/react/package.json
      need_deb node-react-dom /usr/share/nodejs/react-dom/package.json
      # esbuild minifies and bundles the package's modules (build-web-package.sh).
      need_deb esbuild /usr/bin/esbuild
      ;;
    webtools)
      need_deb node-react /usr/share/nodejs/react/package.json
      need_deb node-react-dom /usr/share/nodejs/react-dom/package.json
      # What node-react's types (@types/react) import, for tsc.
      need_deb node-csstype /usr/share/nodejs/csstype/package.json
      need_deb node-prop-types /usr/share/nodejs/@types/prop-types/index.d.ts
      need_deb esbuild /usr/bin/esbuild
      # rollup (the bundler under Vite's production build) builds the React example too.
      need_deb rollup /usr/bin/rollup
      need_deb node-typescript /usr/bin/tsc
      need_deb eslint /usr/bin/eslint
      need_deb libjs-vue /usr/share/javascript/vue/vue.esm.browser.min.js
      need_deb node-preact /usr/share/nodejs/preact/package.json
      need_deb node-vue /usr/share/nodejs/vue-server-renderer/package.json
      # What vue-server-renderer requires (node-vue recommends them).
      need_deb node-serialize-javascript /usr/share/nodejs/serialize-javascript/package.json
      need_deb node-resolve /usr/share/nodejs/resolve/package.json
      need_deb node-jsdom /usr/share/nodejs/jsdom/package.json
      unpack_debian_node=1
      ;;
    bench)
      need_deb valgrind /usr/bin/valgrind
      ;;
    *)
      echo "install-deps: unknown group '$group' (build, render, web, webtools, bench, all)" >&2
      exit 2
      ;;
  esac
done

# Debian's webpack, ts-loader and rollup plugins with the node modules they depend on (not
# nodejs itself), unpacked into .build/debian-node: `apt-get download` each package of their
# dependency closure that is a node module (node-*, libjs-*, or depending on nodejs), then
# `dpkg-deb -x` into a new folder that replaces the old one only once every package is in.
# Done again only when the list of packages below changes or a file it must hold is missing.
debian_node="$root/.build/debian-node"
debian_node_packages=(webpack node-ts-loader node-rollup-plugin-node-resolve node-rollup-plugin-commonjs
  node-rollup-plugin-replace)
debian_node_files=(webpack-cli/bin/cli.js webpack/package.json ts-loader/package.json
  @rollup/plugin-node-resolve/package.json @rollup/plugin-commonjs/package.json
  @rollup/plugin-replace/package.json enhanced-resolve/lib/ResolverFactory.js)
debian_node_present() {
  [ "$(cat "$debian_node/packages" 2>/dev/null)" = "${debian_node_packages[*]}" ] || return 1
  local file
  for file in "${debian_node_files[@]}"; do
    [ -e "$debian_node/usr/share/nodejs/$file" ] || return 1
  done
}
debian_node_closure() {
  apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances --no-pre-depends "${debian_node_packages[@]}" \
    | awk '/^[a-z0-9]/ { name = $1; if (name ~ /^(node-|libjs-)/) print name; next }
           /Depends: <?nodejs(:any)?>?$/ { print name }' | sort -u
}
install_debian_node() {
  local work="$debian_node.new" closure
  rm -rf "$work"
  mkdir -p "$work/debs"
  closure="$(debian_node_closure)" && [ -n "$closure" ] || {
    echo "error: apt-cache found no packages for ${debian_node_packages[*]}; run apt-get update" >&2
    return 1
  }
  # shellcheck disable=SC2086 # one package name a word
  if ! (cd "$work/debs" && apt-get download -qq $closure >/dev/null 2>&1); then
    if [ "$(id -u)" -ne 0 ]; then
      echo "error: apt-get download failed; run apt-get update as root, then scripts/install-deps.sh webtools" >&2
      return 1
    fi
    apt-get update -qq >/dev/null
    # shellcheck disable=SC2086
    (cd "$work/debs" && apt-get download -qq $closure >/dev/null 2>&1) || {
      echo "error: apt-get download of ${debian_node_packages[*]} and their node modules failed" >&2
      return 1
    }
  fi
  local deb
  for deb in "$work"/debs/*.deb; do
    dpkg-deb -x "$deb" "$work" || { echo "error: dpkg-deb could not unpack $deb" >&2; return 1; }
  done
  rm -rf "$work/debs" "$work/usr/share/doc" "$work/usr/share/man" "$work/usr/share/lintian"
  printf '%s' "${debian_node_packages[*]}" >"$work/packages"
  rm -rf "$debian_node"
  mv "$work" "$debian_node"
  debian_node_present || { echo "error: .build/debian-node lacks a file of ${debian_node_files[*]}" >&2; return 1; }
  echo "install-deps: unpacked $(wc -w <<<"$closure") Debian packages into .build/debian-node" >&2
}
if [ "$unpack_debian_node" -eq 1 ] && ! debian_node_present; then
  install_debian_node || exit 1
fi

# De-duplicate.
if [ ${#apt_packages[@]} -gt 0 ]; then
  mapfile -t apt_packages < <(printf '%s\n' "${apt_packages[@]}" | sort -u)
fi

if [ ${#apt_packages[@]} -eq 0 ] && [ ${#pip_packages[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing packages for: ${groups[*]}" >&2
  [ ${#apt_packages[@]} -gt 0 ] && echo "  Debian: sudo apt-get install -y ${apt_packages[*]}" >&2
  [ ${#pip_packages[@]} -gt 0 ] && echo "  PyPI:   python3 -m pip install ${pip_packages[*]}" >&2
  exit 1
fi

if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "install-deps: apt-get install ${apt_packages[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi
if [ ${#pip_packages[@]} -gt 0 ]; then
  echo "install-deps: pip install ${pip_packages[*]}" >&2
  python3 -m pip install -q "${pip_packages[@]}" 2>&1 | grep -v -i "warning: running pip as the 'root' user" >&2 || true
  for package in "${pip_packages[@]}"; do
    python3 -c "import $package" || { echo "install-deps: pip could not install $package" >&2; exit 1; }
  done
fi
