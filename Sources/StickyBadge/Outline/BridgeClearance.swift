extension OutlineBuilder {
  /// Slides the attachment angle `angle` on the anchor towards the hull contact `contact`
  /// (octant angles, ``OctantAngle``; the contact's unit direction is `contactDirection`)
  /// until the anchor end suits the capsule end at `boundary`. `unit` is the unit direction
  /// of `angle`. Two conditions, each kept by sliding to where it starts to hold:
  ///
  /// - the anchor point lies beyond the capsule's tangent line at `boundary` by at least half
  ///   as much as the contact does. A bridge between two points can only stay outside the
  ///   convex capsule when the anchor end is beyond the capsule end's tangent line; the
  ///   interpolated attachment can miss that when the capsule end sits on a flat edge past a
  ///   cap (a large anchor beside a small badge);
  /// - where the anchor's tangent meets that line ahead of the anchor end, it meets it no
  ///   nearer than the anchor's radius (or a third of the bridge, if that is shorter). The
  ///   bridge's handles stop where the tangents meet, so a nearer meeting would make the
  ///   bridge turn from the anchor's tangent to the capsule's within that short handle: a
  ///   kink tighter than the anchor itself. This happens when a small anchor pokes just
  ///   beyond a capsule's flat edge, pulled a few degrees off its axis: the common tangent
  ///   then touches the far cap and the capsule end lands near the start of the flat edge,
  ///   nearly in line with the anchor end.
  ///
  /// The move is continuous: nothing moves while both conditions hold.
  static func clearedAngle(
    _ angle: Double, direction unit: Point, toward contact: Double, contactDirection: Point,
    anchor: Circle, boundary: BoundaryFrame
  ) -> Double {
    let normal = boundary.normal
    let base = (anchor.center - boundary.point).dot(normal)
    let r1 = anchor.radius
    let contactDepth = base + r1 * contactDirection.dot(normal)
    guard contactDepth > 0 else { return angle }
    let direction = contact >= angle ? 1.0 : -1.0
    let reach = abs(contact - angle)
    let depth = base + r1 * unit.dot(normal)
    // Deep enough: `unit · normal` at least `(target − base) / r1`.
    var step = 0.0
    if depth < 0.5 * contactDepth {
      step = slide(
        angle, direction: direction, reach: reach, unit: unit, axis: normal,
        level: (0.5 * contactDepth - base) / r1)
    }
    // Met far enough ahead: the anchor's tangent `unit.perpendicular` meets the line ahead
    // when `meeting` (the sine between the tangents, signed) is positive, `depth / meeting`
    // away. At least `handle` away is `base + unit · (r1 · normal + handle · direction ·
    // normal.perpendicular)` not below zero.
    let meeting = direction * unit.perpendicular.dot(normal)
    if meeting > 0 && depth < r1 * meeting {
      let anchorPoint = anchor.center + unit * r1
      let handle = Swift.min(r1, anchorPoint.distance(to: boundary.point) / 3)
      if depth < handle * meeting {
        let length = (r1 * r1 + handle * handle).squareRoot()
        let axis = (normal * r1 + normal.perpendicular * (handle * direction)) * (1 / length)
        step = Swift.max(
          step,
          slide(
            angle, direction: direction, reach: reach, unit: unit, axis: axis,
            level: -base / length))
      }
    }
    return angle + direction * step
  }

  /// How far (in octant angle, at most `reach`) `angle`, whose unit direction is `unit`, must
  /// move in `direction` (1 or −1) for `unit · axis` to reach `level`, `axis` a unit vector:
  /// 0 when it already does (or never can), else to the nearer of the two directions where it
  /// equals `level`, `axis` turned either way by the angle whose cosine is `level` (rotation
  /// by that cosine and the sine from a root).
  private static func slide(
    _ angle: Double, direction: Double, reach: Double, unit: Point, axis: Point, level: Double
  ) -> Double {
    guard unit.dot(axis) < level, level > -1 && level < 1 else { return 0 }
    let sine = (1 - level * level).squareRoot()
    var best = reach
    for side in 0..<2 {
      let root = OctantAngle.of(axis.turned(cosine: level, sine: side == 0 ? -sine : sine))
      let step = positiveRemainder((root - angle) * direction, OctantAngle.period)
      if step < best { best = step }
    }
    return best
  }

  /// Shortens `offset`, the arc length from the capsule's hull contact `contact` to a
  /// bridge end (forward when `direction` is 1, backward when −1), until that end lies
  /// beyond the anchor's tangent line where its outward normal is `anchorNormal` by at least
  /// half as much as the contact does. Unchanged while the condition holds; otherwise the end
  /// moves to the one boundary point where the depth falls to that, solved in closed form.
  static func clearedOffset(
    _ offset: Double, from contact: Double, contactPoint: Point, attachedPoint: Point,
    direction: Double, anchor: Circle, anchorNormal normal: Point,
    capsule: Capsule
  ) -> Double {
    guard offset > 0 else { return offset }
    let base = anchor.center.dot(normal) + anchor.radius
    let contactDepth = contactPoint.dot(normal) - base
    let target = 0.5 * contactDepth
    guard target > 0, attachedPoint.dot(normal) - base < target else { return offset }
    // The boundary is convex, so along it the depth rises once and falls once: walking from
    // the contact (above the target) to the attached end (below it), the depth falls to the
    // target at the one boundary point where it does so falling in the walking direction.
    // Round a cap of centre e the depth is e·n − base + r·cos(θ − ψ), with ψ the anchor's
    // direction: the target where the cap's normal is the anchor's turned by the angle whose
    // cosine is `ratio`, forward when walking forward; the point is there when that normal is
    // in the cap's half. Otherwise it is on the edge along which the depth falls in the walking
    // direction (the bottom edge, walked towards −x, when walking forward with n.x > 0), where
    // the depth is linear in x.
    let level = base + target
    let position: Double
    if let rightNormal = capsule.crossingNormal(
      level: level, normal: normal, direction: direction, end: capsule.trailing),
      rightNormal.x >= 0
    {
      position = capsule.arcPosition(normalAngle: OctantAngle.of(rightNormal), onRightCap: true)
    } else if let leftNormal = capsule.crossingNormal(
      level: level, normal: normal, direction: direction, end: capsule.leading),
      leftNormal.x <= 0
    {
      position = capsule.arcPosition(normalAngle: OctantAngle.of(leftNormal), onRightCap: false)
    } else {
      guard normal.x != 0 else { return offset }
      let onBottom = direction * normal.x > 0
      let edgeY = capsule.center.y + (onBottom ? capsule.radius : -capsule.radius)
      let x = Swift.min(
        Swift.max((level - edgeY * normal.y) / normal.x, capsule.center.x - capsule.halfLength),
        capsule.center.x + capsule.halfLength)
      position = capsule.arcPosition(of: Point(x: x, y: edgeY))
    }
    return Swift.min(
      offset, positiveRemainder(direction * (position - contact), capsule.perimeter))
  }
}

extension Capsule {
  /// The outward normal of the cap of centre `end` where the boundary's `p·normal` is `level`
  /// and falls walking in `direction` (1: forward, towards greater arc positions), or nil when
  /// the cap's circle does not reach that level.
  func crossingNormal(level: Double, normal: Point, direction: Double, end: Point) -> Point? {
    let ratio = (level - end.dot(normal)) / radius
    guard ratio >= -1 && ratio <= 1 else { return nil }
    return normal.turned(cosine: ratio, sine: direction * (1 - ratio * ratio).squareRoot())
  }
}
