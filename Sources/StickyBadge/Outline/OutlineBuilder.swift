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
@_spi(Hosting) public enum OutlineBuilder {
  /// Appends a full circle as four cubic Béziers (clockwise on screen).
  public static func appendCircle(_ circle: Circle, into path: inout [PathElement]) {
    guard circle.radius > 0, circle.center.isFinite, circle.radius.isFinite else { return }
    let east = Point(x: 1, y: 0)
    path.append(.move(to: circle.center + east * circle.radius))
    appendQuarterTurns(of: circle, from: east, count: 4, into: &path)
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
    path.append(.move(to: Point(x: capsule.trailing.x, y: capsule.center.y - capsule.radius)))
    let top = Point(x: 0, y: -1)
    capsule.appendWalk(
      from: 0, startNormal: top, to: capsule.perimeter, endNormal: top, into: &path)
    path.append(.close)
  }

  /// Appends the single silhouette of the anchor circle, the bridge and the badge.
  ///
  /// When one shape contains the other, the outline is the containing shape alone;
  /// when either has zero size, it is the other shape alone.
  ///
  /// ## A round badge: the metaball connector
  ///
  /// For circles `c1, r1` and `c2, r2` at distance `d`, with spread `v` and handle factor
  /// `h` (Hiroyuki Sato's construction), in closed form: directions are unit vectors in the
  /// frame of the line of centres, `(cos, sin)` with the sine from a square root, so no
  /// trigonometric function is evaluated and nothing iterates:
  /// - where the circles cross: cosines `(r1² + d² − r2²)/(2 r1 d)` and its twin, the line
  ///   of centres once they are apart;
  /// - where the outer common tangents touch: cosine `(r1 − r2)/d`;
  /// - the bridge attaches the fraction `v` of the way from the crossing to the tangent
  ///   contact (the normalised mix of the two directions), and on the smaller circle
  ///   `(1 − v)·v·(1 − r/R)` further: a small dot is met along a flatter tangent with a
  ///   longer handle, so the neck turns no more sharply than the dot itself;
  /// - each bridge is one cubic whose handles lie along the two circles' tangents, so the
  ///   outline is tangent-continuous by construction; handle length
  ///   `r · min(v h, |p1 − p2|/(r1 + r2)) · min(1, 2d/(r1 + r2))`, but at least a third of
  ///   the bridge `|p1 − p2|`, so a bridge far shorter than the radii stays a smooth curve.
  ///
  /// The outline is the anchor's outer arc, the lower bridge, the badge's outer arc and
  /// the upper bridge; each arc is symmetric about the line of centres and is split
  /// symmetrically (at that line, or an exact quarter turn from each end) into cubics of at
  /// most a quarter turn. `d` is kept just above `|r1 − r2|` so every cosine is within [−1, 1].
  /// One addition: every control point of a bridge stays at least `0.05 · min(r1, r2)` on
  /// its own side of the line of centres (the handle is shortened if needed). A bridge is
  /// then a curve on one side of that line, so the two bridges cannot cross however small
  /// the spread; this is what lets the Swift-badge write-up's (003) waist narrowing (the spread scaled by
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
  ///   difference is a sinusoid, so the switch points are unit vectors found by rotation
  ///   (a cosine and the sine from a square root). Each switch is an outer common
  ///   tangent of the anchor and one cap. The anchor is on the hull along one interval of
  ///   directions (two bridges), or along two when a large anchor pokes out of both flat
  ///   sides of a long capsule (four bridges);
  /// - the *corner*: the point where the anchor's boundary crosses the capsule's next to
  ///   that contact (the circle against both flat edges and both caps), or, once the
  ///   shapes are apart, the points of each nearest the other.
  ///
  /// Each bridge attaches the fraction `v` of the way from the corner to the hull contact
  /// (further on the smaller shape, as for circles), by angle on the anchor and by arc
  /// length on the capsule, and uses the handle lengths above. Angles here are *octant
  /// angles*: quarter turns from the tangent of the angle within its eighth of a turn and a
  /// quadratic, exact on the axes and diagonals and within 0.22° of the true angle between,
  /// so a direction's angle is one division and a unit vector from an angle two square
  /// roots; round a cap, arc length is measured by the same angle. No trigonometric
  /// function is evaluated and nothing iterates.
  /// Three safeguards
  /// keep it inside the quality bar for every distance, direction and pair of sizes:
  /// - each end of a bridge must lie beyond the other end's tangent line (by at least half
  ///   as much as that end's hull contact does); if not, the capsule end and then the
  ///   anchor end slide towards their hull contacts until it does (solved in closed form
  ///   on the edge or cap where it happens). Nothing moves while the condition holds, so
  ///   the outline stays continuous as the badge moves;
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
    if badge.halfLength == 0 {
      // The core is the centre: its farthest point is at `d`, and the circle connector
      // reuses the offset and distance.
      if d + r2 <= r1 {
        appendCircle(anchor, into: &path)
        return
      }
      appendConnected(
        anchor: anchor, badge: Circle(center: badge.center, radius: r2), offset: offset,
        distance: d, spread: parameters.spread, handleFactor: parameters.handleFactor,
        into: &path)
      return
    }
    // The end of the core farther from the anchor is the one farther along x. A badge whose
    // radius exceeds the anchor's cannot fit inside it (the distance is not negative), so the
    // distance is not needed then: the usual case, a badge larger than the dot it leaves.
    if r2 <= r1 {
      let farthestEnd = c1.distance(
        to: abs(c1.x - badge.leadingEnd.x) > abs(c1.x - badge.trailingEnd.x)
          ? badge.leadingEnd : badge.trailingEnd)
      if farthestEnd + r2 <= r1 {
        appendCircle(anchor, into: &path)
        return
      }
    }
    if badge.isCircle {
      let centerOffset = badge.center - c1
      appendConnected(
        anchor: anchor, badge: Circle(center: badge.center, radius: r2), offset: centerOffset,
        distance: centerOffset.length, spread: parameters.spread,
        handleFactor: parameters.handleFactor, into: &path)
    } else {
      appendConnected(
        anchor: anchor, capsule: Capsule(badge), core: core, coreDistance: d,
        spread: parameters.spread, handleFactor: parameters.handleFactor, into: &path)
    }
  }

  /// Appends the classic two-quadratic construction of the original blog posts.
  ///
  /// `waistFactor` scales the bridge's control points towards the line of centres
  /// (the Swift-badge write-up, 003, uses `0.1^(distance / 200)`); 1 keeps them on the perpendicular.
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
    let r1 = anchor.radius
    let r2 = badge.radius
    let a = c1 + normal * r1
    let c = c2 - normal * r2
    let dPoint = c2 + normal * r2
    path.append(.move(to: a))
    appendArc(
      of: Circle(center: c1, radius: r1), from: normal, to: -normal, atLeastHalfTurn: true,
      into: &path)
    path.append(.quadCurve(to: c, control: c1 - normal * (r1 * waistFactor) + axis * (d / 2)))
    let capsule = Capsule(badge)
    let lower = capsule.hit(from: c2, direction: -normal)
    let upper = capsule.hit(from: c2, direction: normal)
    var end = upper.arcPosition
    if end <= lower.arcPosition { end += capsule.perimeter }
    path.append(.line(to: lower.point))
    capsule.appendWalk(
      from: lower.arcPosition, startNormal: Point(x: lower.tangent.y, y: -lower.tangent.x),
      to: end, endNormal: Point(x: upper.tangent.y, y: -upper.tangent.x), into: &path)
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
