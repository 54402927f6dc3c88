#!/usr/bin/env bash
# Type-checks the Apple-only adapters (StickyBadgeUIKit, StickyBadgeSwiftUI) on Linux, in
# Swift 6 language mode, against stand-ins of the UIKit and SwiftUI API.
#
# The stand-ins (scripts/apple-stubs/*.swift) declare only the names the adapters use, with
# the signatures, isolation and availability from Apple's documentation; they implement
# nothing. Passing this check means the adapters are consistent with those declarations
# (names, labels, types, optionality, main-actor isolation, Sendable), not that they were
# compiled with the real SDK, which needs a Mac. `@objc` and `#selector` need the
# Objective-C runtime, so they are rewritten to plain declarations for this check only.
# Any error or warning fails. Prints `N passed, N failed` last.
set -uo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
scratch="${APPLE_CHECK_SCRATCH:-$root/.build/check-apple-adapters}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
pass() { echo "PASS: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

for tool in swift swiftc python3; do
  command -v "$tool" >/dev/null 2>&1 || { fail "'$tool' is not on PATH"; finish; }
done

# The core module the adapters import.
if swift build --scratch-path "$scratch" --target StickyBadge >"$work/build.log" 2>&1; then
  pass "StickyBadge core built"
else
  tail -30 "$work/build.log"
  fail "StickyBadge core built"
  finish
fi
modules="$scratch/debug/Modules"

# The stand-in frameworks (Swift 5 mode: they are declarations, not code to check). UIKit
# first: the SwiftUI stand-in imports it for UIViewControllerRepresentable.
for framework in UIKit SwiftUI; do
  if swiftc -emit-module -parse-as-library -swift-version 5 -I "$work" -module-name "$framework" \
    "scripts/apple-stubs/$framework.swift" -o "$work/$framework.swiftmodule" >"$work/$framework.log" 2>&1; then
    pass "stand-in $framework module built"
  else
    cat "$work/$framework.log"
    fail "stand-in $framework module built"
    # Without the stand-in, `canImport` is false and the adapters would check vacuously.
    finish
  fi
done

typecheck() { # name, then source files
  local name=$1
  shift
  if swiftc -typecheck -swift-version 6 -I "$work" -I "$modules" -module-name "$name" "$@" \
    >"$work/$name.typecheck.log" 2>&1 && ! grep -qE "(error|warning):" "$work/$name.typecheck.log"; then
    pass "$name type-checks in Swift 6 mode with no warnings"
  else
    grep -E "(error|warning):" "$work/$name.typecheck.log" | head -40
    fail "$name type-checks in Swift 6 mode with no warnings"
  fi
}

# UIKit adapter: rewrite the Objective-C-only spellings.
mkdir -p "$work/uikit"
for file in Sources/StickyBadgeUIKit/*.swift; do
  python3 - "$file" "$work/uikit/$(basename "$file")" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
text = re.sub(r'#selector\(([A-Za-z.]+)(\([_a-zA-Z:]*\))?\)', lambda m: 'Selector("%s")' % m.group(1), text)
text = text.replace('@objc ', '')
open(sys.argv[2], 'w').write(text)
PY
done
typecheck StickyBadgeUIKit "$work"/uikit/*.swift
typecheck StickyBadgeSwiftUI Sources/StickyBadgeSwiftUI/*.swift

# The example apps (Swift Playgrounds app packages), against the adapters' interfaces. Their
# sources are every .swift file in the package folder except the manifest.
example_sources() { find "Examples/$1.swiftpm" -name '*.swift' ! -name Package.swift | sort; }
emit() { # module name, then source files
  local name=$1
  shift
  swiftc -emit-module -parse-as-library -swift-version 6 -I "$work" -I "$modules" \
    -module-name "$name" "$@" -o "$work/$name.swiftmodule" >"$work/$name.emit.log" 2>&1
}
if emit StickyBadgeUIKit "$work"/uikit/*.swift && emit StickyBadgeSwiftUI Sources/StickyBadgeSwiftUI/*.swift; then
  pass "adapter interfaces emitted for the examples"
  for example in UIKitConversations SwiftUIConversations; do
    # shellcheck disable=SC2046 # one argument per file; the names have no spaces
    typecheck "$example" -parse-as-library $(example_sources "$example")
  done
else
  cat "$work"/*.emit.log
  fail "adapter interfaces emitted for the examples"
fi

# The example manifests, loaded by SwiftPM with the real PackageDescription: AppleProductTypes
# exists only in Xcode and Swift Playgrounds, so a copy of each manifest gets the stand-in
# declarations (scripts/apple-stubs/AppleProductTypes.swift) in place of the import, and its
# relative path to this package becomes absolute. Loading the package graph checks the
# manifest's labels and types against the stand-in, and that the package and the products it
# names exist here.
for example in UIKitConversations SwiftUIConversations; do
  copy="$work/manifests/$example.swiftpm"
  mkdir -p "$copy"
  cp -R "Examples/$example.swiftpm/." "$copy/"
  if python3 - "$copy/Package.swift" "$root" scripts/apple-stubs/AppleProductTypes.swift <<'PY'
import sys
path, root, stand_in = sys.argv[1:]
text = open(path).read()
if text.count("import AppleProductTypes\n") != 1 or text.count('path: "../.."') != 1:
    sys.exit("expected one `import AppleProductTypes` and one `path: \"../..\"`")
text = text.replace("import AppleProductTypes\n", "").replace('path: "../.."', 'path: "%s"' % root)
open(path, "w").write(text + "\n" + open(stand_in).read())
PY
  then
    if (cd "$copy" && swift package show-dependencies) >"$work/$example.manifest.log" 2>&1 &&
      ! grep -qE "(error|warning):" "$work/$example.manifest.log"; then
      pass "$example manifest loads, with its dependency on this package"
    else
      grep -E "(error|warning):" "$work/$example.manifest.log" | head -20
      fail "$example manifest loads, with its dependency on this package"
    fi
  else
    fail "$example manifest loads, with its dependency on this package"
  fi
done

# The check can fail: a deliberately wrong use of the stand-in API is rejected.
printf 'import UIKit\n@MainActor func probe(_ view: UIView) { view.alpha = "opaque" }\n' >"$work/probe.swift"
if swiftc -typecheck -swift-version 6 -I "$work" "$work/probe.swift" >/dev/null 2>&1; then
  fail "a wrong use of the stand-in API is rejected"
else
  pass "a wrong use of the stand-in API is rejected"
fi

finish
