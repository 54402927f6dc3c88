/// Finds, for every span, the boundary crossing just before its start and just after its end.
///
/// Only the spans' angles are kept, not the spans.
struct CornerSearch {
  let spanCount: Int
  let firstStart: Double
  let firstEnd: Double
  let secondStart: Double
  let secondEnd: Double
  var first = SpanCorners()
  var second = SpanCorners()
  var found = false

  init(spans: AnchorSpans) {
    spanCount = spans.count
    firstStart = spans.s0.startAngle
    firstEnd = spans.s0.endAngle
    secondStart = spans.s1.startAngle
    secondEnd = spans.s1.endAngle
  }

  /// Considers a crossing at `anchorAngle` on the anchor and `arcPosition` on the capsule.
  mutating func offer(anchorAngle: Double, arcPosition: Double) {
    found = true
    Self.offer(
      anchorAngle: anchorAngle, arcPosition: arcPosition, start: firstStart, end: firstEnd,
      to: &first)
    if spanCount > 1 {
      Self.offer(
        anchorAngle: anchorAngle, arcPosition: arcPosition, start: secondStart, end: secondEnd,
        to: &second)
    }
  }

  /// Keeps the crossing as the span's arrival or departure corner when it is nearer.
  private static func offer(
    anchorAngle: Double, arcPosition: Double, start: Double, end: Double,
    to corners: inout SpanCorners
  ) {
    let period = OctantAngle.period
    let tolerance = OutlineTolerance.angle
    var before = OutlineBuilder.positiveRemainder(start - anchorAngle, period)
    if before > period - tolerance { before = 0 }
    if before < corners.arrivalAngleGap {
      corners.arrivalAngleGap = before
      corners.arrivalArcPosition = arcPosition
    }
    var after = OutlineBuilder.positiveRemainder(anchorAngle - end, period)
    if after > period - tolerance { after = 0 }
    if after < corners.departureAngleGap {
      corners.departureAngleGap = after
      corners.departureArcPosition = arcPosition
    }
  }

  /// Uses the mutually nearest points of two separate shapes as every corner, when nothing
  /// was offered (the shapes are apart): what ``offer(anchorAngle:arcPosition:)`` would keep
  /// then, set directly, without comparing against the empty search's infinite gaps.
  mutating func useNearest(anchorAngle: Double, arcPosition: Double) {
    found = true
    first = Self.nearest(
      anchorAngle: anchorAngle, arcPosition: arcPosition, start: firstStart, end: firstEnd)
    if spanCount > 1 {
      second = Self.nearest(
        anchorAngle: anchorAngle, arcPosition: arcPosition, start: secondStart, end: secondEnd)
    }
  }

  /// The corners of the span from `start` to `end` when both are the one point at
  /// `anchorAngle` on the anchor and `arcPosition` on the capsule.
  private static func nearest(
    anchorAngle: Double, arcPosition: Double, start: Double, end: Double
  ) -> SpanCorners {
    let period = OctantAngle.period
    let tolerance = OutlineTolerance.angle
    var before = OutlineBuilder.positiveRemainder(start - anchorAngle, period)
    if before > period - tolerance { before = 0 }
    var after = OutlineBuilder.positiveRemainder(anchorAngle - end, period)
    if after > period - tolerance { after = 0 }
    return SpanCorners(
      arrivalAngleGap: before, arrivalArcPosition: arcPosition, departureAngleGap: after,
      departureArcPosition: arcPosition)
  }
}

extension Capsule {
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
        let leftX = c1.x - dx
        let rightX = c1.x + dx
        let leftInside = leftX >= leading.x && leftX <= trailing.x
        let rightInside = rightX >= leading.x && rightX <= trailing.x
        guard leftInside || rightInside else { continue }
        if leftInside {
          search.offer(
            anchorAngle: OctantAngle.of(y: dy, x: -dx),
            arcPosition: arcPosition(of: Point(x: leftX, y: edgeY)))
        }
        if rightInside {
          search.offer(
            anchorAngle: OctantAngle.of(y: dy, x: dx),
            arcPosition: arcPosition(of: Point(x: rightX, y: edgeY)))
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
          anchorAngle: OctantAngle.of(local),
          arcPosition: arcPosition(normalAngle: OctantAngle.of(local2), onRightCap: isRight))
      }
    }
  }
}
