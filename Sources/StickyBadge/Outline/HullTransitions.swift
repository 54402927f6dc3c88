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

  /// An unused slot: all zero bits, so that setting up ``HullTransitions`` is a few wide stores
  /// of zero.
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

  /// Inlined natively, where a call spills every live floating-point value of the caller.
  #if !arch(wasm32)
    @inline(__always)
  #endif
  mutating func append(_ transition: HullTransition) {
    guard count < 4 else { return }
    self[count] = transition
    count += 1
  }

  /// Adds the roots of `cosine·cos ψ + sine·sin ψ + constant` that lie in the half of the
  /// circle of directions starting at the octant angle `halfStart` (−1: the right half,
  /// where normals point right; 1: the left half).
  ///
  /// The roots are the direction of `(cosine, sine)` turned by ± `acos(ratio)`, found as
  /// unit vectors by rotation (cosine `ratio`, sine from a square root); whether a root is
  /// in the half is the sign of its x component, and only the roots in the half get an
  /// octant angle (``OctantAngle``): no trigonometry. Inlined natively, where a call
  /// spills every live floating-point value of the caller.
  #if !arch(wasm32)
    @inline(__always)
  #endif
  mutating func addRoots(
    cosine: Double, sine: Double, constant: Double, halfStart: Double, onRightCap: Bool
  ) {
    let amplitude = (cosine * cosine + sine * sine).squareRoot()
    guard amplitude > 0 else { return }
    let ratio = -constant / amplitude
    guard ratio > -1 && ratio < 1 else { return }
    let axis = Point(x: cosine, y: sine) * (1 / amplitude)
    let openingSine = PlatformMath.squareRootOfNonNegative(1 - ratio * ratio)
    // Rising root (the anchor starts winning) and falling root (it stops).
    let risingNormal = axis.turned(cosine: ratio, sine: -openingSine)
    let fallingNormal = axis.turned(cosine: ratio, sine: openingSine)
    let risingInside = onRightCap ? risingNormal.x >= 0 : risingNormal.x <= 0
    let fallingInside = onRightCap ? fallingNormal.x >= 0 : fallingNormal.x <= 0
    // An angle in `[halfStart, halfStart + 4)`: the octant angle is within [−2, 2].
    @inline(__always) func angle(of normal: Point) -> Double {
      let angle = OctantAngle.of(normal)
      return angle < halfStart ? angle + OctantAngle.period : angle
    }
    if risingInside && fallingInside {
      let rising = angle(of: risingNormal)
      let falling = angle(of: fallingNormal)
      let rise = HullTransition(
        angle: rising, startsAnchor: true, onRightCap: onRightCap, normal: risingNormal)
      let fall = HullTransition(
        angle: falling, startsAnchor: false, onRightCap: onRightCap, normal: fallingNormal)
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
          angle: angle(of: risingNormal), startsAnchor: true, onRightCap: onRightCap,
          normal: risingNormal))
    } else if fallingInside {
      append(
        HullTransition(
          angle: angle(of: fallingNormal), startsAnchor: false, onRightCap: onRightCap,
          normal: fallingNormal))
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
  @inline(__always)
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

  /// An unused slot: all zero bits, so that setting up ``AnchorSpans`` is a few wide stores of
  /// zero.
  static let empty = AnchorSpan(
    startAngle: 0, endAngle: 0, startOnRight: false, endOnRight: false, startNormal: .zero,
    endNormal: .zero)
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
