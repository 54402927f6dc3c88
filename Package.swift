// swift-tools-version: 6.0
import PackageDescription

// StickyBadge: a platform-independent core (pure Swift, Embedded-clean), thin UIKit and
// SwiftUI adapters (compiled where those frameworks exist, and on Linux as below), a
// scenario/JSON layer shared by the CLI and the web build, and the `stickybadge`
// command-line tool, which renders with cairo and giflib on Linux.
// On Linux, the Apple adapters' own sources build and run against a behavioural model of the
// UIKit, Core Graphics and SwiftUI API they use (Tests/AppleModel, a test fixture, not a
// product: Docs/AppleAPI.md), and StickyBadgeUIKitTests and StickyBadgeSwiftUITests drive them
// as a person would. The model's modules are named as Apple's frameworks, so they exist only
// where those do not: on a Mac, and for iOS, this manifest is exactly the package without them.
#if os(Linux)
  let appleModel: [Target.Dependency] = ["UIKit"]
  let swiftUIModel: [Target.Dependency] = ["UIKit", "SwiftUI"]
  let appleModelTargets: [Target] = [
    .target(name: "CoreGraphics", path: "Tests/AppleModel/CoreGraphics"),
    .target(name: "UIKit", dependencies: ["CoreGraphics"], path: "Tests/AppleModel/UIKit"),
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/AppleModel/SwiftUI"),
    // One test at a time on the models' shared clock, display links and text size.
    .target(name: "AppleModelTesting", path: "Tests/AppleModel/Testing"),
    // Swift Testing's cross-import overlays for Apple's UIKit and Core Graphics (test
    // attachments of their images) do not exist for the model's modules of those names.
    .testTarget(
      name: "StickyBadgeUIKitTests",
      dependencies: [
        "StickyBadge", "StickyBadgeAppleSupport", "StickyBadgeUIKit", "UIKit", "AppleModelTesting",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    .testTarget(
      name: "StickyBadgeSwiftUITests",
      dependencies: [
        "StickyBadge", "StickyBadgeAppleSupport", "StickyBadgeUIKit", "StickyBadgeSwiftUI",
        "UIKit", "SwiftUI", "AppleModelTesting",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ]
#else
  let appleModel: [Target.Dependency] = []
  let swiftUIModel: [Target.Dependency] = []
  let appleModelTargets: [Target] = []
#endif

let package = Package(
  name: "StickyBadge",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "StickyBadge", targets: ["StickyBadge"]),
    .library(name: "StickyBadgeUIKit", targets: ["StickyBadgeUIKit"]),
    .library(name: "StickyBadgeSwiftUI", targets: ["StickyBadgeSwiftUI"]),
    .library(name: "StickyBadgeScenario", targets: ["StickyBadgeScenario"]),
    .library(
      name: "StickyBadgeCommandLine",
      targets: ["StickyBadgeCommandLine", "StickyBadgeCommandLineIO"]),
    .executable(name: "stickybadge", targets: ["stickybadge"]),
    .executable(name: "stickybadge-knobs", targets: ["stickybadge-knobs"]),
    .executable(name: "stickybadge-bench", targets: ["StickyBadgeBenchmark"]),
  ],
  targets: [
    // The core: pure Swift, no Foundation, Embedded-clean. Every decision lives here.
    .target(name: "StickyBadge"),
    // Apple adapters: their sources are wrapped in `#if canImport(UIKit)` / `canImport(SwiftUI)`.
    // They share the paint list's Core Graphics bridge and UIKit's colours and fonts in core
    // terms (`package` declarations, `#if canImport(CoreGraphics)` / `canImport(UIKit)`); the
    // haptics are the UIKit adapter's, which the SwiftUI badge (a UIKit view) uses.
    .target(name: "StickyBadgeAppleSupport", dependencies: ["StickyBadge"] + appleModel),
    .target(
      name: "StickyBadgeUIKit",
      dependencies: ["StickyBadge", "StickyBadgeAppleSupport"] + appleModel),
    // On iOS the SwiftUI badge is the UIKit badge view in a UIViewRepresentable.
    .target(
      name: "StickyBadgeSwiftUI",
      dependencies: ["StickyBadge", "StickyBadgeAppleSupport", "StickyBadgeUIKit"] + swiftUIModel),
    // JSON, scenarios and the scenario player: pure Swift, shared by the CLI and the web build.
    .target(name: "StickyBadgeScenario", dependencies: ["StickyBadge"]),
    // Drawing frames: SVG written directly, PNG and GIF through cairo and giflib.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    // cairo and giflib are linked on Linux only, so that `swift build` works on a Mac with or
    // without Homebrew's cairo and giflib; there PNG and GIF output report an error.
    .target(
      name: "StickyBadgeRendering",
      dependencies: [
        "StickyBadge", "StickyBadgeScenario",
        .target(name: "CCairo", condition: .when(platforms: [.linux])),
        .target(name: "CGif", condition: .when(platforms: [.linux])),
      ]),
    // The command-line tool's commands, a library so that the CLI fuzzer can run the real
    // entry point in-process; the executable only calls it.
    .target(
      name: "StickyBadgeCommandLine",
      dependencies: [
        "StickyBadge", "StickyBadgeScenario", "StickyBadgeRendering", "StickyBadgeDemoScenarios",
        "StickyBadgeCommandLineIO", "StickyBadgeKnobsCommand",
      ]),
    // The tool's I/O layer: standard streams, files, arguments and failures.
    .target(name: "StickyBadgeCommandLineIO", dependencies: ["StickyBadgeScenario"]),
    // `stickybadge knobs`, which writes the files written from the configuration tables; apart
    // from the renderer, so that `stickybadge-knobs` (that command alone) never builds cairo.
    .target(
      name: "StickyBadgeKnobsCommand",
      dependencies: ["StickyBadgeScenario", "StickyBadgeCommandLineIO"]),
    .executableTarget(
      name: "stickybadge-knobs",
      dependencies: ["StickyBadgeKnobsCommand", "StickyBadgeCommandLineIO"]),
    // The demo's scenario files, built into the tool: their bytes are embedded in code, so
    // `stickybadge demo` runs from anywhere; `DemoScenarios.swift` beside them lists them.
    .target(
      name: "StickyBadgeDemoScenarios", exclude: ["README.md"],
      resources: [
        .embedInCode("01-spring-home.json"),
        .embedInCode("02-burst.json"),
        .embedInCode("03-reattach.json"),
        .embedInCode("04-capsule-99-plus.json"),
        .embedInCode("05-pull-mode-big-circle-stays.json"),
        .embedInCode("06-pull-mode-big-circle-moves.json"),
        .embedInCode("07-waist-narrowing.json"),
        .embedInCode("08-classic-connector.json"),
        .embedInCode("09-stretchy-circle.json"),
        .embedInCode("10-grab-during-return.json"),
        .embedInCode("11-fast-fling.json"),
        .embedInCode("12-seed-001-image-burst.json"),
        .embedInCode("13-seed-003-shake.json"),
      ]),
    .executableTarget(
      name: "stickybadge", dependencies: ["StickyBadgeCommandLine", "StickyBadgeCommandLineIO"]),
    .executableTarget(
      name: "StickyBadgeBenchmark",
      dependencies: ["StickyBadge", "StickyBadgeScenario", "CAllocationCounter"]),
    // Counts malloc/free calls by defining them on Linux/glibc (elsewhere, e.g. macOS, it
    // compiles to a stub that reports counting as unavailable); only the benchmark links it.
    .target(name: "CAllocationCounter"),
    // The web modules' export layers (`@_expose(wasm)`/`@_cdecl` functions over the core's
    // Swift APIs): compiled here for the Linux tests, linked into wasm by scripts/build-web.sh.
    .target(
      name: "StickyBadgeWeb", dependencies: ["StickyBadge"], path: "Web/Wasm/StickyBadgeWeb"),
    .target(
      name: "StickyBadgeWebBlob", dependencies: ["StickyBadge", "StickyBadgeWeb"],
      path: "Web/Wasm/StickyBadgeWebBlob"),
    // The badge's configuration buffer and sb_config_apply: the package's and the scenario
    // module's, not the blob module's (which takes the stretchy circle's rows only).
    .target(
      name: "StickyBadgeWebConfiguration", dependencies: ["StickyBadge", "StickyBadgeWeb"],
      path: "Web/Wasm/StickyBadgeWebConfiguration"),
    .target(
      name: "StickyBadgeWebPackage",
      dependencies: ["StickyBadge", "StickyBadgeWeb", "StickyBadgeWebConfiguration"],
      path: "Web/Wasm/StickyBadgeWebPackage"),
    .target(
      name: "StickyBadgeWebScenario",
      dependencies: [
        "StickyBadge", "StickyBadgeScenario", "StickyBadgeWeb", "StickyBadgeWebConfiguration",
      ],
      path: "Web/Wasm/StickyBadgeWebScenario"),
    .target(
      name: "StickyBadgeWebFaces",
      dependencies: ["StickyBadge", "StickyBadgeScenario", "StickyBadgeWeb", "StickyBadgeWebBlob"],
      path: "Web/tests/StickyBadgeWebFaces"),
    .testTarget(name: "StickyBadgeTests", dependencies: ["StickyBadge"]),
    .testTarget(
      name: "StickyBadgeScenarioTests", dependencies: ["StickyBadge", "StickyBadgeScenario"]),
    .testTarget(
      name: "StickyBadgeRenderingTests",
      // CGif: the tests read GIFs back with giflib (GIFDecoder lives in the tests); like the
      // renderer's, on Linux only, so that the tests build on a Mac without Homebrew's giflib.
      dependencies: [
        "StickyBadge", "StickyBadgeScenario", "StickyBadgeRendering",
        .target(name: "CGif", condition: .when(platforms: [.linux])),
      ],
      exclude: ["References"]),
    .testTarget(
      name: "StickyBadgeCLITests",
      dependencies: [
        "stickybadge", "stickybadge-knobs", "StickyBadgeCommandLine", "StickyBadgeCommandLineIO",
        "StickyBadgeScenario", "StickyBadgeRendering",
      ]),
    .testTarget(
      name: "StickyBadgeWebTests",
      dependencies: [
        "StickyBadge", "StickyBadgeScenario", "StickyBadgeWeb", "StickyBadgeWebBlob",
        "StickyBadgeWebConfiguration", "StickyBadgeWebPackage", "StickyBadgeWebScenario",
        "StickyBadgeWebFaces",
      ]),
  ] + appleModelTargets,
  swiftLanguageModes: [.v6]
)
