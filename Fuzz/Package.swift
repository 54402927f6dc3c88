// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for StickyBadge, kept out of the root package because the root has
// executables with their own `main` and libFuzzer brings its own. Build and run with
// `scripts/check-fuzz.sh` (which runs `swift build -c release --sanitize=fuzzer` here).
//
// The root package is named by its manifest name, so this works whatever the folder
// holding the checkout is called.
let package = Package(
  name: "StickyBadgeFuzz",
  dependencies: [.package(name: "StickyBadge", path: "..")],
  targets: [
    // Byte decoding and the invariant checks shared by the fuzz targets.
    .target(
      name: "StickyBadgeFuzzSupport",
      dependencies: [.product(name: "StickyBadge", package: "StickyBadge")]),
    // Configuration + touch stream -> BadgeSession and StretchyCircleSession, every frame checked.
    .executableTarget(
      name: "fuzz-engine",
      dependencies: [
        "StickyBadgeFuzzSupport", .product(name: "StickyBadge", package: "StickyBadge"),
      ]),
    // Arbitrary text -> the scenario/configuration JSON reader, then the scenario played.
    .executableTarget(
      name: "fuzz-scenario",
      dependencies: [
        "StickyBadgeFuzzSupport", .product(name: "StickyBadge", package: "StickyBadge"),
        .product(name: "StickyBadgeScenario", package: "StickyBadge"),
      ]),
    // Random arguments + standard input -> the stickybadge tool's real entry point, in-process.
    .executableTarget(
      name: "fuzz-cli",
      dependencies: [
        "StickyBadgeFuzzSupport", .product(name: "StickyBadge", package: "StickyBadge"),
        .product(name: "StickyBadgeScenario", package: "StickyBadge"),
        .product(name: "StickyBadgeCommandLine", package: "StickyBadge"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
