// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import Foundation
  @_spi(Hosting) import StickyBadge
  import StickyBadgeRendering
  import StickyBadgeScenario
  import Testing

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
#endif
