import Foundation
import Testing

@_spi(Hosting) @testable import StickyBadge

/// The outline quality bar (the invariants listed on `OutlineBuilder`), checked over
/// sweeps of distances, directions, shapes and pull modes.
@Suite("Outline invariants")
struct OutlineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var halfLength: Double
    var configuration: StickyBadgeConfiguration
    /// The sharpest chord turn (degrees between consecutive 0.25-point chords) allowed.
    var chordTurnBound = 8.0
    /// The largest join turn (degrees, seen 0.01 point either side of a join) allowed.
    var joinTurnBound = 0.5
    var testDescription: String { name }
  }

  static let radius = 10.0
  static let home = Point(x: 200, y: 200)

  static let cases: [Case] = [
    // The exploding-button write-up's (001) geometry: snap at 60 and an anchor of radius R − d/10.
    Case(
      name: "circle, exploding-button write-up (anchor R - d/10, snap 60)", halfLength: 0,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.snapDistance = 60
        $0.smallCircleShrinkRate = 0.6
      },
      chordTurnBound: 6),
    Case(
      name: "circle, default (big circle moves)", halfLength: 0,
      configuration: StickyBadgeConfiguration(), chordTurnBound: 8),
    Case(
      name: "circle, big circle stays", halfLength: 0,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.pullMode = .bigCircleStays
        $0.bigCircleShrinkRate = 1.0 / 3
        $0.smallCircleShrinkRate = 1
        $0.minimumScale = 0.3
      }, chordTurnBound: 8),
    Case(
      name: "circle, big circle moves (QQ-bubble write-up's rates)", halfLength: 0,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.pullMode = .bigCircleMoves
        $0.bigCircleShrinkRate = 1.0 / 3
        $0.smallCircleShrinkRate = 1
        $0.minimumScale = 0.3
      }, chordTurnBound: 8),
    Case(
      name: "circle, Swift-badge write-up's waist narrowing", halfLength: 0,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.waistNarrowingBase = 0.1
        $0.waistNarrowingDistance = 200
      },
      // The narrowing pins the bridge ends near the line of centres, where the side floor
      // shortens the handles: a tight neck by design (measured 40.0° and 5.4°).
      chordTurnBound: 41, joinTurnBound: 5.5),
    Case(
      name: "capsule 12", halfLength: 3, configuration: StickyBadgeConfiguration(),
      chordTurnBound: 8),
    Case(
      name: "capsule 99+", halfLength: 7, configuration: StickyBadgeConfiguration(),
      chordTurnBound: 8),
    Case(
      name: "capsule 99+, big circle stays", halfLength: 7,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.pullMode = .bigCircleStays
        $0.bigCircleShrinkRate = 1.0 / 3
        $0.smallCircleShrinkRate = 1
        $0.minimumScale = 0.3
      },
      // The badge shrinks to 3 points beside a 6.7-point anchor (measured 14.1° and 0.98°).
      chordTurnBound: 14.5, joinTurnBound: 1),
  ]

  /// Distances from 0 to the snap distance, dense where the circles overlap.
  static func distances(snap: Double) -> [Double] {
    var values: [Double] = [0, 1e-9, 1e-6, 0.001, 0.01, 0.05, 0.1, 0.2]
    var d = 0.25
    while d <= snap {
      values.append(d)
      d += d < 30 ? 0.25 : 1
    }
    values.append(snap)
    return values
  }

  static let directions = (0..<16).map { Double($0) * 2 * Double.pi / 16 + 0.01 }

  func outline(_ testCase: Case, distance: Double, angle: Double) -> (
    [PathElement], Circle, BadgeShape
  ) {
    let configuration = testCase.configuration
    let anchor = Circle(
      center: Self.home, radius: Self.radius * configuration.anchorScale(at: distance))
    let scale = configuration.badgeScale(at: distance)
    let badge = BadgeShape(
      center: Self.home + Point.unit(angle: angle) * distance, radius: Self.radius * scale,
      halfLength: testCase.halfLength * scale)
    var path: [PathElement] = []
    OutlineBuilder.appendConnected(
      anchor: anchor, badge: badge, parameters: configuration.connectorParameters(at: distance),
      into: &path)
    return (path, anchor, badge)
  }

  @Test("closed, finite, gap-free and tangent-continuous at every join", arguments: cases)
  func tangentContinuity(_ testCase: Case) {
    var worstAngle = 0.0
    var worstAt = ""
    for distance in Self.distances(snap: testCase.configuration.snapDistance) {
      for angle in Self.directions {
        let (path, _, _) = outline(testCase, distance: distance, angle: angle)
        let inspection = OutlineInspection(path)
        #expect(path.allSatisfy { $0.isFinite })
        #expect(inspection.subpathCount == 1 && inspection.isClosed)
        #expect(inspection.largestGap < 1e-9, "gap at d=\(distance) angle=\(angle)")
        let joinAngle = inspection.largestJoinAngle
        if joinAngle > worstAngle {
          worstAngle = joinAngle
          worstAt = "d=\(distance) angle=\(angle)"
        }
      }
    }
    #expect(worstAngle < 0.5, "worst join \(worstAngle)° at \(worstAt)")
  }

  @Test(
    "no near-corner at any join: the turn seen 0.01 pt either side stays small at every distance",
    arguments: cases)
  func joinTurns(_ testCase: Case) {
    var worst = 0.0
    var worstAt = ""
    for distance in Self.distances(snap: testCase.configuration.snapDistance) {
      for angle in Self.directions {
        let (path, _, _) = outline(testCase, distance: distance, angle: angle)
        let turn = OutlineInspection(path).largestJoinTurn()
        if turn > worst {
          worst = turn
          worstAt = "d=\(distance) angle=\(angle)"
        }
      }
    }
    #expect(worst < testCase.joinTurnBound, "worst join turn \(worst)° at \(worstAt)")
  }

  @Test(
    "the tightest turn of the whole outline (0.25 pt chords) stays within the case's bound",
    arguments: cases)
  func chordTurns(_ testCase: Case) {
    var worst = 0.0
    var worstAt = ""
    for distance in Self.distances(snap: testCase.configuration.snapDistance) {
      for angle in Self.directions {
        let (path, _, _) = outline(testCase, distance: distance, angle: angle)
        let turn = OutlineInspection(path).chordTurn()
        if turn > worst {
          worst = turn
          worstAt = "d=\(distance) angle=\(angle)"
        }
      }
    }
    #expect(worst <= testCase.chordTurnBound, "sharpest chord turn \(worst)° at \(worstAt)")
  }

  @Test("simple (no self-intersection) and covering both disks", arguments: cases)
  func simpleAndCovering(_ testCase: Case) {
    for distance in Self.distances(snap: testCase.configuration.snapDistance)
    where distance.truncatingRemainder(dividingBy: 2) < 0.3 || distance < 25 {
      for angle in Self.directions {
        let (path, anchor, badge) = outline(testCase, distance: distance, angle: angle)
        let inspection = OutlineInspection(path)
        let polygon = inspection.polygon(samplesPerCurve: 12)
        let crossing = inspection.selfIntersection(polygon: polygon)
        #expect(crossing == nil, "self-intersection at d=\(distance) angle=\(angle)")
        // Points just inside the anchor circle and the badge, and their centres.
        var probes: [Point] = [anchor.center, badge.center]
        for k in 0..<24 {
          let direction = Point.unit(angle: Double(k) * Double.pi / 12)
          probes.append(anchor.center + direction * (anchor.radius * 0.99))
          for end in [badge.leadingEnd, badge.trailingEnd] {
            probes.append(end + direction * (badge.radius * 0.99))
          }
        }
        for probe in probes {
          let winding = inspection.winding(around: probe, polygon: polygon)
          #expect(abs(winding) == 1, "probe \(probe) uncovered at d=\(distance) angle=\(angle)")
          if abs(winding) != 1 { return }
        }
        if crossing != nil { return }
      }
    }
  }

  @Test("the waist narrows steadily as the badge moves away", arguments: cases)
  func waistNarrows(_ testCase: Case) {
    for angle in Self.directions.prefix(6) {
      var previous = Double.infinity
      var previousDistance = 0.0
      var d = 0.0
      while d <= testCase.configuration.snapDistance {
        let (path, anchor, badge) = outline(testCase, distance: d, angle: angle)
        let inspection = OutlineInspection(path)
        let polygon = inspection.polygon(samplesPerCurve: 48)
        let core = badge.nearestCorePoint(to: anchor.center)
        let axisLength = core.distance(to: anchor.center)
        var waist = Double.infinity
        // While the anchor's centre is inside a capsule and over its flat part, the line to
        // the nearest core point is perpendicular to the capsule and the cross-sections
        // measure the capsule's length, not a bridge: even the plain union (spread 0)
        // widens and narrows there as the badge shrinks. The waist is tracked from where it
        // exists, once the anchor has left the flat part.
        let overFlat =
          !badge.isCircle && abs(core.x - badge.center.x) < badge.halfLength
          && badge.signedDistance(to: anchor.center) < 0
        if overFlat {
          previous = .infinity
          previousDistance = d
          d += 0.5
          continue
        }
        if axisLength > 0 {
          let axis = (core - anchor.center) * (1 / axisLength)
          for step in 0...40 {
            let origin = anchor.center + axis * (axisLength * Double(step) / 40)
            waist = min(
              waist,
              inspection.crossSection(
                through: origin, direction: axis.perpendicular, polygon: polygon))
          }
        } else {
          // Coincident centres: no axis to measure across; the next step starts the sweep.
          waist = previous
        }
        #expect(
          waist <= previous + 1e-3 * Self.radius,
          "waist grew from \(previous) at d=\(previousDistance) to \(waist) at d=\(d), angle \(angle)"
        )
        if waist > previous + 1e-3 * Self.radius { return }
        previous = waist
        previousDistance = d
        d += 0.5
      }
    }
  }

  /// The narrowest cross-section of the outline perpendicular to the line from the
  /// anchor to the nearest point of the badge's core, between the two.
  func waist(_ testCase: Case, distance: Double, angle: Double) -> Double {
    let (path, anchor, badge) = outline(testCase, distance: distance, angle: angle)
    let inspection = OutlineInspection(path)
    let polygon = inspection.polygon(samplesPerCurve: 48)
    let core = badge.nearestCorePoint(to: anchor.center)
    let axisLength = core.distance(to: anchor.center)
    let axis = (core - anchor.center) * (1 / axisLength)
    var waist = Double.infinity
    for step in 0...40 {
      let origin = anchor.center + axis * (axisLength * Double(step) / 40)
      waist = min(
        waist,
        inspection.crossSection(through: origin, direction: axis.perpendicular, polygon: polygon))
    }
    return waist
  }

  @Test(
    "the Swift-badge write-up's waist narrowing makes the waist visibly narrower, but never pinches it shut"
  )
  func waistNarrowingNarrows() {
    let plain = Case(name: "plain", halfLength: 0, configuration: StickyBadgeConfiguration())
    let narrowed = Case(
      name: "narrowed", halfLength: 0,
      configuration: changed(StickyBadgeConfiguration()) {
        $0.waistNarrowingBase = 0.1
        $0.waistNarrowingDistance = 200
      })
    for angle in Self.directions {
      let plainWaist = waist(plain, distance: 60, angle: angle)
      let narrowedWaist = waist(narrowed, distance: 60, angle: angle)
      #expect(narrowedWaist < 0.8 * plainWaist, "angle \(angle): \(narrowedWaist) vs \(plainWaist)")
      // The floor: at least a tenth of the anchor's diameter stays.
      let anchorRadius = Self.radius * narrowed.configuration.anchorScale(at: 60)
      #expect(narrowedWaist > 0.1 * anchorRadius, "angle \(angle): \(narrowedWaist)")
    }
  }

  @Test(
    "the outline moves continuously with the badge: no pop between nearby distances",
    arguments: cases)
  func continuity(_ testCase: Case) {
    // Each outline point is compared with the nearest point of the outline a quarter point
    // further on. Smooth motion moves the outline by about the step (at most 0.6 here,
    // where the circles of the metaball start to touch); a pop, such as a bridge end
    // switching to another corner, moves it by more than a point.
    func drift(_ from: [Point], _ to: [Point]) -> Double {
      var worst = 0.0
      for point in from {
        var nearest = Double.infinity
        for index in to.indices {
          let a = to[index]
          let ab = to[(index + 1) % to.count] - a
          let t = max(0, min(1, (point - a).dot(ab) / max(ab.dot(ab), 1e-300)))
          nearest = min(nearest, point.distance(to: a + ab * t))
        }
        worst = max(worst, nearest)
      }
      return worst
    }
    for angle in Self.directions.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
      var previous: [Point] = []
      var d = 0.0
      while d <= testCase.configuration.snapDistance {
        let (path, _, _) = outline(testCase, distance: d, angle: angle)
        let polygon = OutlineInspection(path).polygon(samplesPerCurve: 6)
        if !previous.isEmpty {
          let moved = max(drift(polygon, previous), drift(previous, polygon))
          #expect(moved < 1, "the outline jumped by \(moved) at d=\(d) angle=\(angle)")
          if moved >= 1 { return }
        }
        previous = polygon
        d += 0.25
      }
    }
  }

  @Test("degenerate input stays finite: zero radii, coincident centres, huge values")
  func degenerateInput() {
    let shapes: [(Circle, BadgeShape)] = [
      (Circle(center: .zero, radius: 0), BadgeShape(center: .zero, radius: 0)),
      (Circle(center: .zero, radius: 10), BadgeShape(center: .zero, radius: 10)),
      (Circle(center: .zero, radius: 10), BadgeShape(center: .zero, radius: 10, halfLength: 5)),
      (Circle(center: .zero, radius: 20), BadgeShape(center: .zero, radius: 5, halfLength: 30)),
      (Circle(center: .zero, radius: 0), BadgeShape(center: Point(x: 5, y: 0), radius: 10)),
      (Circle(center: .zero, radius: 10), BadgeShape(center: Point(x: 5, y: 0), radius: 0)),
      (
        Circle(center: .zero, radius: 1e-300),
        BadgeShape(center: Point(x: 1e-300, y: 0), radius: 1e-300)
      ),
      (
        Circle(center: Point(x: 1e12, y: -1e12), radius: 1e6),
        BadgeShape(center: Point(x: -1e12, y: 1e12), radius: 1e6)
      ),
      (Circle(center: .zero, radius: 10), BadgeShape(center: Point(x: .nan, y: 0), radius: 10)),
      (Circle(center: .zero, radius: .infinity), BadgeShape(center: Point(x: 3, y: 0), radius: 10)),
    ]
    for (anchor, badge) in shapes {
      var path: [PathElement] = []
      OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &path)
      #expect(path.allSatisfy { $0.isFinite }, "\(anchor) \(badge)")
      if !path.isEmpty {
        #expect(OutlineInspection(path).subpathCount == 1)
      }
    }
  }

  @Test("an arc of Béziers stays within 0.03 % of the true circle")
  func arcAccuracy() {
    var path: [PathElement] = [.move(to: Point(x: 100, y: 0))]
    OutlineBuilder.appendArc(center: .zero, radius: 100, from: 0, sweep: 2 * Double.pi, into: &path)
    let inspection = OutlineInspection(path)
    #expect(inspection.segments.count == 4)
    for segment in inspection.segments {
      for step in 0...20 {
        let r = segment.point(at: Double(step) / 20).length
        #expect(abs(r - 100) < 0.03)
      }
    }
  }

  @Test("the classic construction of the original write-ups shows corners the metaball does not")
  func classicHasCorners() {
    let anchor = Circle(center: .zero, radius: 6)
    let badge = BadgeShape(center: Point(x: 40, y: 10), radius: 10)
    var classic: [PathElement] = []
    OutlineBuilder.appendClassic(anchor: anchor, badge: badge, into: &classic)
    var metaball: [PathElement] = []
    OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &metaball)
    #expect(OutlineInspection(classic).largestJoinAngle > 5)
    #expect(OutlineInspection(metaball).largestJoinAngle < 0.5)
  }

  @Test("a resting badge is its plain shape; capsules are wider than tall")
  func restingShapes() {
    let dot = BadgeShape(center: .zero, radius: 9, text: "3")
    let twelve = BadgeShape(center: .zero, radius: 9, text: "12")
    let many = BadgeShape(center: .zero, radius: 9, text: "99+")
    #expect(dot.isCircle)
    #expect(twelve.width > twelve.height && many.width > twelve.width)
    var path: [PathElement] = []
    OutlineBuilder.appendBadge(many, into: &path)
    let inspection = OutlineInspection(path)
    #expect(inspection.largestJoinAngle < 0.5)
    let polygon = inspection.polygon()
    #expect(inspection.winding(around: many.leadingEnd, polygon: polygon) != 0)
    #expect(inspection.winding(around: Point(x: many.width / 2 + 0.5, y: 0), polygon: polygon) == 0)
  }
}
