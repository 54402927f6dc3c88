import Foundation
import StickyBadge
import StickyBadgeRendering
import StickyBadgeScenario
import Testing

/// Builds scenes by driving the core directly: a straight drag from home to `target`.
enum TestScenes {
  static let home = Point(x: 40, y: 40)

  /// The frame of a badge dragged from home so that its centre is at `target`.
  static func draggedFrame(
    badge: BadgeShape, to target: Point,
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) throws -> BadgeFrame {
    var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
    engine.touchBegan(at: badge.center, time: 0)
    let steps = 10
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      engine.touchMoved(
        to: badge.center.interpolated(to: target, fraction: fraction), time: 0.02 * Double(step))
    }
    engine.advance(to: 0.2)
    return engine.frame
  }

  /// A one-frame scene.
  static func scene(
    _ frame: BadgeFrame, badge: BadgeShape, text: String,
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) -> RenderScene {
    RenderScene(
      frames: [frame], configuration: configuration, restingBadge: badge, labelText: text,
      frameInterval: 1.0 / 30)
  }

  /// A scenario from JSON text.
  static func scenario(_ json: String) throws -> Scenario {
    try Scenario.decode(json)
  }

  /// A pull to (x, y), held, released at `release`; the whole thing lasts `duration`.
  static func pullJSON(
    to target: Point, release: Double = 0.4, duration: Double = 1.2, text: String = "3",
    configuration: String = "{}"
  ) -> String {
    var touches = "{\"time\": 0, \"phase\": \"began\", \"location\": [40, 40]}"
    for step in 1...10 {
      let fraction = Double(step) / 10
      let point = home.interpolated(to: target, fraction: fraction)
      touches +=
        ", {\"time\": \(0.02 * Double(step)), \"phase\": \"moved\", \"location\": [\(point.x), \(point.y)]}"
    }
    touches +=
      ", {\"time\": \(release), \"phase\": \"ended\", \"location\": [\(target.x), \(target.y)]}"
    return """
      {"badge": {"center": [40, 40], "radius": 10, "text": "\(text)"}, "configuration": \(configuration),
       "touches": [\(touches)], "duration": \(duration)}
      """
  }
}

/// Where the test sources are, for reference images and repository files.
enum TestPaths {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let references = testsFolder.appendingPathComponent("References")
  static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
}

/// Compares a rendered image with a checked-in reference PNG.
///
/// Set `STICKYBADGE_RECORD_SNAPSHOTS=1` to (re)write the references instead. On a
/// mismatch the actual image is written to `$TMPDIR/stickybadge-snapshots/NAME.png`.
enum Snapshot {
  /// The largest per-channel difference allowed for every pixel but a few.
  static let tolerance = 3
  /// How many pixels (as a fraction of all) may exceed ``tolerance`` (anti-aliased
  /// text edges differ slightly between FreeType versions).
  static let outlierFraction = 0.002

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["STICKYBADGE_RECORD_SNAPSHOTS"] == "1"
  }

  /// Records an issue naming the difference when `png` does not match reference `name`.
  static func expectMatch(
    _ png: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    if let problem = try mismatch(png, named: name) {
      Issue.record(
        "\(problem). If the change is intended, re-record with STICKYBADGE_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests",
        sourceLocation: sourceLocation)
    }
  }

  /// Nil when `png` matches the reference `name`, otherwise what is wrong.
  static func mismatch(_ png: [UInt8], named name: String) throws -> String? {
    let referenceURL = TestPaths.references.appendingPathComponent("\(name).png")
    if isRecording {
      try FileManager.default.createDirectory(
        at: TestPaths.references, withIntermediateDirectories: true)
      try Data(png).write(to: referenceURL)
      return nil
    }
    guard let referenceData = try? Data(contentsOf: referenceURL) else {
      return
        "no reference image \(referenceURL.path); run with STICKYBADGE_RECORD_SNAPSHOTS=1 to record it"
    }
    let actual = try PNGDecoder.decode(png)
    let expected = try PNGDecoder.decode([UInt8](referenceData))
    let verdict = compare(actual, expected)
    if let verdict {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stickybadge-snapshots")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let actualURL = folder.appendingPathComponent("\(name).png")
      try? Data(png).write(to: actualURL)
      return "\(name): \(verdict); actual image written to \(actualURL.path)"
    }
    return nil
  }

  /// Nil when the images match within the tolerance, otherwise how they differ.
  static func compare(_ actual: RasterImage, _ expected: RasterImage) -> String? {
    guard let difference = actual.difference(from: expected) else {
      return
        "size \(actual.width)x\(actual.height) differs from the reference's \(expected.width)x\(expected.height)"
    }
    let outliers = difference.pixelsExceeding(tolerance)
    let allowed = Int(Double(actual.width * actual.height) * outlierFraction)
    guard outliers <= allowed else {
      return
        "\(outliers) pixels differ by more than \(tolerance) (allowed \(allowed)); largest difference \(difference.largestChannelDifference)"
    }
    return nil
  }
}
