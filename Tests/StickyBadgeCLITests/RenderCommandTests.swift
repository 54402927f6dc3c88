import Foundation
import StickyBadgeRendering
import Testing

/// Runs the built `stickybadge` binary, as scripts and users do.
private enum RenderCLI {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs the binary through the suite's shared runner (CLITests.swift).
  static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws
    -> Result
  {
    let result = try CLI.run(arguments, stdin: input, in: directory)
    return Result(
      status: result.status, standardOutput: result.stdout, standardError: result.stderr)
  }

  /// A fresh, empty folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickybadge-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let scenario = """
    {"badge": {"center": [40, 40], "radius": 10, "text": "7"},
     "touches": [{"time": 0, "phase": "began", "location": [40, 40]},
                 {"time": 0.1, "phase": "moved", "location": [70, 60]},
                 {"time": 0.3, "phase": "ended", "location": [70, 60]}],
     "duration": 0.8}
    """
}

/// PNG and GIF need cairo and giflib, which the package links on Linux only.
private let needsRaster = Testing.ConditionTrait.enabled(
  if: RenderScene.isRasterOutputAvailable, "PNG and GIF need cairo and giflib (Linux)")

/// `stickybadge render` and `stickybadge demo` end to end: outputs, and the error contract.
@Suite(.serialized) struct RenderCommandTests {
  /// The contract for bad input: one `error:` line, nothing on stdout, the status, and
  /// no output file (nor temporary file) left in the folder.
  fileprivate func expectFailure(
    _ result: RenderCLI.Result, status: Int32, mentioning words: [String], folder: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(result.status == status, sourceLocation: sourceLocation)
    #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardError.hasPrefix("error: "), sourceLocation: sourceLocation)
    for word in words {
      #expect(
        result.standardError.contains(word), "'\(word)' missing in \(result.standardError)",
        sourceLocation: sourceLocation)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0 != "scenario.json" && $0 != "bad.json"
    }
    #expect(left.isEmpty, "left behind: \(left)", sourceLocation: sourceLocation)
  }

  @Test func missingScenarioFileIsAnIOError() throws {
    let folder = try RenderCLI.temporaryFolder()
    let out = folder.appendingPathComponent("x.gif").path
    let result = try RenderCLI.run([
      "render", folder.appendingPathComponent("nope.json").path, "--out", out,
    ])
    try expectFailure(result, status: 1, mentioning: ["nope.json"], folder: folder)
  }

  @Test func malformedJSONIsInvalidInput() throws {
    let folder = try RenderCLI.temporaryFolder()
    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"badge\": {\"center\": [40, 40]}, \"touches\": [".utf8).write(to: bad)
    for name in ["x.svg", "x.gif", "x.png"] {
      let result = try RenderCLI.run([
        "render", bad.path, "--out", folder.appendingPathComponent(name).path,
      ])
      try expectFailure(result, status: 2, mentioning: ["bad.json"], folder: folder)
    }
    // Wrong types are named with their place in the file.
    try Data("{\"badge\": {\"center\": [40, \"x\"]}, \"touches\": [], \"duration\": 1}".utf8).write(
      to: bad)
    let result = try RenderCLI.run([
      "render", bad.path, "--out", folder.appendingPathComponent("x.svg").path,
    ])
    try expectFailure(result, status: 2, mentioning: ["bad.json", "center"], folder: folder)
  }

  @Test func unwritablePathIsAnIOError() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    // A GIF where one can be drawn, so that the I/O error is the one reported.
    let name = RenderScene.isRasterOutputAvailable ? "x.gif" : "x.svg"
    let out = folder.appendingPathComponent("missing-folder/\(name)").path
    let result = try RenderCLI.run(["render", scenario.path, "--out", out])
    try expectFailure(result, status: 1, mentioning: [name], folder: folder)
    // A folder where the file should go cannot be replaced either.
    let blocker = folder.appendingPathComponent("taken.svg")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    let second = try RenderCLI.run(["render", scenario.path, "--out", blocker.path])
    #expect(second.status == 1)
    #expect(second.standardError.hasPrefix("error: "))
    try FileManager.default.removeItem(at: blocker)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["scenario.json"], "left behind: \(left)")
  }

  @Test func unknownExtensionIsAUsageError() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    for name in ["x.jpg", "x", "x.svg.txt"] {
      let result = try RenderCLI.run([
        "render", scenario.path, "--out", folder.appendingPathComponent(name).path,
      ])
      try expectFailure(result, status: 2, mentioning: [".svg, .gif or .png"], folder: folder)
    }
  }

  @Test(arguments: [
    (["--fps", "0"], "--fps"), (["--fps", "60"], "--fps"), (["--scale", "nan"], "--scale"),
    (["--size", "0x40"], "--size"), (["--size", "abc"], "--size"),
    (["--background", "red"], "--background"),
    (["--time", "0.2"], "--time"), (["--frobnicate"], "--frobnicate"), (["--debug=yes"], "--debug"),
  ])
  func badFlagsAreUsageErrors(flags: [String], named: String) throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    let result = try RenderCLI.run(
      ["render", scenario.path, "--out", folder.appendingPathComponent("x.gif").path] + flags)
    try expectFailure(result, status: 2, mentioning: [named], folder: folder)
  }

  @Test func timeOutsideTheScenarioIsAUsageError() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    let result = try RenderCLI.run([
      "render", scenario.path, "--out", folder.appendingPathComponent("x.png").path, "--time", "5",
    ])
    try expectFailure(result, status: 2, mentioning: ["--time"], folder: folder)
  }

  @Test(needsRaster) func aGIFTooLargeForMemoryIsRefused() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(
      RenderCLI.scenario.replacingOccurrences(of: "\"duration\": 0.8", with: "\"duration\": 600")
        .utf8
    )
    .write(to: scenario)
    let result = try RenderCLI.run([
      "render", scenario.path, "--out", folder.appendingPathComponent("x.gif").path,
    ])
    try expectFailure(result, status: 2, mentioning: ["too large", "frame rate"], folder: folder)
  }

  /// On a Mac (no cairo, no giflib) PNG, GIF and the demo gallery are refused with one
  /// `error:` line and leave nothing behind; SVG still works.
  @Test(
    .enabled(if: !RenderScene.isRasterOutputAvailable, "this build links cairo and giflib"))
  func rasterOutputWithoutCairoIsRefused() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    for name in ["x.png", "x.gif"] {
      let out = folder.appendingPathComponent(name).path
      let result = try RenderCLI.run(["render", scenario.path, "--out", out])
      try expectFailure(
        result, status: 2, mentioning: ["PNG and GIF output need cairo and giflib"],
        folder: folder)
    }
    let gallery = folder.appendingPathComponent("gallery").path
    try expectFailure(
      try RenderCLI.run(["demo", "--out", gallery]), status: 2,
      mentioning: ["PNG and GIF output need cairo and giflib"], folder: folder)
    let svg = folder.appendingPathComponent("x.svg")
    #expect(try RenderCLI.run(["render", scenario.path, "--out", svg.path]).status == 0)
    #expect(try String(contentsOf: svg, encoding: .utf8).hasPrefix("<svg"))
  }

  @Test func anErrorLeavesAnExistingOutputUntouched() throws {
    let folder = try RenderCLI.temporaryFolder()
    let out = folder.appendingPathComponent("keep.svg")
    try Data("previous".utf8).write(to: out)
    let result = try RenderCLI.run(["render", "-", "--out", out.path], input: "{not json")
    #expect(result.status == 2)
    #expect(try String(contentsOf: out, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.svg"])
  }

  @Test func svgWithTimeIsAStillOfThatFrame() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    var stills: [String] = []
    for time in ["0", "0.4"] {
      let out = folder.appendingPathComponent("still-\(time).svg")
      let result = try RenderCLI.run(["render", scenario.path, "--out", out.path, "--time", time])
      #expect(result.status == 0, "\(result.standardError)")
      stills.append(try String(contentsOf: out, encoding: .utf8))
    }
    for still in stills {
      #expect(still.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(!still.contains("<animate"))
    }
    #expect(stills[0] != stills[1])  // the badge has moved by 0.4 s
  }

  @Test(needsRaster) func rendersEachFormat() throws {
    let folder = try RenderCLI.temporaryFolder()
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(RenderCLI.scenario.utf8).write(to: scenario)
    let svg = folder.appendingPathComponent("a.svg")
    let gif = folder.appendingPathComponent("a.gif")
    let png = folder.appendingPathComponent("a.png")
    for (out, extra) in [
      (svg, ["--debug"]), (gif, ["--fps", "20", "--scale", "1"]),
      (png, ["--time", "0.2", "--scale", "3"]),
    ] {
      let result = try RenderCLI.run(["render", scenario.path, "--out", out.path] + extra)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    }
    let svgText = try String(contentsOf: svg, encoding: .utf8)
    #expect(svgText.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svgText.contains("<animate attributeName=\"d\""))
    #expect(svgText.contains("stroke-dasharray"))  // the debug circles
    #expect(try Data(contentsOf: gif).prefix(6) == Data("GIF89a".utf8))
    let pngData = try Data(contentsOf: png)
    #expect(pngData.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    // --size fixes the canvas: width and height in the IHDR chunk, times the scale.
    let sized = folder.appendingPathComponent("sized.png")
    let result = try RenderCLI.run(
      ["render", "-", "--out", sized.path, "--size", "100x60", "--scale", "2"],
      input: RenderCLI.scenario)
    #expect(result.status == 0, "\(result.standardError)")
    let header = [UInt8](try Data(contentsOf: sized).prefix(24))
    let width = header[16...19].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20...23].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 200 && height == 120)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["a.gif", "a.png", "a.svg", "scenario.json", "sized.png"])
  }

  @Test(needsRaster) func demoWritesTheGalleryFromTheShippedScenarios() throws {
    let folder = try RenderCLI.temporaryFolder()
    let gallery = folder.appendingPathComponent("gallery")
    let result = try RenderCLI.run(["demo", "--out", gallery.path, "--fps", "10", "--scale", "1"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("index.html"))
    let index = try String(
      contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("href=\"playground.html\""))
    let shipped = try FileManager.default.contentsOfDirectory(
      atPath: RenderCLI.repository.appendingPathComponent("Sources/StickyBadgeDemoScenarios").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(shipped.count == 13)
    // Every file in Sources/StickyBadgeDemoScenarios/ is built in (a new one is listed in Package.swift and in
    // Sources/StickyBadgeDemoScenarios/DemoScenarios.swift), and the gallery has no other scenario.
    let written = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(
      written == shipped,
      "the built-in scenarios are not the files in Sources/StickyBadgeDemoScenarios/")
    for file in shipped {
      let name = String(file.dropLast(5))
      // The built-in copy is byte for byte the repository's file (SwiftPM embeds it).
      let original = try Data(
        contentsOf: RenderCLI.repository.appendingPathComponent(
          "Sources/StickyBadgeDemoScenarios/\(file)"))
      let copy = try Data(contentsOf: gallery.appendingPathComponent(file))
      #expect(original == copy, "\(file) differs from the built-in copy")
      for suffix in [".svg", "-debug.svg", ".gif"] {
        #expect(
          FileManager.default.fileExists(
            atPath: gallery.appendingPathComponent(name + suffix).path), "\(name)\(suffix)")
      }
      #expect(index.contains("src=\"\(name).svg\"") && index.contains("src=\"\(name).gif\""))
    }
  }
}
