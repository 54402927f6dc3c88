import Foundation
@_spi(Hosting) import StickyBadge
@_spi(Hosting) import StickyBadgeRendering
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
