/// The boundary of a badge, walked in the direction of increasing normal angle.
///
/// Arc position 0 is the top of the right cap; the walk goes down the right cap, left along
/// the bottom edge, up the left cap and right along the top edge. Along an edge the arc
/// position is the arc length; round a cap it advances evenly with the normal's octant angle
/// (``OctantAngle``), a quarter of the cap's circle per quarter turn, so it is the arc length
/// within 0.22° of turn and exactly so at the ends and the middle of each cap.
struct Capsule {
  let center: Point
  let radius: Double
  let halfLength: Double

  /// The length of each cap's half circle, `π·radius`.
  let capLength: Double
  /// A quarter of a cap's circle, `capLength / 2`: arc positions on a cap advance by this
  /// per quarter turn of its normal's octant angle (``OctantAngle``).
  let quarterLength: Double
  /// The length of each flat edge, `2·halfLength`.
  let edgeLength: Double
  /// The length of the whole boundary.
  let perimeter: Double
  /// How near a walk's position must come to a piece's end to count as there:
  /// ``OutlineTolerance/walk`` times the badge's size (`radius + halfLength`, at least 1).
  let walkTolerance: Double

  /// The capsule of `badge`, its lengths computed once.
  init(_ badge: BadgeShape) {
    center = badge.center
    radius = badge.radius
    halfLength = Swift.max(0, badge.halfLength)
    capLength = Double.pi * radius
    quarterLength = 0.5 * capLength
    edgeLength = 2 * halfLength
    perimeter = 2 * capLength + 2 * edgeLength
    walkTolerance = OutlineTolerance.walk * Swift.max(1, radius + halfLength)
  }

  /// A point where a ray leaves the badge, the boundary's direction of travel there,
  /// and its arc-length position.
  struct BoundaryPoint {
    var point: Point
    var tangent: Point
    var arcPosition: Double
  }

  /// The centre of the left cap.
  var leading: Point { Point(x: center.x - halfLength, y: center.y) }
  /// The centre of the right cap.
  var trailing: Point { Point(x: center.x + halfLength, y: center.y) }

  /// Where the ray from `origin` (a point of the core segment) along the unit vector
  /// `direction` leaves the badge.
  func hit(from origin: Point, direction: Point) -> BoundaryPoint {
    let qx = Swift.min(Swift.max(origin.x - center.x, -halfLength), halfLength)
    let nx = direction.x
    let ny = direction.y
    if abs(ny) > OutlineTolerance.parallelTangents {
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
    let length = local.length
    let normal = length > 0 ? local * (1 / length) : Point(x: nx >= 0 ? 1 : -1, y: 0)
    let end = Point(x: center.x + endX, y: center.y)
    let s = arcPosition(normalAngle: OctantAngle.of(normal), onRightCap: nx >= 0)
    return BoundaryPoint(
      point: end + normal * radius, tangent: normal.perpendicular, arcPosition: s)
  }

  /// Appends the boundary from arc-length position `start` to `end` (`end` may pass
  /// `perimeter` once, wrapping round); the current point must be the start.
  /// `startNormal` and `endNormal` are the outward normals there: the caps' arcs are
  /// built from them and the pieces' fixed ends, with no trigonometry.
  func appendWalk(
    from start: Double, startNormal: Point, to end: Double, endNormal: Point,
    into path: inout [PathElement]
  ) {
    let tolerance = walkTolerance
    // Pieces from the top of the right cap: 0 right cap, 1 bottom edge, 2 left cap, 3 top
    // edge, 4 to 7 the same on the second lap. A position within `tolerance` of a piece's
    // end belongs to the next piece.
    var piece = 0
    while piece < 7 && start >= boundary(after: piece) - tolerance { piece += 1 }
    guard start < end - tolerance else { return }
    // The first piece, from `start` to its end or to `end`.
    var pieceEnd = boundary(after: piece)
    let endsFirst = end <= pieceEnd
    let firstStop = endsFirst ? end : pieceEnd
    if firstStop > start + tolerance {
      appendPart(
        piece, from: start, normal: startNormal, to: firstStop,
        normal: endsFirst ? endNormal : Point(x: 0, y: piece & 3 == 0 ? 1 : -1),
        pieceEnd: pieceEnd, into: &path)
    }
    if endsFirst { return }
    // Whole pieces, whose ends are constants of the capsule, then the last piece to `end`.
    var from = pieceEnd
    piece += 1
    while piece < 8 && from < end - tolerance {
      // ``boundary(after:)``, the same bits from the last end but at the end of a lap.
      pieceEnd =
        piece & 3 == 3
        ? boundary(after: piece) : from + (piece & 1 == 1 ? edgeLength : capLength)
      if end <= pieceEnd {
        if end > from + tolerance {
          appendPart(
            piece, from: from, normal: Point(x: 0, y: piece & 3 == 0 ? -1 : 1), to: end,
            normal: endNormal, pieceEnd: pieceEnd, into: &path)
        }
        return
      }
      if pieceEnd > from + tolerance {
        if piece & 1 == 1 {
          appendEdge(piece, short: 0, into: &path)
        } else {
          appendWholeCap(onRight: piece & 3 == 0, into: &path)
        }
      }
      from = pieceEnd
      piece += 1
    }
  }

  /// Appends the part of piece `piece` from arc position `from` to `stop` (within the piece,
  /// which ends at `pieceEnd`); on a cap, `fromNormal` and `stopNormal` are the outward
  /// normals there.
  private func appendPart(
    _ piece: Int, from: Double, normal fromNormal: Point, to stop: Double,
    normal stopNormal: Point, pieceEnd: Double, into path: inout [PathElement]
  ) {
    if piece & 1 == 1 {
      appendEdge(piece, short: pieceEnd - stop, into: &path)
    } else {
      OutlineBuilder.appendArc(
        of: Circle(center: piece & 3 == 0 ? trailing : leading, radius: radius),
        from: fromNormal, to: stopNormal, atLeastHalfTurn: stop - from >= capLength,
        into: &path)
    }
  }

  /// Appends the line along edge piece `piece` to `short` before its end: the bottom edge
  /// runs left, the top one right.
  private func appendEdge(_ piece: Int, short: Double, into path: inout [PathElement]) {
    path.append(
      .line(
        to: piece & 3 == 1
          ? Point(x: center.x - halfLength + short, y: center.y + radius)
          : Point(x: center.x + halfLength - short, y: center.y - radius)))
  }

  /// Appends a whole cap between its edges as two exact quarter turns, from the top of the
  /// right cap (or the bottom of the left one): the pieces of
  /// ``OutlineBuilder/appendQuarterTurns(of:from:count:into:)``, the same bits, with every
  /// coordinate a sum of the cap's centre and its radius or handle length.
  private func appendWholeCap(onRight: Bool, into path: inout [PathElement]) {
    let x = onRight ? trailing.x : leading.x
    let y = center.y
    // ± the radius and the quarter turn's handle (4/3·tan(π/8) radii), outwards.
    let r = onRight ? radius : -radius
    let k = OutlineBuilder.quarterTurnHandle * r
    path.append(
      .curve(
        to: Point(x: x + r, y: y), control1: Point(x: x + k, y: y - r),
        control2: Point(x: x + r, y: y - k)))
    path.append(
      .curve(
        to: Point(x: x, y: y + r), control1: Point(x: x + r, y: y + k),
        control2: Point(x: x + k, y: y + r)))
  }

  /// The arc position where piece `piece` of ``appendWalk(from:startNormal:to:endNormal:into:)``
  /// ends (0 to 7: right cap, bottom edge, left cap, top edge, twice round): each the last
  /// plus the piece's length, in that order (so the walk may add it on), but a whole lap at
  /// the end of each top edge.
  private func boundary(after piece: Int) -> Double {
    let lap = piece >= 4 ? perimeter : 0
    switch piece & 3 {
    case 0: return lap + capLength
    case 1: return lap + capLength + edgeLength
    case 2: return lap + capLength + edgeLength + capLength
    default: return lap + perimeter
    }
  }
}

extension Capsule {
  /// The point and outward normal at arc position `s` in `[0, perimeter)`: on a cap the
  /// normal from its octant angle (two square roots), on an edge no arithmetic beyond `s`.
  /// A left-cap normal, octant angle `a` in [1, 3), is the right-cap one of `a − 2` (exact)
  /// reversed, the same bits as ``OctantAngle/unit(_:)`` of `a` but for the sign of a zero
  /// component at the cap's ends: ``OctantAngle/rightUnit(_:)`` serves both caps, with no
  /// whole turn to remove and no half to fold.
  func frame(at s: Double) -> BoundaryFrame {
    let s1 = capLength
    let s2 = s1 + edgeLength
    let s3 = s2 + capLength
    if s < s1 {
      let normal = OctantAngle.rightUnit(-1 + s / quarterLength)
      return BoundaryFrame(point: trailing + normal * radius, normal: normal)
    } else if s < s2 {
      return BoundaryFrame(
        point: Point(x: center.x + halfLength - (s - s1), y: center.y + radius),
        normal: Point(x: 0, y: 1))
    } else if s < s3 {
      let normal = -OctantAngle.rightUnit((1 + (s - s2) / quarterLength) - 2)
      return BoundaryFrame(point: leading + normal * radius, normal: normal)
    } else {
      return BoundaryFrame(
        point: Point(
          x: center.x - halfLength + Swift.min(s - s3, edgeLength), y: center.y - radius),
        normal: Point(x: 0, y: -1))
    }
  }

  /// The point of the right (or left) cap whose outward normal is `normal`, a hull
  /// transition's normal (``HullTransitions``), which lies in that cap's half of the
  /// directions by construction, so no clamping is needed.
  func hullContact(normal: Point, onRightCap: Bool) -> Point {
    (onRightCap ? trailing : leading) + normal * radius
  }

  /// The arc position of the point of a cap whose outward normal has the octant angle
  /// `normalAngle` (within that cap's half of the circle of directions).
  func arcPosition(normalAngle: Double, onRightCap: Bool) -> Double {
    if onRightCap {
      // Into [−2, 2), then onto the right cap's normals.
      return capArcPosition(
        normalAngle: Self.reduced(normalAngle, turns: (normalAngle + 2) / OctantAngle.period),
        onRightCap: true)
    }
    // Into [0, 4), then onto the left cap's normals.
    return capArcPosition(
      normalAngle: Self.reduced(normalAngle, turns: normalAngle / OctantAngle.period),
      onRightCap: false)
  }

  /// The arc position of the hull contact whose outward normal has the octant angle
  /// `normalAngle`: a ``HullTransitions`` angle on the right (or left) cap, in [−1, 1] (or
  /// [1, 3]), or a turn more for a span's end. The same as
  /// ``arcPosition(normalAngle:onRightCap:)`` for those angles, with the whole turn taken off
  /// by one comparison rather than by `floor` (about half the outlines of a drag end a turn on).
  func contactArcPosition(normalAngle: Double, onRightCap: Bool) -> Double {
    if onRightCap {
      return capArcPosition(
        normalAngle: normalAngle > 2 ? normalAngle - OctantAngle.period : normalAngle,
        onRightCap: true)
    }
    return capArcPosition(
      normalAngle: normalAngle > 4 ? normalAngle - OctantAngle.period : normalAngle,
      onRightCap: false)
  }

  /// The arc position of the point of a cap whose outward normal has the octant angle
  /// `normalAngle`, already within that cap's half turn of the circle ([−2, 2) for the right
  /// cap, [0, 4) for the left): clamped onto the cap's normals, no whole turn to remove.
  private func capArcPosition(normalAngle: Double, onRightCap: Bool) -> Double {
    if onRightCap {
      return (Swift.min(Swift.max(normalAngle, -1), 1) + 1) * quarterLength
    }
    return capLength + edgeLength + (Swift.min(Swift.max(normalAngle, 1), 3) - 1) * quarterLength
  }

  /// `angle` less the whole turns of `turns` (its offset from the start of the wanted range, in
  /// turns).
  private static func reduced(_ angle: Double, turns: Double) -> Double {
    angle - OctantAngle.period * turns.rounded(.down)
  }

  /// The arc position of `point`, the boundary point nearest a shape outside the capsule,
  /// which lies the octant angle `angle` from it: ``arcPosition(of:)``, but on a cap the
  /// point's normal, the opposite direction, is `angle` turned half a turn (exactly so for
  /// octant angles, which are symmetric), not measured again, and turned into the cap's range
  /// directly, with no whole turn to remove.
  func arcPosition(ofNearest point: Point, facing angle: Double) -> Double {
    if point.x > trailing.x {
      // Facing left: `angle` in [1, 2] or [−2, −1], the normal in [−1, 1].
      return capArcPosition(
        normalAngle: angle > 0 ? angle - OctantAngle.halfTurn : angle + OctantAngle.halfTurn,
        onRightCap: true)
    }
    if point.x < leading.x {
      // Facing right: `angle` in [−1, 1], the normal in [1, 3].
      return capArcPosition(normalAngle: angle + OctantAngle.halfTurn, onRightCap: false)
    }
    return edgeArcPosition(of: point)
  }

  /// The arc position of a point of (or very near) a flat edge, between the caps.
  private func edgeArcPosition(of point: Point) -> Double {
    if point.y > center.y {
      return capLength + (trailing.x - point.x)
    }
    return 2 * capLength + edgeLength + (point.x - leading.x)
  }

  /// The arc position of a point on (or very near) the boundary.
  func arcPosition(of point: Point) -> Double {
    if point.x > trailing.x {
      let local = point - trailing
      return arcPosition(normalAngle: OctantAngle.of(local), onRightCap: true)
    }
    if point.x < leading.x {
      let local = point - leading
      return arcPosition(normalAngle: OctantAngle.of(local), onRightCap: false)
    }
    return edgeArcPosition(of: point)
  }
}
