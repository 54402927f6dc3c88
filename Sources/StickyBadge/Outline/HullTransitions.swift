/// Where, in direction space, the anchor joins or leaves the convex hull of anchor and capsule.
struct HullTransition {
  /// The outward normal's octant angle (``OctantAngle``, quarter turns) at the common tangent.
  var angle: Double
  /// Whether the anchor starts winning (the hull arrives on the anchor) here.
  var startsAnchor: Bool
  /// Whether the capsule's side of the tangent is its right cap.
  var onRightCap: Bool
  /// The unit vector of `angle`.
  var normal = Point(x: 1, y: 0)

  /// An unused slot.
  static let empty = HullTransition(
    angle: 0, startsAnchor: false, onRightCap: false, normal: .zero)
}

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

/// An interval of directions along which the anchor is on the hull.
struct AnchorSpan {
  /// Where the hull arrives on the anchor from a cap.
  var startAngle: Double
  /// Where the hull leaves the anchor for a cap; greater than `startAngle`.
  var endAngle: Double
  var startOnRight: Bool
  var endOnRight: Bool
  /// The unit vectors of `startAngle` and `endAngle`.
  var startNormal = Point(x: 1, y: 0)
  var endNormal = Point(x: 1, y: 0)

  /// An unused slot.
  static let empty = AnchorSpan(
    startAngle: 0, endAngle: 0, startOnRight: false, endOnRight: false, startNormal: .zero,
    endNormal: .zero)
}

/// The roots of `cosine·cos ψ + sine·sin ψ + constant` (the difference of the anchor's and
/// one cap's supports on that cap's half of the circle of directions), as unit normals.
///
/// The roots are the direction of `(cosine, sine)` turned by ± `acos(ratio)`, found as unit
/// vectors by rotation (cosine `ratio`, sine from a square root): no trigonometry.
struct HalfRoots {
  /// Where the anchor starts winning.
  let rising: Point
  /// Where it stops.
  let falling: Point

  /// The two roots, or nil when the sinusoid has none (its amplitude does not exceed the
  /// constant).
  init?(cosine: Double, sine: Double, constant: Double) {
    let amplitude = (cosine * cosine + sine * sine).squareRoot()
    guard amplitude > 0 else { return nil }
    let ratio = -constant / amplitude
    guard ratio > -1 && ratio < 1 else { return nil }
    let axis = Point(x: cosine, y: sine) * (1 / amplitude)
    let openingSine = PlatformMath.squareRootOfNonNegative(1 - ratio * ratio)
    rising = axis.turned(cosine: ratio, sine: -openingSine)
    falling = axis.turned(cosine: ratio, sine: openingSine)
  }

  /// Whether the rising root lies in its half: normals pointing right for the right cap,
  /// left for the left cap.
  func risingInside(onRightCap: Bool) -> Bool {
    onRightCap ? rising.x >= 0 : rising.x <= 0
  }

  /// Whether the falling root lies in its half.
  func fallingInside(onRightCap: Bool) -> Bool {
    onRightCap ? falling.x >= 0 : falling.x <= 0
  }

  /// The rising root's octant angle in `[halfStart, halfStart + 4)`.
  func risingAngle(halfStart: Double) -> Double {
    Self.angle(of: rising, halfStart: halfStart)
  }

  /// The falling root's octant angle in `[halfStart, halfStart + 4)`.
  func fallingAngle(halfStart: Double) -> Double {
    Self.angle(of: falling, halfStart: halfStart)
  }

  /// The octant angle of `normal` in `[halfStart, halfStart + 4)`: the octant angle is within
  /// [−2, 2].
  private static func angle(of normal: Point, halfStart: Double) -> Double {
    let angle = OctantAngle.of(normal)
    return angle < halfStart ? angle + OctantAngle.period : angle
  }
}

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
