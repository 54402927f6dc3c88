/// Up to four hull transitions, in increasing angle from a quarter turn back (−1).
struct HullTransitions {
  var count = 0
  var t0 = HullTransition.empty
  var t1 = HullTransition.empty
  var t2 = HullTransition.empty
  var t3 = HullTransition.empty

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

  /// Adds `transition` (at most four are kept).
  mutating func append(_ transition: HullTransition) {
    guard count < 4 else { return }
    self[count] = transition
    count += 1
  }

  /// Adds the roots of one half (see ``HalfRoots``) that lie in that half of the circle of
  /// directions, the half starting at the octant angle `halfStart` (−1: the right half, where
  /// normals point right; 1: the left half): whether a root is in the half is the sign of its
  /// x component, and only the roots in the half get an octant angle (``OctantAngle``).
  mutating func addRoots(_ roots: HalfRoots?, halfStart: Double, onRightCap: Bool) {
    guard let roots else { return }
    let risingInside = roots.risingInside(onRightCap: onRightCap)
    let fallingInside = roots.fallingInside(onRightCap: onRightCap)
    if risingInside && fallingInside {
      let rising = roots.risingAngle(halfStart: halfStart)
      let falling = roots.fallingAngle(halfStart: halfStart)
      let rise = HullTransition(
        angle: rising, startsAnchor: true, onRightCap: onRightCap, normal: roots.rising)
      let fall = HullTransition(
        angle: falling, startsAnchor: false, onRightCap: onRightCap, normal: roots.falling)
      if rising <= falling {
        append(rise)
        append(fall)
      } else {
        append(fall)
        append(rise)
      }
    } else if risingInside {
      append(
        HullTransition(
          angle: roots.risingAngle(halfStart: halfStart), startsAnchor: true,
          onRightCap: onRightCap, normal: roots.rising))
    } else if fallingInside {
      append(
        HullTransition(
          angle: roots.fallingAngle(halfStart: halfStart), startsAnchor: false,
          onRightCap: onRightCap, normal: roots.falling))
    }
  }

  /// Pairs every start with the end that follows it into spans of anchor directions.
  func pair(into spans: inout AnchorSpans) {
    guard count > 1 else { return }
    if count == 2 {
      // The usual case, one start and one end: the span from the start to the end, with
      // no search through the transitions.
      guard t0.startsAnchor != t1.startsAnchor else { return }
      if t0.startsAnchor {
        Self.append(start: t0, end: t1, to: &spans)
      } else {
        Self.append(start: t1, end: t0, to: &spans)
      }
      return
    }
    for index in 0..<count where self[index].startsAnchor {
      let next = self[index + 1 == count ? 0 : index + 1]
      guard !next.startsAnchor else { continue }
      Self.append(start: self[index], end: next, to: &spans)
    }
  }

  /// Appends the span from the transition `start` to the transition `end`.
  private static func append(
    start: HullTransition, end: HullTransition, to spans: inout AnchorSpans
  ) {
    var endAngle = end.angle
    if endAngle <= start.angle { endAngle += OctantAngle.period }
    spans.append(
      AnchorSpan(
        startAngle: start.angle, endAngle: endAngle, startOnRight: start.onRightCap,
        endOnRight: end.onRightCap, startNormal: start.normal, endNormal: end.normal))
  }
}
