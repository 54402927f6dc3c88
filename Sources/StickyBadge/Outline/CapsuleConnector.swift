// The metaball bridge between a circle and a capsule badge ("12", "99+").
//
// The construction generalises the circle–circle metaball: every concave corner of the
// union of the anchor disk A and the capsule C gets its own tangent-continuous bridge,
// found from two points, exactly as the circle formulas find them:
//
// - the hull contact: where an outer common tangent of A and C touches each shape.
//   The capsule is the convex hull of its two cap circles, so the hull of A and C is
//   the hull of three circles. In direction space (the outward normal angle psi),
//   A is on the hull where its support `n·c1 + r1` beats the capsule's
//   `n·center + halfLength·|cos psi| + r2`; the difference is a sinusoid on each half of
//   the circle of directions (right cap, left cap), so its roots come from one
//   `atan2` and one `acos` per half. A root where A starts winning is where the hull
//   arrives on A from a cap; a root where it stops winning is where it leaves A for a
//   cap. A is on the hull along one interval of directions, or along two when a large
//   anchor pokes out of both flat sides of a long capsule (four bridges then).
// - the corner: where the circle's boundary crosses the capsule's boundary next to that
//   contact (the crossing reached first walking from the contact into the corner); when
//   the shapes are apart, the points of each nearest the other.
//
// Each bridge attaches at the fraction `spread` of the way from the corner to the hull
// contact, measured by angle on A and by arc length on the capsule, and leaves and
// arrives along each boundary's tangent, with the circle formula's handle lengths.
// With `spread` 0 the outline is the plain union; with 1 it is the convex hull. For a
// round badge this reduces exactly to the circle formulas.

extension OutlineBuilder {
  /// Appends the silhouette of `anchor`, the bridges and `capsule`; the caller has ruled out
  /// containment, zero sizes and non-finite input.
  static func appendConnected(
    anchor: Circle, capsule: Capsule, spread: Double, handleFactor: Double,
    into path: inout [PathElement]
  ) {
    let c1 = anchor.center
    let r1 = anchor.radius
    let r2 = capsule.radius
    let halfLength = capsule.halfLength
    let offset = c1 - capsule.center
    let delta = r1 - r2
    let scale = Swift.max(r1, r2 + halfLength)

    // Hull transitions in direction space: right-cap half, then left-cap half.
    var transitions = HullTransitions()
    transitions.addRoots(
      cosine: offset.x - halfLength, sine: offset.y, constant: delta, halfStart: -Double.pi / 2,
      onRightCap: true)
    transitions.addRoots(
      cosine: offset.x + halfLength, sine: offset.y, constant: delta, halfStart: Double.pi / 2,
      onRightCap: false)
    var spans = AnchorSpans()
    transitions.pair(into: &spans)
    if spans.count == 0 {
      // No transition: one shape's support beats the other's in every direction.
      if offset.y + delta > 0 {
        appendCircle(anchor, into: &path)
      } else {
        appendBadge(
          BadgeShape(center: capsule.center, radius: r2, halfLength: halfLength), into: &path)
      }
      return
    }

    // Corners: the boundary crossings nearest each transition.
    var corners = CornerSearch(spans: spans)
    capsule.offerCrossings(with: anchor, to: &corners)
    let core = Point(
      x: Swift.min(Swift.max(c1.x, capsule.center.x - halfLength), capsule.center.x + halfLength),
      y: capsule.center.y)
    let coreDistance = c1.distance(to: core)
    if !corners.found {
      // Apart: both corners of every bridge are the points nearest the other shape.
      let direction =
        coreDistance > 1e-12 * scale
        ? (core - c1) * (1 / coreDistance) : Point(x: 1, y: 0)
      let angle = PlatformMath.arcTangent(direction.y, direction.x)
      let nearest = capsule.arcPosition(of: core - direction * r2)
      corners.offerNearest(anchorAngle: angle, arcPosition: nearest)
    }

    let spread = Swift.min(1, Swift.max(0, spread))
    let keep = 1 - spread
    let perimeter = capsule.perimeter
    let arcTolerance = 1e-9 * scale
    let handleScaleLimit = spread * handleFactor
    let overlapFactor = Swift.min(1, coreDistance * 2 / (r1 + r2))
    let minimumHandle = 1e-6 * scale

    // Attachment points of every span: on A by angle, on C by arc length.
    var attachments = SpanAttachments()
    for index in 0..<spans.count {
      let span = spans[index]
      let search = corners[index]
      let arrivalContact = capsule.arcPosition(
        normalAngle: span.startAngle, onRightCap: span.startOnRight)
      let departureContact = capsule.arcPosition(
        normalAngle: span.endAngle, onRightCap: span.endOnRight)
      var arrivalGap = Self.positiveRemainder(search.arrivalArcPosition - arrivalContact, perimeter)
      if arrivalGap > perimeter - arcTolerance { arrivalGap = 0 }
      var departureGap = Self.positiveRemainder(
        departureContact - search.departureArcPosition, perimeter)
      if departureGap > perimeter - arcTolerance { departureGap = 0 }
      var attachment = SpanAttachment(
        anchorStart: span.startAngle - keep * search.arrivalAngleGap,
        anchorEnd: span.endAngle + keep * search.departureAngleGap,
        arrivalContact: arrivalContact, arrivalOffset: keep * arrivalGap,
        departureContact: departureContact, departureOffset: keep * departureGap)
      // A bridge can only stay outside both shapes when each end lies beyond the other
      // end's tangent line. Where the interpolated ends miss that (a bridge that would
      // have to wrap round a cap, or a small spread near touching), slide the capsule end,
      // then the anchor end, towards its hull contact until it does.
      attachment.arrivalOffset = Self.clearedOffset(
        attachment.arrivalOffset, from: arrivalContact, direction: 1, anchor: anchor,
        anchorAngle: attachment.anchorStart, capsule: capsule)
      attachment.departureOffset = Self.clearedOffset(
        attachment.departureOffset, from: departureContact, direction: -1, anchor: anchor,
        anchorAngle: attachment.anchorEnd, capsule: capsule)
      attachment.anchorStart = Self.clearedAngle(
        attachment.anchorStart, toward: span.startAngle, anchor: anchor, capsule: capsule,
        at: Self.positiveRemainder(arrivalContact + attachment.arrivalOffset, perimeter))
      attachment.anchorEnd = Self.clearedAngle(
        attachment.anchorEnd, toward: span.endAngle, anchor: anchor, capsule: capsule,
        at: Self.positiveRemainder(departureContact - attachment.departureOffset, perimeter))
      attachments[index] = attachment
    }

    // With one bridge on each side of the line from the anchor to the capsule's core,
    // every control point stays a floor away from that line, so the two bridges never
    // cross however narrow a small spread makes them (seed 003's waist narrowing).
    let axis = SideFloor(
      origin: c1, direction: core - c1, length: coreDistance,
      floor: spans.count == 1 && coreDistance > 1e-9 * scale ? 0.05 * Swift.min(r1, r2) : -1)
    let first = attachments[0]
    path.append(.move(to: c1 + Point.unit(angle: first.anchorStart) * r1))
    for index in 0..<spans.count {
      let current = attachments[index]
      let nextIndex = index + 1 == spans.count ? 0 : index + 1
      let next = attachments[nextIndex]
      // Around the anchor's outer arc.
      let sweep = Swift.min(current.anchorEnd - current.anchorStart, 2 * Double.pi)
      if sweep > 1e-12 {
        appendArc(center: c1, radius: r1, from: current.anchorStart, sweep: sweep, into: &path)
      }
      let departureAngle = current.anchorStart + sweep
      let departurePoint = c1 + Point.unit(angle: departureAngle) * r1
      let departureTangent = Point.unit(angle: departureAngle).perpendicular
      // Departure bridge onto the capsule.
      let landing = Self.positiveRemainder(
        current.departureContact - current.departureOffset, perimeter)
      let landingPoint = capsule.point(at: landing)
      let landingTangent = capsule.tangent(at: landing)
      let departureHandle = Self.handleLength(
        from: departurePoint, to: landingPoint, limit: handleScaleLimit, factor: overlapFactor,
        total: r1 + r2)
      let (departureLength, landingLength) = Self.fitHandles(
        from: departurePoint, leaving: departureTangent, r1 * departureHandle, to: landingPoint,
        arriving: landingTangent, r2 * departureHandle, minimum: minimumHandle)
      let departureLengthOnSide = Swift.max(
        minimumHandle,
        axis.clamp(departureLength, from: departurePoint, along: departureTangent))
      let landingLengthOnSide = Swift.max(
        minimumHandle, axis.clamp(landingLength, from: landingPoint, along: -landingTangent))
      path.append(
        .curve(
          to: landingPoint, control1: departurePoint + departureTangent * departureLengthOnSide,
          control2: landingPoint - landingTangent * landingLengthOnSide))
      // Along the capsule between the hull contacts.
      let normalGap = Self.positiveRemainder(
        spans[nextIndex].startAngle - spans[index].endAngle, 2 * Double.pi)
      var hullWalk = Self.positiveRemainder(
        next.arrivalContact - current.departureContact, perimeter)
      if normalGap < Double.pi && hullWalk > 0.75 * perimeter { hullWalk = 0 }
      if normalGap > Double.pi && hullWalk < 0.25 * perimeter { hullWalk += perimeter }
      let walk = Swift.min(current.departureOffset + hullWalk + next.arrivalOffset, perimeter)
      capsule.appendWalk(from: landing, to: landing + walk, into: &path)
      // Arrival bridge back onto the anchor.
      let takeoff = Self.positiveRemainder(next.arrivalContact + next.arrivalOffset, perimeter)
      let takeoffPoint = capsule.point(at: takeoff)
      let takeoffTangent = capsule.tangent(at: takeoff)
      let arrivalPoint = c1 + Point.unit(angle: next.anchorStart) * r1
      let arrivalTangent = Point.unit(angle: next.anchorStart).perpendicular
      let arrivalHandle = Self.handleLength(
        from: takeoffPoint, to: arrivalPoint, limit: handleScaleLimit, factor: overlapFactor,
        total: r1 + r2)
      let (takeoffLength, arrivalLength) = Self.fitHandles(
        from: takeoffPoint, leaving: takeoffTangent, r2 * arrivalHandle, to: arrivalPoint,
        arriving: arrivalTangent, r1 * arrivalHandle, minimum: minimumHandle)
      let takeoffLengthOnSide = Swift.max(
        minimumHandle, axis.clamp(takeoffLength, from: takeoffPoint, along: takeoffTangent))
      let arrivalLengthOnSide = Swift.max(
        minimumHandle, axis.clamp(arrivalLength, from: arrivalPoint, along: -arrivalTangent))
      path.append(
        .curve(
          to: arrivalPoint, control1: takeoffPoint + takeoffTangent * takeoffLengthOnSide,
          control2: arrivalPoint - arrivalTangent * arrivalLengthOnSide))
    }
    path.append(.close)
  }

  /// Slides the attachment angle `angle` on the anchor towards the hull contact `contact`
  /// until the anchor point lies beyond the capsule's tangent line at arc position
  /// `boundary` by at least half as much as the contact does.
  ///
  /// A bridge between two points can only stay outside the convex capsule when the
  /// anchor end is beyond the capsule end's tangent line; the interpolated attachment
  /// can miss that when the capsule end sits on a flat edge past a cap (a large anchor
  /// beside a small badge). The move is continuous: nothing moves while the condition holds.
  static func clearedAngle(
    _ angle: Double, toward contact: Double, anchor: Circle, capsule: Capsule, at boundary: Double
  ) -> Double {
    let tangent = capsule.tangent(at: boundary)
    let normal = Point(x: tangent.y, y: -tangent.x)
    let base = (anchor.center - capsule.point(at: boundary)).dot(normal)
    let r1 = anchor.radius
    let contactDepth = base + r1 * Point.unit(angle: contact).dot(normal)
    guard contactDepth > 0 else { return angle }
    let target = 0.5 * contactDepth
    guard base + r1 * Point.unit(angle: angle).dot(normal) < target else { return angle }
    let ratio = (target - base) / r1
    guard ratio > -1 && ratio < 1 else { return angle }
    let normalAngle = PlatformMath.arcTangent(normal.y, normal.x)
    let opening = PlatformMath.arcCosine(ratio)
    let direction = contact >= angle ? 1.0 : -1.0
    let reach = abs(contact - angle)
    var best = reach
    for side in 0..<2 {
      let root = normalAngle + (side == 0 ? -opening : opening)
      let step = positiveRemainder((root - angle) * direction, 2 * Double.pi)
      if step < best { best = step }
    }
    return angle + direction * best
  }

  /// Shortens `offset`, the arc length from the capsule's hull contact `contact` to a
  /// bridge end (forward when `direction` is 1, backward when −1), until that end lies
  /// beyond the anchor's tangent line at `anchorAngle` by at least half as much as the
  /// contact does. Unchanged while the condition holds.
  static func clearedOffset(
    _ offset: Double, from contact: Double, direction: Double, anchor: Circle,
    anchorAngle: Double, capsule: Capsule
  ) -> Double {
    guard offset > 0 else { return offset }
    let normal = Point.unit(angle: anchorAngle)
    let base = anchor.center.dot(normal) + anchor.radius
    let perimeter = capsule.perimeter
    @inline(__always) func depth(_ length: Double) -> Double {
      capsule.point(at: positiveRemainder(contact + direction * length, perimeter)).dot(normal)
        - base
    }
    let target = 0.5 * depth(0)
    guard target > 0, depth(offset) < target else { return offset }
    var inside = 0.0
    var outside = offset
    for _ in 0..<20 {
      let middle = 0.5 * (inside + outside)
      if depth(middle) >= target { inside = middle } else { outside = middle }
    }
    return inside
  }

  /// The metaball handle length per unit radius: `min(spread·h, |p1 − p2|/(r1 + r2))`,
  /// shortened while the shapes overlap deeply.
  @inline(__always)
  static func handleLength(
    from start: Point, to end: Point, limit: Double, factor: Double, total: Double
  ) -> Double {
    Swift.min(limit, start.distance(to: end) / total) * factor
  }

  /// Handle lengths for a bridge from `start` (leaving along unit `leaving`) to `end`
  /// (arriving along unit `arriving`): the metaball lengths, shortened so that neither
  /// control point passes the point where the two tangent lines meet.
  ///
  /// When the tangent lines meet ahead of both ends, the control polygon then stays in
  /// the triangle of the two ends and that meeting point, so the bridge stays on the
  /// outer side of the tangent line at each end: a convex shape, which lies on the inner
  /// side of its own tangent line, can never be cut by the bridge.
  @inline(__always)
  static func fitHandles(
    from start: Point, leaving: Point, _ startLength: Double, to end: Point, arriving: Point,
    _ endLength: Double, minimum: Double
  ) -> (Double, Double) {
    var first = startLength
    var second = endLength
    // start + a·leaving = end − b·arriving.
    let determinant = leaving.x * arriving.y - leaving.y * arriving.x
    if abs(determinant) > 1e-12 {
      let chord = end - start
      let a = (chord.x * arriving.y - chord.y * arriving.x) / determinant
      let b = (leaving.x * chord.y - leaving.y * chord.x) / determinant
      if a > 0 && b > 0 {
        first = Swift.min(first, a)
        second = Swift.min(second, b)
      }
    }
    return (Swift.max(first, minimum), Swift.max(second, minimum))
  }

  /// `value` modulo `modulus`, in `[0, modulus)`.
  @inline(__always)
  static func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
    let remainder = value - modulus * (value / modulus).rounded(.down)
    return remainder >= modulus || remainder < 0 ? 0 : remainder
  }
}

/// A line that control points must not approach closer than `floor` from their own side.
struct SideFloor {
  let origin: Point
  let normal: Point
  let floor: Double

  /// A line through `origin` along `direction` (of length `length`); a negative `floor`
  /// disables the clamp.
  init(origin: Point, direction: Point, length: Double, floor: Double) {
    self.origin = origin
    self.normal = length > 0 ? (direction * (1 / length)).perpendicular : Point(x: 0, y: 1)
    self.floor = length > 0 ? floor : -1
  }

  /// The largest length not above `length` for which `point + along·length` stays on
  /// `point`'s side of the line, at least `floor` away.
  @inline(__always)
  func clamp(_ length: Double, from point: Point, along: Point) -> Double {
    guard floor >= 0 else { return length }
    let height = (point - origin).dot(normal)
    let side = height >= 0 ? 1.0 : -1.0
    let sink = -side * along.dot(normal)
    guard sink > 0 else { return length }
    return Swift.min(length, Swift.max(0, side * height - floor) / sink)
  }
}

/// Where, in direction space, the anchor joins or leaves the convex hull of anchor and capsule.
struct HullTransition {
  /// The outward normal angle of the common tangent.
  var angle: Double
  /// Whether the anchor starts winning (the hull arrives on the anchor) here.
  var startsAnchor: Bool
  /// Whether the capsule's side of the tangent is its right cap.
  var onRightCap: Bool
}

/// Up to four hull transitions, in increasing angle from −π/2.
struct HullTransitions {
  var count = 0
  var t0 = HullTransition(angle: 0, startsAnchor: false, onRightCap: false)
  var t1 = HullTransition(angle: 0, startsAnchor: false, onRightCap: false)
  var t2 = HullTransition(angle: 0, startsAnchor: false, onRightCap: false)
  var t3 = HullTransition(angle: 0, startsAnchor: false, onRightCap: false)

  subscript(index: Int) -> HullTransition {
    get {
      switch index {
      case 0: t0
      case 1: t1
      case 2: t2
      default: t3
      }
    }
    set {
      switch index {
      case 0: t0 = newValue
      case 1: t1 = newValue
      case 2: t2 = newValue
      default: t3 = newValue
      }
    }
  }

  mutating func append(_ transition: HullTransition) {
    guard count < 4 else { return }
    self[count] = transition
    count += 1
  }

  /// Adds the roots of `cosine·cos ψ + sine·sin ψ + constant` that lie in the half
  /// `[halfStart, halfStart + π]` of the circle of directions.
  mutating func addRoots(
    cosine: Double, sine: Double, constant: Double, halfStart: Double, onRightCap: Bool
  ) {
    let amplitude = (cosine * cosine + sine * sine).squareRoot()
    guard amplitude > 0 else { return }
    let ratio = -constant / amplitude
    guard ratio > -1 && ratio < 1 else { return }
    let opening = PlatformMath.arcCosine(ratio)
    let center = PlatformMath.arcTangent(sine, cosine)
    let period = 2 * Double.pi
    // Rising root (the anchor starts winning) and falling root (it stops).
    var rising = center - opening
    rising -= period * ((rising - halfStart) / period).rounded(.down)
    var falling = center + opening
    falling -= period * ((falling - halfStart) / period).rounded(.down)
    let halfEnd = halfStart + Double.pi
    let risingInside = rising <= halfEnd
    let fallingInside = falling <= halfEnd
    let rise = HullTransition(angle: rising, startsAnchor: true, onRightCap: onRightCap)
    let fall = HullTransition(angle: falling, startsAnchor: false, onRightCap: onRightCap)
    if risingInside && fallingInside {
      if rising <= falling {
        append(rise)
        append(fall)
      } else {
        append(fall)
        append(rise)
      }
    } else if risingInside {
      append(rise)
    } else if fallingInside {
      append(fall)
    }
  }

  /// Pairs every start with the end that follows it into spans of anchor directions.
  func pair(into spans: inout AnchorSpans) {
    guard count > 1 else { return }
    for index in 0..<count where self[index].startsAnchor {
      let next = self[index + 1 == count ? 0 : index + 1]
      guard !next.startsAnchor else { continue }
      let start = self[index]
      var end = next.angle
      if end <= start.angle { end += 2 * Double.pi }
      spans.append(
        AnchorSpan(
          startAngle: start.angle, endAngle: end, startOnRight: start.onRightCap,
          endOnRight: next.onRightCap))
    }
  }
}

/// An interval of directions along which the anchor is on the hull.
struct AnchorSpan {
  /// Where the hull arrives on the anchor from a cap.
  var startAngle: Double
  /// Where the hull leaves the anchor for a cap; greater than `startAngle`.
  var endAngle: Double
  var startOnRight: Bool
  var endOnRight: Bool
}

/// One or two anchor spans.
struct AnchorSpans {
  var count = 0
  var s0 = AnchorSpan(startAngle: 0, endAngle: 0, startOnRight: false, endOnRight: false)
  var s1 = AnchorSpan(startAngle: 0, endAngle: 0, startOnRight: false, endOnRight: false)

  subscript(index: Int) -> AnchorSpan { index == 0 ? s0 : s1 }

  mutating func append(_ span: AnchorSpan) {
    if count == 0 {
      s0 = span
    } else if count == 1 {
      s1 = span
    } else {
      return
    }
    count += 1
  }
}

/// The corners of one span's two bridges.
struct SpanCorners {
  /// Angle on the anchor from the arrival corner forward to the span's start.
  var arrivalAngleGap = Double.infinity
  /// Arc position on the capsule of the arrival corner.
  var arrivalArcPosition = 0.0
  /// Angle on the anchor from the span's end forward to the departure corner.
  var departureAngleGap = Double.infinity
  /// Arc position on the capsule of the departure corner.
  var departureArcPosition = 0.0
}

/// Finds, for every span, the boundary crossing just before its start and just after its end.
struct CornerSearch {
  let spans: AnchorSpans
  var first = SpanCorners()
  var second = SpanCorners()
  var found = false

  init(spans: AnchorSpans) { self.spans = spans }

  subscript(index: Int) -> SpanCorners { index == 0 ? first : second }

  /// Considers a crossing at `anchorAngle` on the anchor and `arcPosition` on the capsule.
  mutating func offer(anchorAngle: Double, arcPosition: Double) {
    found = true
    for index in 0..<spans.count {
      let span = spans[index]
      var corners = index == 0 ? first : second
      let period = 2 * Double.pi
      let tolerance = 1e-7
      var before = OutlineBuilder.positiveRemainder(span.startAngle - anchorAngle, period)
      if before > period - tolerance { before = 0 }
      if before < corners.arrivalAngleGap {
        corners.arrivalAngleGap = before
        corners.arrivalArcPosition = arcPosition
      }
      var after = OutlineBuilder.positiveRemainder(anchorAngle - span.endAngle, period)
      if after > period - tolerance { after = 0 }
      if after < corners.departureAngleGap {
        corners.departureAngleGap = after
        corners.departureArcPosition = arcPosition
      }
      if index == 0 { first = corners } else { second = corners }
    }
  }

  /// Uses the mutually nearest points of two separate shapes as every corner.
  mutating func offerNearest(anchorAngle: Double, arcPosition: Double) {
    offer(anchorAngle: anchorAngle, arcPosition: arcPosition)
  }
}

/// The attachment of one span's bridges.
struct SpanAttachment {
  /// Angle on the anchor where the arrival bridge lands (the arc starts).
  var anchorStart = 0.0
  /// Angle on the anchor where the departure bridge leaves (the arc ends); not less
  /// than `anchorStart`.
  var anchorEnd = 0.0
  /// Arc position of the arrival hull contact on the capsule.
  var arrivalContact = 0.0
  /// Arc length from the arrival contact forward to where the arrival bridge leaves.
  var arrivalOffset = 0.0
  /// Arc position of the departure hull contact on the capsule.
  var departureContact = 0.0
  /// Arc length from where the departure bridge lands forward to the departure contact.
  var departureOffset = 0.0
}

/// Attachments of up to two spans.
struct SpanAttachments {
  var first = SpanAttachment()
  var second = SpanAttachment()

  subscript(index: Int) -> SpanAttachment {
    get { index == 0 ? first : second }
    set {
      if index == 0 { first = newValue } else { second = newValue }
    }
  }
}

extension Capsule {
  /// The boundary's direction of travel at arc-length position `s` in `[0, perimeter)`.
  func tangent(at s: Double) -> Point {
    let s1 = capLength
    let s2 = s1 + edgeLength
    let s3 = s2 + capLength
    if s < s1 {
      return Point.unit(angle: -Double.pi / 2 + s / radius).perpendicular
    } else if s < s2 {
      return Point(x: -1, y: 0)
    } else if s < s3 {
      return Point.unit(angle: Double.pi / 2 + (s - s2) / radius).perpendicular
    } else {
      return Point(x: 1, y: 0)
    }
  }

  /// The arc position of the point of a cap whose outward normal has angle `normalAngle`
  /// (within that cap's half of the circle of directions).
  func arcPosition(normalAngle: Double, onRightCap: Bool) -> Double {
    let period = 2 * Double.pi
    if onRightCap {
      // Into [-π, π), then onto the right cap's normals.
      var angle = normalAngle - period * ((normalAngle + Double.pi) / period).rounded(.down)
      angle = Swift.min(Swift.max(angle, -Double.pi / 2), Double.pi / 2)
      return (angle + Double.pi / 2) * radius
    }
    // Into [0, 2π), then onto the left cap's normals.
    var angle = normalAngle - period * (normalAngle / period).rounded(.down)
    angle = Swift.min(Swift.max(angle, Double.pi / 2), 3 * Double.pi / 2)
    return capLength + edgeLength + (angle - Double.pi / 2) * radius
  }

  /// The arc position of a point on (or very near) the boundary.
  func arcPosition(of point: Point) -> Double {
    if point.x > trailing.x {
      let local = point - trailing
      return arcPosition(normalAngle: PlatformMath.arcTangent(local.y, local.x), onRightCap: true)
    }
    if point.x < leading.x {
      let local = point - leading
      return arcPosition(normalAngle: PlatformMath.arcTangent(local.y, local.x), onRightCap: false)
    }
    if point.y > center.y {
      return capLength + (trailing.x - point.x)
    }
    return 2 * capLength + edgeLength + (point.x - leading.x)
  }

  /// Offers every point where the circle's boundary crosses the capsule's boundary.
  func offerCrossings(with circle: Circle, to search: inout CornerSearch) {
    let c1 = circle.center
    let r1 = circle.radius
    // The two flat edges.
    if halfLength > 0 {
      for edge in 0..<2 {
        let edgeY = edge == 0 ? center.y - radius : center.y + radius
        let dy = edgeY - c1.y
        let discriminant = r1 * r1 - dy * dy
        guard discriminant >= 0 else { continue }
        let dx = discriminant.squareRoot()
        for side in 0..<2 {
          let x = side == 0 ? c1.x - dx : c1.x + dx
          guard x >= leading.x && x <= trailing.x else { continue }
          let point = Point(x: x, y: edgeY)
          search.offer(
            anchorAngle: PlatformMath.arcTangent(dy, x - c1.x), arcPosition: arcPosition(of: point))
        }
      }
    }
    // The two caps.
    for cap in 0..<2 {
      let isRight = cap == 0
      let end = isRight ? trailing : leading
      let axis = end - c1
      let distance = axis.length
      guard distance > 0, distance <= r1 + radius, distance >= abs(r1 - radius) else { continue }
      let unit = axis * (1 / distance)
      let along = (r1 * r1 - radius * radius + distance * distance) / (2 * distance)
      let across = Swift.max(0, r1 * r1 - along * along).squareRoot()
      for side in 0..<2 {
        let sign = side == 0 ? -1.0 : 1.0
        let point = c1 + unit * along + unit.perpendicular * (sign * across)
        guard isRight ? point.x >= end.x : point.x <= end.x else { continue }
        let local = point - c1
        let local2 = point - end
        search.offer(
          anchorAngle: PlatformMath.arcTangent(local.y, local.x),
          arcPosition: arcPosition(
            normalAngle: PlatformMath.arcTangent(local2.y, local2.x), onRightCap: isRight))
      }
    }
  }
}
