// The metaball bridge between two circles (the dot and one-digit badges), in closed
// form: every direction is a unit vector in the frame of the line of centres, found
// from cosines with square roots, so no sine, cosine, arc cosine or arc tangent is
// evaluated and nothing iterates.

extension OutlineBuilder {
  /// Appends the silhouette of two circles joined by metaball bridges; the caller has
  /// ruled out containment, zero sizes and non-finite input, and passes the badge's
  /// offset from the anchor and its length.
  static func appendConnected(
    anchor: Circle, badge: Circle, offset: Point, distance d: Double, spread rawSpread: Double,
    handleFactor: Double, into path: inout [PathElement]
  ) {
    let c1 = anchor.center
    let c2 = badge.center
    let r1 = anchor.radius
    let r2 = badge.radius
    let scale = Swift.max(r1, r2)
    let axis =
      d > OutlineTolerance.coincidentCentres * scale ? offset * (1 / d) : Point(x: 1, y: 0)
    let across = axis.perpendicular
    let separation = Swift.max(d, abs(r1 - r2) + OutlineTolerance.separationMargin * scale)
    let spread = Swift.min(1, Swift.max(0, rawSpread))

    // Directions in the frame of the axis, on the upper side: (cosine, sine).
    let tangentCosine = (r1 - r2) / separation
    let tangent = Point(x: tangentCosine, y: unitSine(tangentCosine))
    var anchorCrossing = Point(x: 1, y: 0)
    var badgeCrossing = Point(x: -1, y: 0)
    if separation < r1 + r2 {
      let anchorCosine = (r1 * r1 + separation * separation - r2 * r2) / (2 * r1 * separation)
      let badgeCosine = (r2 * r2 + separation * separation - r1 * r1) / (2 * r2 * separation)
      anchorCrossing = Point(x: anchorCosine, y: unitSine(anchorCosine))
      badgeCrossing = Point(x: -badgeCosine, y: unitSine(badgeCosine))
    }
    let anchorLocal = Self.direction(
      from: anchorCrossing, toward: tangent,
      fraction: Self.attachmentFraction(spread: spread, radius: r1, otherRadius: r2))
    let badgeLocal = Self.direction(
      from: badgeCrossing, toward: tangent,
      fraction: Self.attachmentFraction(spread: spread, radius: r2, otherRadius: r1))

    let anchorUpper = axis * anchorLocal.x + across * anchorLocal.y
    let anchorLower = axis * anchorLocal.x - across * anchorLocal.y
    let badgeUpper = axis * badgeLocal.x + across * badgeLocal.y
    let badgeLower = axis * badgeLocal.x - across * badgeLocal.y
    let anchorUpperPoint = c1 + anchorUpper * r1
    let anchorLowerPoint = c1 + anchorLower * r1
    let badgeUpperPoint = c2 + badgeUpper * r2
    let badgeLowerPoint = c2 + badgeLower * r2

    // Handles: the metaball lengths, at least a third of the bridge, and short enough that
    // every control point stays `waistFloor` on its own side of the line of centres.
    let total = r1 + r2
    let chord = anchorUpperPoint.distance(to: badgeUpperPoint)
    let handleScale =
      Swift.min(spread * handleFactor, chord / total) * Swift.min(1, separation * 2 / total)
    let floor = OutlineTolerance.waistFloor * Swift.min(r1, r2)
    let minimum = OutlineTolerance.minimumHandle * scale
    var anchorHandle = Swift.max(r1 * handleScale, chord / 3)
    if anchorLocal.x > 0 {
      anchorHandle = Swift.min(
        anchorHandle, Swift.max(0, r1 * anchorLocal.y - floor) / anchorLocal.x)
    }
    var badgeHandle = Swift.max(r2 * handleScale, chord / 3)
    if badgeLocal.x < 0 {
      badgeHandle = Swift.min(badgeHandle, Swift.max(0, r2 * badgeLocal.y - floor) / -badgeLocal.x)
    }
    anchorHandle = Swift.max(anchorHandle, minimum)
    badgeHandle = Swift.max(badgeHandle, minimum)

    // Anchor's far side, lower bridge, badge's far side, upper bridge.
    path.append(.move(to: anchorUpperPoint))
    appendSymmetricArc(
      of: anchor, from: anchorUpper, to: anchorLower, middle: -axis, halfCosine: -anchorLocal.x,
      into: &path)
    path.append(
      .curve(
        to: badgeLowerPoint,
        control1: anchorLowerPoint + anchorLower.perpendicular * anchorHandle,
        control2: badgeLowerPoint - badgeLower.perpendicular * badgeHandle))
    appendSymmetricArc(
      of: badge, from: badgeLower, to: badgeUpper, middle: axis, halfCosine: badgeLocal.x,
      into: &path)
    path.append(
      .curve(
        to: anchorUpperPoint,
        control1: badgeUpperPoint + badgeUpper.perpendicular * badgeHandle,
        control2: anchorUpperPoint - anchorUpper.perpendicular * anchorHandle))
    path.append(.close)
  }

  /// `sqrt(1 − cosine²)`, the sine on the upper side, with the cosine clamped to [−1, 1].
  static func unitSine(_ cosine: Double) -> Double {
    let clamped = Swift.min(1, Swift.max(-1, cosine))
    return (1 - clamped * clamped).squareRoot()
  }

  /// The unit direction `fraction` of the way from the unit direction `start` to `end`
  /// (normalised linear interpolation: exact at both ends, monotonic in between).
  static func direction(from start: Point, toward end: Point, fraction: Double) -> Point {
    let mix = start * (1 - fraction) + end * fraction
    let length = mix.length
    return length > OutlineTolerance.emptyArc ? mix * (1 / length) : Point(x: 0, y: 1)
  }

  /// How far from the corner towards the hull contact a bridge attaches to a shape of
  /// radius `radius` when the other shape's radius is `otherRadius`: the spread, moved
  /// further towards the contact on the smaller shape by `(1 − v)·v·(1 − r/R)`. A small
  /// dot at the end of a long bridge is then met along a flatter tangent with a longer
  /// handle, so the neck turns no more sharply than the dot itself (the rounder neck).
  static func attachmentFraction(spread: Double, radius: Double, otherRadius: Double) -> Double {
    let smallness = otherRadius > radius ? 1 - radius / otherRadius : 0
    return spread + (1 - spread) * spread * smallness
  }
}
