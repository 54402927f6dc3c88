import Testing

@_spi(Hosting) @testable import StickyBadge

/// The "99+" capsule pulled a few degrees off its long axis, where the bridge's capsule end
/// moves between a cap and a flat edge: swept finely, since the coarse sweeps of
/// ``OutlineTests`` step over the band where it happens.
@Suite("Outline of a capsule pulled near its axis")
struct OutlineCapsuleBandTests {
  static let radius = 10.0
  static let halfLength = 7.0
  static let home = Point(x: 200, y: 200)

  /// The outline of the "99+" badge pulled `distance` points at `degrees` with the default
  /// configuration, as the engine builds it.
  static func outline(distance: Double, degrees: Double) -> [PathElement] {
    let configuration = StickyBadgeConfiguration()
    let anchor = Circle(center: home, radius: radius * configuration.anchorScale(at: distance))
    let scale = configuration.badgeScale(at: distance)
    let badge = BadgeShape(
      center: home + Point.unit(angle: degrees * Double.pi / 180) * distance,
      radius: radius * scale, halfLength: halfLength * scale)
    var path: [PathElement] = []
    OutlineBuilder.appendConnected(
      anchor: anchor, badge: badge, parameters: configuration.connectorParameters(at: distance),
      into: &path)
    return path
  }

  /// Directions every 0.5° from the axis to 25° off it, in all four mirror images.
  static let directions: [Double] = (0...50).flatMap { step -> [Double] in
    let off = Double(step) * 0.5
    return [off, -off, 180 - off, 180 + off]
  }

  /// Distances every 0.5 pt from 30 pt to the snap distance (80 pt).
  static let distances: [Double] = (0...100).map { 30 + Double($0) * 0.5 }

  /// The sharpest chord turn over the sweep, and where.
  static func sharpestTurn() -> (turn: Double, distance: Double, degrees: Double) {
    var worst = (turn: 0.0, distance: 0.0, degrees: 0.0)
    for distance in distances {
      for degrees in directions {
        let turn = OutlineInspection(outline(distance: distance, degrees: degrees)).chordTurn()
        if turn > worst.turn { worst = (turn, distance, degrees) }
      }
    }
    return worst
  }

  @Test("the reported pull, 50 pt at 7.3°, turns no more than 10° between 0.25-pt chords")
  func reportedPull() {
    for degrees in [7.3, -7.3, 172.7, 187.3] {
      let turn = OutlineInspection(Self.outline(distance: 50, degrees: degrees)).chordTurn()
      #expect(turn <= 10, "chord turn \(turn)° at 50 pt, \(degrees)°")
    }
  }

  @Test("every pull 0 to 25° off the axis, 30 to 80 pt, turns no more than 10°")
  func bandSweep() {
    let worst = Self.sharpestTurn()
    #expect(
      worst.turn <= 10, "chord turn \(worst.turn)° at \(worst.distance) pt, \(worst.degrees)°")
  }
}
