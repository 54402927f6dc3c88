/// One or two anchor spans.
struct AnchorSpans {
  var count = 0
  var s0 = AnchorSpan.empty
  var s1 = AnchorSpan.empty

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

extension AnchorSpans {
  /// The one span `span`.
  init(only span: AnchorSpan) {
    count = 1
    s0 = span
  }

  /// The span of the usual case, one root where the anchor starts winning and one where it
  /// stops, in either half; nil in any other case (none, or a large anchor poking out of both
  /// flat sides), which is left to ``paired(right:left:)``.
  static func usualSpan(right: HalfRoots?, left: HalfRoots?) -> AnchorSpan? {
    let risingOnRight = right?.risingInside(onRightCap: true) ?? false
    let risingOnLeft = left?.risingInside(onRightCap: false) ?? false
    let fallingOnRight = right?.fallingInside(onRightCap: true) ?? false
    let fallingOnLeft = left?.fallingInside(onRightCap: false) ?? false
    guard risingOnRight != risingOnLeft && fallingOnRight != fallingOnLeft,
      let start = risingOnRight ? right : left, let end = fallingOnRight ? right : left
    else { return nil }
    let startAngle = start.risingAngle(halfStart: risingOnRight ? -1 : 1)
    var endAngle = end.fallingAngle(halfStart: fallingOnRight ? -1 : 1)
    if endAngle <= startAngle { endAngle += OctantAngle.period }
    return AnchorSpan(
      startAngle: startAngle, endAngle: endAngle, startOnRight: risingOnRight,
      endOnRight: fallingOnRight, startNormal: start.rising, endNormal: end.falling)
  }

  /// The spans from the roots of the right-cap half and of the left-cap half, of any number of
  /// transitions (``HullTransitions``): sorted in each half and paired; the connector asks for
  /// them in the cases other than ``usualSpan(right:left:)``.
  static func paired(right: HalfRoots?, left: HalfRoots?) -> AnchorSpans {
    var transitions = HullTransitions()
    transitions.addRoots(right, halfStart: -1, onRightCap: true)
    transitions.addRoots(left, halfStart: 1, onRightCap: false)
    var spans = AnchorSpans()
    transitions.pair(into: &spans)
    return spans
  }
}
