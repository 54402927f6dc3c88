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

. "$root/scripts/lib/checks.sh"

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
# first: the SwiftUI stand-in imports it for UIViewRepresentable and
# UIViewControllerRepresentable.
build_stand_in() { # framework, source file, output directory
  mkdir -p "$3"
  if swiftc -emit-module -parse-as-library -swift-version 5 -I "$3" -module-name "$1" "$2" \
    -o "$3/$1.swiftmodule" >"$3/$1.log" 2>&1; then
    pass "stand-in $1 module built ($(basename "$3"))"
  else
    cat "$3/$1.log"
    fail "stand-in $1 module built ($(basename "$3"))"
    # Without the stand-in, `canImport` is false and the adapters would check vacuously.
    finish
  fi
}
# Three SDKs: the current iOS SDKs (from iOS 18, whose headers declare the accessibility
# notification and trait constants `const` and `NS_SWIFT_NONISOLATED`); SDKs before iOS 18,
# which declare those constants as mutable globals (imported as `static var`, which Swift 6
# rejects unless the import is @preconcurrency); and macOS, whose SwiftUI has no UIKit.
python3 - scripts/apple-stubs/UIKit.swift "$work/UIKit-ios-before-18.swift" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
names = ["announcement", "staticText", "updatesFrequently"]
for name in names:
    text, count = re.subn(r"public static let %s\b" % name, "public static var %s" % name, text)
    if count != 1: sys.exit("expected one `public static let %s` in the UIKit stand-in" % name)
open(sys.argv[2], "w").write(text)
PY
for sdk in ios ios-before-18 macos; do
  build_stand_in CoreGraphics scripts/apple-stubs/CoreGraphics.swift "$work/$sdk"
done
build_stand_in UIKit scripts/apple-stubs/UIKit.swift "$work/ios"
build_stand_in SwiftUI scripts/apple-stubs/SwiftUI.swift "$work/ios"
build_stand_in UIKit "$work/UIKit-ios-before-18.swift" "$work/ios-before-18"
build_stand_in SwiftUI scripts/apple-stubs/SwiftUI.swift "$work/ios-before-18"
build_stand_in SwiftUI scripts/apple-stubs/SwiftUI.swift "$work/macos"

# The adapters' shared module (`package` declarations, so one package name throughout).
for sdk in ios ios-before-18 macos; do
  if swiftc -emit-module -parse-as-library -swift-version 6 -package-name StickyBadge \
    -I "$work/$sdk" -I "$modules" -module-name StickyBadgeAppleSupport \
    Sources/StickyBadgeAppleSupport/*.swift -o "$work/$sdk/StickyBadgeAppleSupport.swiftmodule" \
    >"$work/support-$sdk.log" 2>&1 && ! grep -qE "(error|warning):" "$work/support-$sdk.log"; then
    pass "StickyBadgeAppleSupport type-checks in Swift 6 mode with no warnings ($sdk)"
  else
    grep -E "(error|warning):" "$work/support-$sdk.log" | head -40
    fail "StickyBadgeAppleSupport type-checks in Swift 6 mode with no warnings ($sdk)"
  fi
done

typecheck() { # name, stand-in directory, then source files
  local name=$1 sdk=$2
  shift 2
  if swiftc -typecheck -swift-version 6 -package-name StickyBadge -I "$sdk" -I "$modules" \
    -module-name "$name" "$@" \
    >"$work/$name.typecheck.log" 2>&1 && ! grep -qE "(error|warning):" "$work/$name.typecheck.log"; then
    pass "$name type-checks in Swift 6 mode with no warnings ($(basename "$sdk"))"
  else
    grep -E "(error|warning):" "$work/$name.typecheck.log" | head -40
    fail "$name type-checks in Swift 6 mode with no warnings ($(basename "$sdk"))"
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
emit() { # stand-in directory, module name, then source files
  local sdk=$1 name=$2
  shift 2
  swiftc -emit-module -parse-as-library -swift-version 6 -package-name StickyBadge \
    -I "$sdk" -I "$modules" \
    -module-name "$name" "$@" -o "$sdk/$name.swiftmodule" >"$work/$name.emit.log" 2>&1
}
# The SwiftUI adapter imports the UIKit one (its badge is StickyBadgeView), so the UIKit
# adapter's interface is emitted beside each iOS stand-in first.
for sdk in ios ios-before-18; do
  typecheck StickyBadgeUIKit "$work/$sdk" "$work"/uikit/*.swift
  if emit "$work/$sdk" StickyBadgeUIKit "$work"/uikit/*.swift; then
    typecheck StickyBadgeSwiftUI "$work/$sdk" Sources/StickyBadgeSwiftUI/*.swift
  else
    cat "$work/StickyBadgeUIKit.emit.log"
    fail "StickyBadgeUIKit interface emitted for the SwiftUI adapter ($sdk)"
  fi
done
# macOS: without UIKit the SwiftUI adapter keeps only StretchyCircleView (the badge modifier
# is UIKit's view).
typecheck StickyBadgeSwiftUI "$work/macos" Sources/StickyBadgeSwiftUI/*.swift

# The stand-in of SDKs before iOS 18 does model their problem: the constants are rejected
# without @preconcurrency.
printf 'import UIKit\n@MainActor func probe() { UIAccessibility.post(notification: .announcement, argument: nil) }\n' >"$work/probe-before-18.swift"
if swiftc -typecheck -swift-version 6 -I "$work/ios-before-18" "$work/probe-before-18.swift" >/dev/null 2>&1; then
  fail "the stand-in of SDKs before iOS 18 rejects its mutable accessibility constants without @preconcurrency"
else
  pass "the stand-in of SDKs before iOS 18 rejects its mutable accessibility constants without @preconcurrency"
fi

# The example apps (Swift Playgrounds app packages), against the adapters' interfaces. Their
# sources are every .swift file in the package folder except the manifest.
example_sources() { find "Examples/$1.swiftpm" -name '*.swift' ! -name Package.swift | sort; }
if emit "$work/ios" StickyBadgeSwiftUI Sources/StickyBadgeSwiftUI/*.swift; then
  pass "adapter interfaces emitted for the examples"
  for example in UIKitConversations SwiftUIConversations; do
    # shellcheck disable=SC2046 # one argument per file; the names have no spaces
    typecheck "$example" "$work/ios" -parse-as-library $(example_sources "$example")
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
if swiftc -typecheck -swift-version 6 -I "$work/ios" "$work/probe.swift" >/dev/null 2>&1; then
  fail "a wrong use of the stand-in API is rejected"
else
  pass "a wrong use of the stand-in API is rejected"
fi

finish
