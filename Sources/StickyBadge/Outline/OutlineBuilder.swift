/// How the bridge between the anchor and the dragged badge is built.
public enum ConnectorStyle: String, Hashable, Sendable, CaseIterable {
  /// A metaball connector: the bridge leaves each circle along its tangent, so the
  /// silhouette has no corner anywhere (tangent-continuous), for every distance,
  /// direction and pair of radii, including overlapping circles.
  case metaball
  /// The construction of the original blog posts: points perpendicular to the line
  /// of centres joined by quadratic curves through the midpoint. Kept for comparison
  /// and as a benchmark baseline; it shows corners of 11 to 90 degrees at the joins.
  case classic
}

/// The numbers that shape a metaball bridge.
public struct ConnectorParameters: Hashable, Sendable {
  /// How far round each circle the bridge attaches, from 0 (as close to the line of
  /// centres as the circles allow) to 1 (at the outer common tangent).
  public var spread: Double
  /// How long the Bézier handles are, relative to the radii (paper.js uses 2.4).
  public var handleFactor: Double

  /// Creates connector parameters.
  public init(spread: Double = 0.5, handleFactor: Double = 2.4) {
    self.spread = spread
    self.handleFactor = handleFactor
  }
}

/// Builds outlines: closed silhouettes made of `M`, `L`, `Q`, `C` and `Z` commands.
///
/// Every function appends to a caller-owned array, so a host or the drag engine can
/// keep one buffer and rebuild the outline every frame without allocating.
///
/// Invariants of ``appendConnected(anchor:badge:parameters:into:)`` (checked by the
/// test suite over sweeps of distances, directions and shapes):
/// - the path is one closed, simple (non-self-intersecting) loop;
/// - it is tangent-continuous at every join between arcs, lines and the bridge;
/// - it encloses both the anchor disk and the whole badge;
/// - every coordinate is finite for finite input, including coincident centres and
///   zero radii.
public enum OutlineBuilder {
  /// Appends a full circle as four cubic Béziers (clockwise on screen).
  public static func appendCircle(_ circle: Circle, into path: inout [PathElement]) {
    guard circle.radius > 0, circle.center.isFinite, circle.radius.isFinite else { return }
    path.append(.move(to: circle.center + Point(x: circle.radius, y: 0)))
    appendArc(center: circle.center, radius: circle.radius, from: 0, sweep: 2 * .pi, into: &path)
    path.append(.close)
  }

  /// Appends the outline of a badge on its own: a circle or a capsule.
  public static func appendBadge(_ badge: BadgeShape, into path: inout [PathElement]) {
    guard badge.radius > 0, badge.center.isFinite, badge.radius.isFinite,
      badge.halfLength.isFinite
    else { return }
    if badge.isCircle {
      appendCircle(Circle(center: badge.center, radius: badge.radius), into: &path)
      return
    }
    let capsule = Capsule(badge)
    path.append(.move(to: capsule.point(at: 0)))
    capsule.appendWalk(from: 0, to: capsule.perimeter, into: &path)
    path.append(.close)
  }

  /// Appends the single silhouette of the anchor circle, the bridge and the badge.
  ///
  /// When one shape contains the other, the outline is the containing shape alone;
  /// when either has zero size, it is the other shape alone.
  ///
  /// ## A round badge: the metaball connector
  ///
  /// For circles `c1, r1` and `c2, r2` at distance `d` along angle `theta`, with spread
  /// `v` and handle factor `h` (Hiroyuki Sato's construction):
  /// - `u1`, `u2`: where the circles cross, as angles from the line of centres
  ///   (`acos((r1² + d² − r2²)/(2 r1 d))` and its twin), 0 once they are apart;
  /// - `phi = acos((r1 − r2)/d)`: where the outer common tangents touch;
  /// - the bridge attaches to the anchor at `theta ± (u1 + (phi − u1) v)` and to the
  ///   badge at `theta ± (π − u2 − (π − u2 − phi) v)`: the fraction `v` of the way from
  ///   the crossing to the tangent contact;
  /// - each bridge is one cubic whose handles lie along the two circles' tangents, so the
  ///   outline is tangent-continuous by construction; handle length
  ///   `r · min(v h, |p1 − p2|/(r1 + r2)) · min(1, 2d/(r1 + r2))`.
  ///
  /// The outline is the anchor's outer arc, the lower bridge, the badge's outer arc and
  /// the upper bridge. `d` is kept just above `|r1 − r2|` so every arc cosine is defined.
  /// One addition: every control point of a bridge stays at least `0.05 · min(r1, r2)` on
  /// its own side of the line of centres (the handle is shortened if needed). A bridge is
  /// then a curve on one side of that line, so the two bridges cannot cross however small
  /// the spread; this is what lets seed 003's waist narrowing (the spread scaled by
  /// `base^(d/distance)`, see ``StickyBadgeConfiguration/connectorParameters(at:)``) narrow
  /// the waist without pinching it shut.
  ///
  /// ## A capsule badge: one bridge per concave corner
  ///
  /// A capsule ("12", "99+") is the convex hull of its two cap circles, so the same two
  /// ingredients exist for every concave corner of the union of anchor and capsule:
  /// - the *hull contact*: the convex hull of the anchor and the capsule is the hull of
  ///   three circles. In direction space (the outward normal angle `psi`) the anchor is on
  ///   the hull where its support `n·c1 + r1` beats the capsule's
  ///   `n·center + halfLength·|cos psi| + r2`; on each half of the circle of directions the
  ///   difference is a sinusoid, so the switch points come from one `atan2` and one `acos`
  ///   per half. Each switch is an outer common tangent of the anchor and one cap. The
  ///   anchor is on the hull along one interval of directions (two bridges), or along two
  ///   when a large anchor pokes out of both flat sides of a long capsule (four bridges);
  /// - the *corner*: the point where the anchor's boundary crosses the capsule's next to
  ///   that contact (the circle against both flat edges and both caps), or, once the
  ///   shapes are apart, the points of each nearest the other.
  ///
  /// Each bridge attaches the fraction `v` of the way from the corner to the hull contact,
  /// by angle on the anchor and by arc length on the capsule, and uses the handle lengths
  /// above; for a round badge this is exactly the circle construction. Three safeguards
  /// keep it inside the quality bar for every distance, direction and pair of sizes:
  /// - each end of a bridge must lie beyond the other end's tangent line (by at least half
  ///   as much as that end's hull contact does); if not, the capsule end and then the
  ///   anchor end slide towards their hull contacts until it does. Nothing moves while the
  ///   condition holds, so the outline stays continuous as the badge moves;
  /// - handles are shortened so that neither control point passes the point where the two
  ///   end tangents meet: the control polygon then stays in the triangle of the two ends
  ///   and that point, beyond both tangent lines, so the bridge cannot cut into either
  ///   convex shape;
  /// - with one bridge on each side, control points keep the floor distance from the line
  ///   joining the anchor to the capsule's core, as for circles.
  ///
  /// The result is the anchor's outer arc, a bridge, a walk along the capsule's boundary
  /// (arcs and straight edges), a bridge, and, with four bridges, a second arc and walk.
  /// With `v` 0 the outline is the plain union; with 1 it is the convex hull.
  ///
  /// Nothing is allocated beyond the appended elements: all intermediate state lives in
  /// fixed-size structures on the stack.
  public static func appendConnected(
    anchor: Circle, badge: BadgeShape, parameters: ConnectorParameters = ConnectorParameters(),
    into path: inout [PathElement]
  ) {
    let r1 = anchor.radius
    let r2 = badge.radius
    let c1 = anchor.center
    guard c1.isFinite, badge.center.isFinite, r1.isFinite, r2.isFinite, badge.halfLength.isFinite
    else { return }
    if r1 <= 0 {
      appendBadge(badge, into: &path)
      return
    }
    if r2 <= 0 {
      appendCircle(anchor, into: &path)
      return
    }
    let core = badge.nearestCorePoint(to: c1)
    let offset = core - c1
    let d = offset.length
    // One shape inside the other: the silhouette is the outer one.
    if d + r1 <= r2 {
      appendBadge(badge, into: &path)
      return
    }
    let farthestEnd = Swift.max(
      c1.distance(to: badge.leadingEnd), c1.distance(to: badge.trailingEnd))
    if farthestEnd + r2 <= r1 {
      appendCircle(anchor, into: &path)
      return
    }
    if !badge.isCircle {
      appendConnected(
        anchor: anchor, capsule: Capsule(badge), spread: parameters.spread,
        handleFactor: parameters.handleFactor, into: &path)
      return
    }
    let scale = Swift.max(r1, r2)
    // Coincident centres of a capsule and a larger anchor: any direction is as good.
    let theta = d > 1e-12 * scale ? PlatformMath.arcTangent(offset.y, offset.x) : 0
    // Keep d away from |r1 - r2| so that every arc cosine below is well defined.
    let separation = Swift.max(d, abs(r1 - r2) + 1e-9 * scale)

    let spread = Swift.min(1, Swift.max(0, parameters.spread))
    var u1 = 0.0
    var u2 = 0.0
    if separation < r1 + r2 {
      u1 = PlatformMath.arcCosine(
        (r1 * r1 + separation * separation - r2 * r2) / (2 * r1 * separation))
      u2 = PlatformMath.arcCosine(
        (r2 * r2 + separation * separation - r1 * r1) / (2 * r2 * separation))
    }
    let phi = PlatformMath.arcCosine((r1 - r2) / separation)
    let anchorAngle = u1 + (phi - u1) * spread
    let badgeAngle = Double.pi - u2 - (Double.pi - u2 - phi) * spread

    let capsule = Capsule(badge)
    let anchorUpper = c1 + Point.unit(angle: theta + anchorAngle) * r1
    let anchorLower = c1 + Point.unit(angle: theta - anchorAngle) * r1
    let badgeUpper = capsule.hit(from: core, direction: Point.unit(angle: theta + badgeAngle))
    let badgeLower = capsule.hit(from: core, direction: Point.unit(angle: theta - badgeAngle))

    let total = r1 + r2
    var handleScale = Swift.min(
      spread * parameters.handleFactor, anchorUpper.distance(to: badgeUpper.point) / total)
    handleScale *= Swift.min(1, separation * 2 / total)
    var anchorHandle = r1 * handleScale
    var badgeHandle = r2 * handleScale
    // Keep every control point of the upper bridge above the line of centres by at least
    // `waistFloor` (and, by symmetry, the lower one below it): then the two bridges can never
    // cross, however narrow a small spread (seed 003's waist narrowing) makes them.
    let waistFloor = 0.05 * Swift.min(r1, r2)
    let anchorLift = r1 * PlatformMath.sine(anchorAngle) - waistFloor
    let anchorSink = PlatformMath.cosine(anchorAngle)
    if anchorSink > 0 {
      anchorHandle = Swift.min(anchorHandle, Swift.max(0, anchorLift) / anchorSink)
    }
    let badgeLift = r2 * PlatformMath.sine(badgeAngle) - waistFloor
    let badgeSink = -PlatformMath.cosine(badgeAngle)
    if badgeSink > 0 { badgeHandle = Swift.min(badgeHandle, Swift.max(0, badgeLift) / badgeSink) }
    anchorHandle = Swift.max(anchorHandle, 1e-6 * scale)
    badgeHandle = Swift.max(badgeHandle, 1e-6 * scale)

    // Anchor: the far side, from the upper attachment round the back to the lower one.
    path.append(.move(to: anchorUpper))
    appendArc(
      center: c1, radius: r1, from: theta + anchorAngle, sweep: 2 * .pi - 2 * anchorAngle,
      into: &path)
    // Lower bridge, leaving the anchor along its tangent and arriving along the badge's.
    let anchorLowerTangent = Point.unit(angle: theta - anchorAngle).perpendicular
    path.append(
      .curve(
        to: badgeLower.point,
        control1: anchorLower + anchorLowerTangent * anchorHandle,
        control2: badgeLower.point - badgeLower.tangent * badgeHandle))
    // Badge: the far side, from the lower attachment round to the upper one.
    var end = badgeUpper.arcPosition
    if end <= badgeLower.arcPosition { end += capsule.perimeter }
    capsule.appendWalk(from: badgeLower.arcPosition, to: end, into: &path)
    // Upper bridge, back to the start.
    let anchorUpperTangent = Point.unit(angle: theta + anchorAngle).perpendicular
    path.append(
      .curve(
        to: anchorUpper,
        control1: badgeUpper.point + badgeUpper.tangent * badgeHandle,
        control2: anchorUpper - anchorUpperTangent * anchorHandle))
    path.append(.close)
  }

  /// Appends the classic two-quadratic construction of the original blog posts.
  ///
  /// `waistFactor` scales the bridge's control points towards the line of centres
  /// (seed 003 uses `0.1^(distance / 200)`); 1 keeps them on the perpendicular.
  public static func appendClassic(
    anchor: Circle, badge: BadgeShape, waistFactor: Double = 1, into path: inout [PathElement]
  ) {
    let c1 = anchor.center
    let c2 = badge.nearestCorePoint(to: c1)
    let d = c1.distance(to: c2)
    guard d > 0, d.isFinite, anchor.radius > 0, badge.radius > 0 else {
      appendConnected(anchor: anchor, badge: badge, into: &path)
      return
    }
    let axis = (c2 - c1) * (1 / d)
    let normal = axis.perpendicular
    let theta = PlatformMath.arcTangent(axis.y, axis.x)
    let r1 = anchor.radius
    let r2 = badge.radius
    let a = c1 + normal * r1
    let c = c2 - normal * r2
    let dPoint = c2 + normal * r2
    path.append(.move(to: a))
    appendArc(center: c1, radius: r1, from: theta + .pi / 2, sweep: .pi, into: &path)
    path.append(.quadCurve(to: c, control: c1 - normal * (r1 * waistFactor) + axis * (d / 2)))
    let capsule = Capsule(badge)
    let lower = capsule.hit(from: c2, direction: -normal)
    let upper = capsule.hit(from: c2, direction: normal)
    var end = upper.arcPosition
    if end <= lower.arcPosition { end += capsule.perimeter }
    path.append(.line(to: lower.point))
    capsule.appendWalk(from: lower.arcPosition, to: end, into: &path)
    path.append(.line(to: dPoint))
    path.append(.quadCurve(to: a, control: c1 + normal * (r1 * waistFactor) + axis * (d / 2)))
    path.append(.close)
  }

  /// Appends a circular arc as cubic Béziers of at most a quarter turn each.
  ///
  /// The current point must already be the arc's start. Angles are in radians,
  /// increasing clockwise on screen (y down); `sweep` may be negative.
  public static func appendArc(
    center: Point, radius: Double, from startAngle: Double, sweep: Double,
    into path: inout [PathElement]
  ) {
    guard sweep != 0, radius > 0 else { return }
    let quarter = Double.pi / 2
    var pieces = Int((abs(sweep) / quarter).rounded(.up))
    if Double(pieces) * quarter - abs(sweep) > quarter * (1 - 1e-9) { pieces -= 1 }
    pieces = Swift.max(1, Swift.min(pieces, 8))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * PlatformMath.tangent(step / 4) * radius
    // One sine/cosine pair for the start and one for the step: each next end is the
    // previous one rotated, and the last end is computed exactly so joins stay exact.
    var start = Point.unit(angle: startAngle)
    let rotation = pieces > 1 ? Point.unit(angle: step) : .zero
    for piece in 0..<pieces {
      let end =
        piece == pieces - 1
        ? Point.unit(angle: startAngle + sweep)
        : Point(
          x: start.x * rotation.x - start.y * rotation.y,
          y: start.x * rotation.y + start.y * rotation.x)
      path.append(
        .curve(
          to: center + end * radius,
          control1: center + start * radius + start.perpendicular * k,
          control2: center + end * radius - end.perpendicular * k))
      start = end
    }
  }
}

/// The boundary of a badge, walked in the direction of increasing normal angle.
///
/// Arc-length position 0 is the top of the right cap; the walk goes down the right
/// cap, left along the bottom edge, up the left cap and right along the top edge.
struct Capsule {
  let center: Point
  let radius: Double
  let halfLength: Double

  init(_ badge: BadgeShape) {
    center = badge.center
    radius = badge.radius
    halfLength = Swift.max(0, badge.halfLength)
  }

  var capLength: Double { Double.pi * radius }
  var edgeLength: Double { 2 * halfLength }
  var perimeter: Double { 2 * capLength + 2 * edgeLength }

  /// A point where a ray leaves the badge, the boundary's direction of travel there,
  /// and its arc-length position.
  struct BoundaryPoint {
    var point: Point
    var tangent: Point
    var arcPosition: Double
  }

  /// The point at arc-length position `s` in `[0, perimeter]`.
  func point(at s: Double) -> Point {
    let s1 = capLength
    let s2 = s1 + edgeLength
    let s3 = s2 + capLength
    if s < s1 {
      return trailing + Point.unit(angle: -Double.pi / 2 + s / radius) * radius
    } else if s < s2 {
      return Point(x: center.x + halfLength - (s - s1), y: center.y + radius)
    } else if s < s3 {
      return leading + Point.unit(angle: Double.pi / 2 + (s - s2) / radius) * radius
    } else {
      return Point(x: center.x - halfLength + Swift.min(s - s3, edgeLength), y: center.y - radius)
    }
  }

  var leading: Point { Point(x: center.x - halfLength, y: center.y) }
  var trailing: Point { Point(x: center.x + halfLength, y: center.y) }

  /// Where the ray from `origin` (a point of the core segment) along the unit vector
  /// `direction` leaves the badge.
  func hit(from origin: Point, direction: Point) -> BoundaryPoint {
    let qx = Swift.min(Swift.max(origin.x - center.x, -halfLength), halfLength)
    let nx = direction.x
    let ny = direction.y
    if abs(ny) > 1e-12 {
      let t = radius / abs(ny)
      let x = qx + t * nx
      if x >= -halfLength && x <= halfLength && halfLength > 0 {
        if ny > 0 {
          return BoundaryPoint(
            point: Point(x: center.x + x, y: center.y + radius), tangent: Point(x: -1, y: 0),
            arcPosition: capLength + (halfLength - x))
        } else {
          return BoundaryPoint(
            point: Point(x: center.x + x, y: center.y - radius), tangent: Point(x: 1, y: 0),
            arcPosition: 2 * capLength + edgeLength + (x + halfLength))
        }
      }
    }
    let endX = nx >= 0 ? halfLength : -halfLength
    let w = qx - endX
    let discriminant = Swift.max(0, radius * radius - w * w * ny * ny)
    let t = -w * nx + discriminant.squareRoot()
    let local = Point(x: w + t * nx, y: t * ny)
    let normalAngle = PlatformMath.arcTangent(local.y, local.x)
    let normal = Point.unit(angle: normalAngle)
    let end = Point(x: center.x + endX, y: center.y)
    let s: Double
    if nx >= 0 {
      // Right cap: normal angles from -pi/2 to pi/2.
      let angle = Swift.min(Swift.max(normalAngle, -Double.pi / 2), Double.pi / 2)
      s = (angle + Double.pi / 2) * radius
    } else {
      // Left cap: normal angles from pi/2 to 3 pi/2.
      var angle = normalAngle
      if angle < Double.pi / 2 { angle += 2 * Double.pi }
      angle = Swift.min(Swift.max(angle, Double.pi / 2), 3 * Double.pi / 2)
      s = capLength + edgeLength + (angle - Double.pi / 2) * radius
    }
    return BoundaryPoint(
      point: end + normal * radius, tangent: normal.perpendicular, arcPosition: s)
  }

  /// Appends the boundary from arc-length position `start` to `end` (`end` may pass
  /// `perimeter` once, wrapping round); the current point must be the start.
  func appendWalk(from start: Double, to end: Double, into path: inout [PathElement]) {
    let s1 = capLength
    let s2 = s1 + edgeLength
    let s3 = s2 + capLength
    let s4 = perimeter
    let tolerance = 1e-12 * Swift.max(1, radius + halfLength)
    var position = start
    var lap = 0.0
    var guardCount = 0
    while position < end - tolerance && guardCount < 12 {
      guardCount += 1
      let local = position - lap
      let pieceEnd: Double
      if local < s1 - tolerance {
        pieceEnd = s1
      } else if local < s2 - tolerance {
        pieceEnd = s2
      } else if local < s3 - tolerance {
        pieceEnd = s3
      } else if local < s4 - tolerance {
        pieceEnd = s4
      } else {
        lap += s4
        continue
      }
      let stop = Swift.min(end - lap, pieceEnd)
      if stop > local + tolerance {
        if local < s1 - tolerance {
          OutlineBuilder.appendArc(
            center: trailing, radius: radius, from: -Double.pi / 2 + local / radius,
            sweep: (stop - local) / radius, into: &path)
        } else if local < s2 - tolerance {
          path.append(
            .line(to: Point(x: center.x + halfLength - (stop - s1), y: center.y + radius)))
        } else if local < s3 - tolerance {
          OutlineBuilder.appendArc(
            center: leading, radius: radius, from: Double.pi / 2 + (local - s2) / radius,
            sweep: (stop - local) / radius, into: &path)
        } else {
          path.append(
            .line(to: Point(x: center.x - halfLength + (stop - s3), y: center.y - radius)))
        }
      }
      position = stop + lap
    }
  }
}
