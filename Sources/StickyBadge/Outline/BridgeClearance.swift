extension OutlineBuilder {
  /// Whether ``clearedAngle(_:direction:toward:contactDirection:anchor:boundary:)`` can move
  /// the anchor end whose unit direction is `unit`: the tests it starts with.
  @inline(__always)
  static func angleNeedsClearing(
    direction unit: Point, contactDirection: Point, anchor: Circle, boundary: BoundaryFrame
  ) -> Bool {
    let normal = boundary.normal
    let base = (anchor.center - boundary.point).dot(normal)
    let contactDepth = base + anchor.radius * contactDirection.dot(normal)
    return contactDepth > 0 && base + anchor.radius * unit.dot(normal) < 0.5 * contactDepth
  }

  /// Slides the attachment angle `angle` on the anchor towards the hull contact `contact`
  /// (octant angles, ``OctantAngle``; the contact's unit direction is `contactDirection`)
  /// until the anchor point lies beyond the capsule's tangent line at `boundary` by at least
  /// half as much as the contact does. `unit` is the unit direction of `angle`.
  ///
  /// A bridge between two points can only stay outside the convex capsule when the
  /// anchor end is beyond the capsule end's tangent line; the interpolated attachment
  /// can miss that when the capsule end sits on a flat edge past a cap (a large anchor
  /// beside a small badge). The move is continuous: nothing moves while the condition holds.
  ///
  /// The opening tests (``angleNeedsClearing(direction:contactDirection:anchor:boundary:)``)
  /// are inlined where this is called natively; the slide itself is a call, made only when it
  /// moves the end (about one anchor end in a hundred over a drag). In WebAssembly, where
  /// module size matters more, this is one function holding both, as before the split.
  #if arch(wasm32)
    @inline(never)
  #else
    @inline(__always)
  #endif
  static func clearedAngle(
    _ angle: Double, direction unit: Point, toward contact: Double, contactDirection: Point,
    anchor: Circle, boundary: BoundaryFrame
  ) -> Double {
    guard
      angleNeedsClearing(
        direction: unit, contactDirection: contactDirection, anchor: anchor, boundary: boundary)
    else { return angle }
    return slidAngle(
      angle, direction: unit, toward: contact, contactDirection: contactDirection,
      anchor: anchor, boundary: boundary)
  }

  /// ``clearedAngle(_:direction:toward:contactDirection:anchor:boundary:)`` past its opening
  /// tests (which it repeats, so that it stands on its own).
  #if arch(wasm32)
    @inline(__always)
  #else
    @inline(never)
  #endif
  private static func slidAngle(
    _ angle: Double, direction unit: Point, toward contact: Double, contactDirection: Point,
    anchor: Circle, boundary: BoundaryFrame
  ) -> Double {
    let normal = boundary.normal
    let base = (anchor.center - boundary.point).dot(normal)
    let r1 = anchor.radius
    let contactDepth = base + r1 * contactDirection.dot(normal)
    guard contactDepth > 0 else { return angle }
    let target = 0.5 * contactDepth
    guard base + r1 * unit.dot(normal) < target else { return angle }
    let ratio = (target - base) / r1
    guard ratio > -1 && ratio < 1 else { return angle }
    // The two directions where the depth is the target: the normal turned either way by the
    // angle whose cosine is `ratio` (rotation by that cosine and the sine from a root).
    let sine = (1 - ratio * ratio).squareRoot()
    let direction = contact >= angle ? 1.0 : -1.0
    let reach = abs(contact - angle)
    var best = reach
    for side in 0..<2 {
      let root = OctantAngle.of(normal.turned(cosine: ratio, sine: side == 0 ? -sine : sine))
      let step = positiveRemainder((root - angle) * direction, OctantAngle.period)
      if step < best { best = step }
    }
    return angle + direction * best
  }

  /// Whether ``clearedOffset(_:from:contactPoint:attachedPoint:direction:anchor:anchorNormal:capsule:)``
  /// can move the bridge end at `attachedPoint`: the test it starts with.
  @inline(__always)
  static func offsetNeedsClearing(
    _ offset: Double, contactPoint: Point, attachedPoint: Point, anchor: Circle,
    anchorNormal normal: Point
  ) -> Bool {
    guard offset > 0 else { return false }
    let base = anchor.center.dot(normal) + anchor.radius
    let target = 0.5 * (contactPoint.dot(normal) - base)
    return target > 0 && attachedPoint.dot(normal) - base < target
  }

  /// Shortens `offset`, the arc length from the capsule's hull contact `contact` to a
  /// bridge end (forward when `direction` is 1, backward when −1), until that end lies
  /// beyond the anchor's tangent line where its outward normal is `anchorNormal` by at least
  /// half as much as the contact does. Unchanged while the condition holds; otherwise the boundary is walked
  /// piece by piece and the crossing solved in closed form on the piece where it lies.
  ///
  /// The opening test
  /// (``offsetNeedsClearing(_:contactPoint:attachedPoint:anchor:anchorNormal:)``) is inlined
  /// where this is called natively; the walk itself is a call, made only when it moves the end
  /// (about one bridge end in six over a drag). In WebAssembly, where module size matters
  /// more, this is one function holding both, as before the split.
  #if arch(wasm32)
    @inline(never)
  #else
    @inline(__always)
  #endif
  static func clearedOffset(
    _ offset: Double, from contact: Double, contactPoint: Point, attachedPoint: Point,
    direction: Double, anchor: Circle, anchorNormal normal: Point,
    capsule: Capsule
  ) -> Double {
    guard
      offsetNeedsClearing(
        offset, contactPoint: contactPoint, attachedPoint: attachedPoint, anchor: anchor,
        anchorNormal: normal)
    else { return offset }
    return slidOffset(
      offset, from: contact, contactPoint: contactPoint, attachedPoint: attachedPoint,
      direction: direction, anchor: anchor, anchorNormal: normal, capsule: capsule)
  }

  /// ``clearedOffset(_:from:contactPoint:attachedPoint:direction:anchor:anchorNormal:capsule:)``
  /// past its opening test (which it repeats, so that it stands on its own).
  #if arch(wasm32)
    @inline(__always)
  #else
    @inline(never)
  #endif
  private static func slidOffset(
    _ offset: Double, from contact: Double, contactPoint: Point, attachedPoint: Point,
    direction: Double, anchor: Circle, anchorNormal normal: Point,
    capsule: Capsule
  ) -> Double {
    guard offset > 0 else { return offset }
    let base = anchor.center.dot(normal) + anchor.radius
    let perimeter = capsule.perimeter
    let contactDepth = contactPoint.dot(normal) - base
    let attachedDepth = attachedPoint.dot(normal) - base
    let target = 0.5 * contactDepth
    guard target > 0, attachedDepth < target else { return offset }
    // Walk the boundary piece by piece (at most the two caps and two edges) to the first
    // point where the depth falls to the target: linear along an edge, a sinusoid round a
    // cap, so each piece is solved in closed form. The depth is known at the contact, at
    // the attached end and at every piece's end (a fixed point), so no boundary point is
    // evaluated on the way.
    let s1 = capsule.capLength
    let s2 = s1 + capsule.edgeLength
    let s3 = s2 + capsule.capLength
    var travelled = 0.0
    var nearDepth = contactDepth
    for _ in 0..<5 {
      let position = positiveRemainder(contact + direction * travelled, perimeter)
      // The piece holding `position` (entered in the walking direction) and its bounds.
      let probe = direction > 0 ? position : (position == 0 ? perimeter : position)
      let pieceStart: Double
      let pieceEnd: Double
      if probe < s1 || (direction < 0 && probe == s1) {
        (pieceStart, pieceEnd) = (0, s1)
      } else if probe < s2 || (direction < 0 && probe == s2) {
        (pieceStart, pieceEnd) = (s1, s2)
      } else if probe < s3 || (direction < 0 && probe == s3) {
        (pieceStart, pieceEnd) = (s2, s3)
      } else {
        (pieceStart, pieceEnd) = (s3, perimeter)
      }
      let toPieceEnd = direction > 0 ? pieceEnd - probe : probe - pieceStart
      let reachesAttached = offset - travelled <= toPieceEnd
      let pieceLength = reachesAttached ? offset - travelled : toPieceEnd
      let farDepth =
        reachesAttached
        ? attachedDepth
        : capsule.pieceEnd(at: direction > 0 ? pieceEnd : pieceStart).dot(normal) - base
      if farDepth < target {
        let isCap = pieceStart == 0 || pieceStart == s2
        if !isCap {
          return travelled + pieceLength * (nearDepth - target) / (nearDepth - farDepth)
        }
        // Round a cap of centre e: depth = e·n − base + r·cos(θ − ψ), with ψ the anchor's
        // direction: the depth is the target where the cap's normal is the anchor's turned
        // by the angle whose cosine is `ratio`, forward when walking forward.
        let end = pieceStart == 0 ? capsule.trailing : capsule.leading
        let ratio = Swift.min(
          1, Swift.max(-1, (target - (end.dot(normal) - base)) / capsule.radius))
        let quarter = capsule.quarterLength
        let startAngle = (pieceStart == 0 ? -1 : 1) + (probe - pieceStart) / quarter
        let root = OctantAngle.of(
          normal.turned(cosine: ratio, sine: direction * (1 - ratio * ratio).squareRoot()))
        let turn = positiveRemainder(direction * (root - startAngle), OctantAngle.period)
        return travelled + Swift.min(pieceLength, turn * quarter)
      }
      travelled += pieceLength
      nearDepth = farDepth
      if travelled >= offset { break }
    }
    return offset
  }
}

extension Capsule {
  /// The boundary point at arc position `s`, one of the ends of the four pieces (0, the two
  /// cap lengths and edges between, `perimeter`): the top or bottom of a cap, exactly.
  @inline(__always)
  func pieceEnd(at s: Double) -> Point {
    let bottom = s > 0 && s < perimeter - capLength
    let right = s < capLength + 0.5 * edgeLength || s >= perimeter - 0.5 * edgeLength
    return Point(x: right ? trailing.x : leading.x, y: center.y + (bottom ? radius : -radius))
  }
}
