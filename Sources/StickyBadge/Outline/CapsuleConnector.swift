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
//   the circle of directions (right cap, left cap), so its roots are the direction of
//   its amplitude turned by ± an arc cosine: unit vectors by rotation (a cosine and a
//   square root), each root in its half then given its octant angle (``OctantAngle``, one
//   division). A root where A starts winning is where the hull
//   arrives on A from a cap; a root where it stops winning is where it leaves A for a
//   cap. A is on the hull along one interval of directions, or along two when a large
//   anchor pokes out of both flat sides of a long capsule (four bridges then).
// - the corner: where the circle's boundary crosses the capsule's boundary next to that
//   contact (the crossing reached first walking from the contact into the corner); when
//   the shapes are apart, the points of each nearest the other.
//
// Each bridge attaches at the fraction `spread` of the way from the corner to the hull
// contact (a little further on the smaller shape, for a rounder neck), measured by quarter
// angle on A and by arc position on the capsule, and leaves and arrives along each
// boundary's tangent, with the circle formula's handle lengths.
// With `spread` 0 the outline is the plain union; with 1 it is the convex hull. For a
// round badge this is the circle construction, measured by angle instead of by vector.
//
// Directions are octant angles throughout (``OctantAngle``): quarter turns from one division
// and a quadratic, and back to a unit vector with two square roots, within 0.22° of true
// angles. No sine, cosine, arc
// cosine or arc tangent is evaluated, and nothing iterates: every clearance below is solved
// in closed form by rotating a unit vector by a cosine and the sine from a square root.

extension OutlineBuilder {
  /// Appends the silhouette of `anchor`, the bridges and `capsule`; the caller has ruled out
  /// containment, zero sizes and non-finite input, and passes the point of the capsule's
  /// core nearest the anchor's centre and its distance from there.
  ///
  /// The usual case, one span of directions where the anchor is on the hull
  /// (``AnchorSpans/usualSpan(right:left:)``), goes straight on; the others (no span, or two
  /// when a large anchor pokes out of both flat sides) are paired from all the transitions
  /// (``AnchorSpans/paired(right:left:)``).
  static func appendConnected(
    anchor: Circle, capsule: Capsule, core: Point, coreDistance: Double, spread: Double,
    handleFactor: Double, into path: inout [PathElement]
  ) {
    // Hull transitions in direction space: right-cap half, then left-cap half.
    let offset = anchor.center - capsule.center
    let delta = anchor.radius - capsule.radius
    let right = HalfRoots(cosine: offset.x - capsule.halfLength, sine: offset.y, constant: delta)
    let left = HalfRoots(cosine: offset.x + capsule.halfLength, sine: offset.y, constant: delta)
    if let span = AnchorSpans.usualSpan(right: right, left: left) {
      appendSpans(
        AnchorSpans(only: span), anchor: anchor, capsule: capsule, core: core,
        coreDistance: coreDistance, spread: spread, handleFactor: handleFactor, into: &path)
    } else {
      appendSpans(
        AnchorSpans.paired(right: right, left: left), anchor: anchor, capsule: capsule,
        core: core, coreDistance: coreDistance, spread: spread, handleFactor: handleFactor,
        into: &path)
    }
  }

  /// The outline of ``appendConnected(anchor:capsule:core:coreDistance:spread:handleFactor:into:)``
  /// from the anchor's spans of hull directions.
  private static func appendSpans(
    _ spans: AnchorSpans, anchor: Circle, capsule: Capsule, core: Point, coreDistance: Double,
    spread: Double, handleFactor: Double, into path: inout [PathElement]
  ) {
    let c1 = anchor.center
    let r1 = anchor.radius
    let r2 = capsule.radius
    let halfLength = capsule.halfLength
    let offset = c1 - capsule.center
    let delta = r1 - r2
    let scale = Swift.max(r1, r2 + halfLength)

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

    let clampedSpread = Swift.min(1, Swift.max(0, spread))

    // With one bridge on each side of the line from the anchor to the capsule's core,
    // every control point stays a floor away from that line, so the two bridges never
    // cross however narrow a small spread makes them (the Swift-badge write-up's waist narrowing).
    let bridge = BridgeShaping(
      handleLimit: clampedSpread * handleFactor,
      overlapFactor: Swift.min(1, coreDistance * 2 / (r1 + r2)), totalRadius: r1 + r2,
      minimum: OutlineTolerance.minimumHandle * scale,
      floor: SideFloor(
        origin: c1, direction: core - c1, length: coreDistance,
        floor: spans.count == 1 && coreDistance > OutlineTolerance.separationMargin * scale
          ? OutlineTolerance.waistFloor * Swift.min(r1, r2) : -1))

    // Corners: the boundary crossings nearest each transition. Shapes apart by more than
    // rounding have none, and are not searched.
    var corners = CornerSearch(spans: spans)
    if coreDistance <= r1 + r2 + OutlineTolerance.crossingSearch * scale {
      capsule.offerCrossings(with: anchor, to: &corners)
    }
    if !corners.found {
      // Apart: both corners of every bridge are the points nearest the other shape.
      let direction =
        coreDistance > OutlineTolerance.coincidentCentres * scale
        ? (core - c1) * (1 / coreDistance) : Point(x: 1, y: 0)
      let anchorAngle = OctantAngle.of(direction)
      corners.useNearest(
        anchorAngle: anchorAngle,
        arcPosition: capsule.arcPosition(ofNearest: core - direction * r2, facing: anchorAngle))
    }

    let period = OctantAngle.period
    if spans.count == 1 {
      appendSingleSpan(
        spans.s0, corners: corners.first, spread: clampedSpread, anchor: anchor,
        capsule: capsule, bridge: bridge, into: &path)
    } else {
      let first = Self.attachment(
        of: spans.s0, corners: corners.first, anchor: anchor, capsule: capsule,
        spread: clampedSpread)
      path.append(.move(to: c1 + first.arrivalDirection * r1))
      let second = Self.attachment(
        of: spans.s1, corners: corners.second, anchor: anchor, capsule: capsule,
        spread: clampedSpread)
      appendSpan(
        first, next: second,
        normalGap: Self.positiveRemainder(spans.s1.startAngle - spans.s0.endAngle, period),
        anchor: anchor, capsule: capsule, bridge: bridge, into: &path)
      appendSpan(
        second, next: first,
        normalGap: Self.positiveRemainder(spans.s0.startAngle - spans.s1.endAngle, period),
        anchor: anchor, capsule: capsule, bridge: bridge, into: &path)
    }
    path.append(.close)
  }

  /// Appends the outline of a single span (the usual case: one bridge on each side), from the
  /// move to its start to its arrival bridge, with the attachment computed where its numbers
  /// are used.
  private static func appendSingleSpan(
    _ span: AnchorSpan, corners: SpanCorners, spread: Double, anchor: Circle, capsule: Capsule,
    bridge: BridgeShaping, into path: inout [PathElement]
  ) {
    let only = attachment(
      of: span, corners: corners, anchor: anchor, capsule: capsule, spread: spread)
    path.append(.move(to: anchor.center + only.arrivalDirection * anchor.radius))
    appendSpan(
      only, next: only,
      normalGap: Self.positiveRemainder(span.startAngle - span.endAngle, OctantAngle.period),
      anchor: anchor, capsule: capsule, bridge: bridge, into: &path)
  }

  /// Appends one span's part of the outline: the anchor's outer arc from `current`'s
  /// arrival to its departure, the departure bridge, the walk along the capsule to
  /// `next`'s takeoff and the arrival bridge back onto the anchor. `normalGap` is the turn
  /// of the outward normal from this span's end to the next span's start. One function for
  /// both spans of a two-span outline.
  private static func appendSpan(
    _ current: SpanAttachment, next: SpanAttachment, normalGap: Double, anchor: Circle,
    capsule: Capsule, bridge: BridgeShaping, into path: inout [PathElement]
  ) {
    let c1 = anchor.center
    let r1 = anchor.radius
    let r2 = capsule.radius
    let perimeter = capsule.perimeter
    // Around the anchor's outer arc.
    let sweep = current.anchorEnd - current.anchorStart
    let departure = current.departureDirection
    if sweep > OutlineTolerance.emptyArc {
      appendArc(
        of: anchor, from: current.arrivalDirection, to: departure,
        atLeastHalfTurn: sweep >= OctantAngle.halfTurn, into: &path)
    }
    // Departure bridge onto the capsule.
    let landing = current.landing
    bridge.append(
      from: c1 + departure * r1, leaving: departure.perpendicular, radius: r1,
      to: landing.point, arriving: landing.tangent, radius: r2, into: &path)
    // Along the capsule between the hull contacts.
    var hullWalk = Self.positiveRemainder(
      next.arrivalContact - current.departureContact, perimeter)
    if normalGap < OctantAngle.halfTurn && hullWalk > 0.75 * perimeter { hullWalk = 0 }
    if normalGap > OctantAngle.halfTurn && hullWalk < 0.25 * perimeter { hullWalk += perimeter }
    // At most once round.
    let fullWalk = current.departureOffset + hullWalk + next.arrivalOffset
    let walk = perimeter < fullWalk ? perimeter : fullWalk
    let takeoff = next.takeoff
    capsule.appendWalk(
      from: current.landingPosition, startNormal: landing.normal,
      to: current.landingPosition + walk, endNormal: takeoff.normal, into: &path)
    // Arrival bridge back onto the anchor.
    let arrival = next.arrivalDirection
    bridge.append(
      from: takeoff.point, leaving: takeoff.tangent, radius: r2, to: c1 + arrival * r1,
      arriving: arrival.perpendicular, radius: r1, into: &path)
  }

  /// Where the two bridges of one anchor span attach: the fraction of the way from each
  /// corner to its hull contact (``attachmentFraction(spread:radius:otherRadius:)``), by
  /// octant angle on the anchor and by arc position on the capsule, then moved towards the contacts
  /// where a bridge could not otherwise stay outside both shapes.
  static func attachment(
    of span: AnchorSpan, corners search: SpanCorners, anchor: Circle, capsule: Capsule,
    spread: Double
  ) -> SpanAttachment {
    let perimeter = capsule.perimeter
    let arcTolerance =
      OutlineTolerance.arcPosition * Swift.max(anchor.radius, capsule.radius + capsule.halfLength)
    let anchorKeep =
      1 - attachmentFraction(spread: spread, radius: anchor.radius, otherRadius: capsule.radius)
    let capsuleKeep =
      1 - attachmentFraction(spread: spread, radius: capsule.radius, otherRadius: anchor.radius)
    let arrivalContact = capsule.contactArcPosition(
      normalAngle: span.startAngle, onRightCap: span.startOnRight)
    let departureContact = capsule.contactArcPosition(
      normalAngle: span.endAngle, onRightCap: span.endOnRight)
    var arrivalGap = Self.positiveRemainder(search.arrivalArcPosition - arrivalContact, perimeter)
    if arrivalGap > perimeter - arcTolerance { arrivalGap = 0 }
    var departureGap = Self.positiveRemainder(
      departureContact - search.departureArcPosition, perimeter)
    if departureGap > perimeter - arcTolerance { departureGap = 0 }
    var attachment = SpanAttachment(
      anchorStart: span.startAngle - anchorKeep * search.arrivalAngleGap,
      anchorEnd: span.endAngle + anchorKeep * search.departureAngleGap,
      arrivalContact: arrivalContact, arrivalOffset: capsuleKeep * arrivalGap,
      departureContact: departureContact, departureOffset: capsuleKeep * departureGap)
    // A bridge can only stay outside both shapes when each end lies beyond the other
    // end's tangent line. Where the interpolated ends miss that (a bridge that would
    // have to wrap round a cap, or a small spread near touching), slide the capsule end,
    // then the anchor end, towards its hull contact until it does. Each direction and
    // boundary point is evaluated once and recomputed only when a clearance moves it.
    let arrivalNormal = span.startNormal
    let departureNormal = span.endNormal
    var takeoffPosition = Self.positiveRemainder(
      arrivalContact + attachment.arrivalOffset, perimeter)
    var takeoff = capsule.frame(at: takeoffPosition)
    var landingPosition = Self.positiveRemainder(
      departureContact - attachment.departureOffset, perimeter)
    var landing = capsule.frame(at: landingPosition)
    attachment.arrivalDirection = OctantAngle.unit(attachment.anchorStart)
    attachment.departureDirection = OctantAngle.unit(attachment.anchorEnd)
    let arrivalOffsetContact = capsule.hullContact(
      normal: arrivalNormal, onRightCap: span.startOnRight)
    let arrivalOffset = Self.clearedOffset(
      attachment.arrivalOffset, from: arrivalContact, contactPoint: arrivalOffsetContact,
      attachedPoint: takeoff.point, direction: 1, anchor: anchor,
      anchorNormal: attachment.arrivalDirection, capsule: capsule)
    if arrivalOffset != attachment.arrivalOffset {
      attachment.arrivalOffset = arrivalOffset
      takeoffPosition = Self.positiveRemainder(arrivalContact + arrivalOffset, perimeter)
      takeoff = capsule.frame(at: takeoffPosition)
    }
    let departureOffsetContact = capsule.hullContact(
      normal: departureNormal, onRightCap: span.endOnRight)
    let departureOffset = Self.clearedOffset(
      attachment.departureOffset, from: departureContact, contactPoint: departureOffsetContact,
      attachedPoint: landing.point, direction: -1, anchor: anchor,
      anchorNormal: attachment.departureDirection, capsule: capsule)
    if departureOffset != attachment.departureOffset {
      attachment.departureOffset = departureOffset
      landingPosition = Self.positiveRemainder(departureContact - departureOffset, perimeter)
      landing = capsule.frame(at: landingPosition)
    }
    let anchorStart = Self.clearedAngle(
      attachment.anchorStart, direction: attachment.arrivalDirection, toward: span.startAngle,
      contactDirection: arrivalNormal, anchor: anchor, boundary: takeoff)
    if anchorStart != attachment.anchorStart {
      attachment.anchorStart = anchorStart
      attachment.arrivalDirection = OctantAngle.unit(anchorStart)
    }
    let anchorEnd = Self.clearedAngle(
      attachment.anchorEnd, direction: attachment.departureDirection, toward: span.endAngle,
      contactDirection: departureNormal, anchor: anchor, boundary: landing)
    if anchorEnd != attachment.anchorEnd {
      attachment.anchorEnd = anchorEnd
      attachment.departureDirection = OctantAngle.unit(anchorEnd)
    }
    if attachment.anchorEnd - attachment.anchorStart > OctantAngle.period {
      // At most a full turn round the anchor.
      attachment.anchorEnd = attachment.anchorStart + OctantAngle.period
      attachment.departureDirection = attachment.arrivalDirection
    }
    attachment.takeoff = takeoff
    attachment.landing = landing
    attachment.landingPosition = landingPosition
    return attachment
  }
}
