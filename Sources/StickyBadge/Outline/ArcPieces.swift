// Circular arcs from unit direction vectors, without trigonometry: an arc is split into
// at most four pieces of a quarter turn or less, at exact quarter turns (a vector turned
// by swapping its coordinates) and at bisectors (one square root each) or, for an arc
// symmetric about a known direction, at that direction, and each piece's
// handle length `4/3·tan(θ/4)` comes from the piece's sine and cosine with one more
// square root.

extension OutlineBuilder {
  /// Appends the arc of `circle` from the unit direction `start` to the unit direction
  /// `end`, turning towards increasing angles (clockwise on screen). `atLeastHalfTurn`
  /// says whether the sweep is at least π: two directions alone cannot tell a sweep from
  /// its complement. The current point must be the arc's start; the arc ends exactly at
  /// `circle.center + end * circle.radius`.
  static func appendArc(
    of circle: Circle, from start: Point, to end: Point, atLeastHalfTurn: Bool,
    into path: inout [PathElement]
  ) {
    if atLeastHalfTurn && start.dot(end) <= 0 {
      // A half to three quarters of a turn: an exact quarter first, then the rest.
      appendQuarterTurns(of: circle, from: start, count: 1, into: &path)
      appendMinorArc(of: circle, from: start.perpendicular, to: end, into: &path)
    } else if atLeastHalfTurn {
      // Opposite the short way's bisector; a full turn is split at the opposite point.
      let sum = start + end
      let length = sum.length
      let middle = length > OutlineTolerance.emptyArc ? sum * (-1 / length) : start.perpendicular
      appendMinorArc(of: circle, from: start, to: middle, into: &path)
      appendMinorArc(of: circle, from: middle, to: end, into: &path)
    } else {
      appendMinorArc(of: circle, from: start, to: end, into: &path)
    }
  }

  /// Appends the arc of `circle` from the unit direction `start` to the unit direction
  /// `end` (turning towards increasing angles) that is symmetric about the unit direction
  /// `middle`, its midpoint; `halfCosine` is `start·middle`, the cosine of half the sweep.
  ///
  /// Domain: `end` is `start` mirrored in the line along `middle`; `halfCosine` in [−1, 1]
  /// (−1 is a full turn, 1 an empty arc, which appends nothing). The pieces are those of
  /// ``appendArc(of:from:to:atLeastHalfTurn:into:)`` (one up to a quarter turn, two up to
  /// a half, three up to three quarters, four beyond), up to rounding, with what symmetry
  /// saves: up to a half turn the split is `middle` itself (no bisector to compute) and
  /// both pieces share one handle; beyond, one bisector serves both halves. The current
  /// point must be the arc's start; the arc ends exactly at
  /// `circle.center + end * circle.radius`.
  static func appendSymmetricArc(
    of circle: Circle, from start: Point, to end: Point, middle: Point, halfCosine: Double,
    into path: inout [PathElement]
  ) {
    let halfSquareRoot = 0.707_106_781_186_547_6
    if halfCosine >= halfSquareRoot {
      // Up to a quarter turn: one piece (none when empty).
      if start.x * end.y - start.y * end.x > OutlineTolerance.emptyArc {
        appendArcPiece(
          of: circle, from: start, to: end, handle: pieceHandle(from: start, to: end),
          into: &path)
      }
    } else if halfCosine >= 0 {
      // Up to a half turn: two equal pieces meeting at the middle.
      let handle = pieceHandle(from: start, to: middle)
      appendArcPiece(of: circle, from: start, to: middle, handle: handle, into: &path)
      appendArcPiece(of: circle, from: middle, to: end, handle: handle, into: &path)
    } else {
      // Beyond a half turn, the pieces of `appendArc`, so the control points (and the
      // bounds drawn from them) are the same: up to three quarters of a turn, an exact
      // quarter and the rest halved at its bisector; beyond, four equal pieces, the second
      // half the first mirrored in the middle.
      if halfCosine >= -halfSquareRoot {
        // The rest runs from a quarter turn less than half the sweep before `middle` to half
        // the sweep after it, so its bisector is `middle` turned forward an eighth of a turn.
        let afterStart = start.perpendicular
        let rest = (middle + middle.perpendicular) * halfSquareRoot
        let handle = pieceHandle(from: afterStart, to: rest)
        appendArcPiece(
          of: circle, from: start, to: afterStart, handle: quarterTurnHandle, into: &path)
        appendArcPiece(of: circle, from: afterStart, to: rest, handle: handle, into: &path)
        appendArcPiece(of: circle, from: rest, to: end, handle: handle, into: &path)
      } else {
        let quarter = bisector(start, middle)
        let mirrored = middle * (2 * quarter.dot(middle)) - quarter
        let handle = pieceHandle(from: start, to: quarter)
        appendArcPiece(of: circle, from: start, to: quarter, handle: handle, into: &path)
        appendArcPiece(of: circle, from: quarter, to: middle, handle: handle, into: &path)
        appendArcPiece(of: circle, from: middle, to: mirrored, handle: handle, into: &path)
        appendArcPiece(of: circle, from: mirrored, to: end, handle: handle, into: &path)
      }
    }
  }

  /// `4/3 · tan(π/8)`: the handle of a quarter-turn piece per unit radius.
  static let quarterTurnHandle = 0.552_284_749_830_793_4

  /// Appends `count` exact quarter turns of `circle` from the unit direction `start`
  /// (four make the whole circle, ending exactly where it began).
  @inline(never)  // Kept: inlined, the blob module is about 480 bytes larger, over its budget.
  static func appendQuarterTurns(
    of circle: Circle, from start: Point, count: Int, into path: inout [PathElement]
  ) {
    var from = start
    for _ in 0..<count {
      let to = from.perpendicular
      appendArcPiece(of: circle, from: from, to: to, handle: quarterTurnHandle, into: &path)
      from = to
    }
  }

  /// Appends an arc of at most a half turn: one piece up to a quarter turn, two beyond.
  private static func appendMinorArc(
    of circle: Circle, from start: Point, to end: Point, into path: inout [PathElement]
  ) {
    if start.dot(end) < 0 {
      // Two equal pieces sharing one handle length.
      let middle = bisector(start, end)
      let handle = pieceHandle(from: start, to: middle)
      appendArcPiece(of: circle, from: start, to: middle, handle: handle, into: &path)
      appendArcPiece(of: circle, from: middle, to: end, handle: handle, into: &path)
    } else if start.x * end.y - start.y * end.x > OutlineTolerance.emptyArc {
      appendArcPiece(
        of: circle, from: start, to: end, handle: pieceHandle(from: start, to: end), into: &path)
    }
  }

  /// The unit direction halfway along the arc of at most a half turn from `a` to `b`.
  private static func bisector(_ a: Point, _ b: Point) -> Point {
    let sum = a + b
    let length = sum.length
    return length > OutlineTolerance.emptyArc ? sum * (1 / length) : a.perpendicular
  }

  /// `4/3 · tan(θ/4)` for the piece of at most a quarter turn from `start` to `end`:
  /// tan(θ/2) from the piece's sine and cosine, then the half-angle formula.
  private static func pieceHandle(from start: Point, to end: Point) -> Double {
    let halfTangent = (start.x * end.y - start.y * end.x) / (1 + start.dot(end))
    return 4.0 / 3.0 * halfTangent / (1 + (1 + halfTangent * halfTangent).squareRoot())
  }

  /// Appends one cubic of at most a quarter turn whose handles are `handle` radii long.
  private static func appendArcPiece(
    of circle: Circle, from start: Point, to end: Point, handle: Double,
    into path: inout [PathElement]
  ) {
    let k = handle * circle.radius
    let from = circle.center + start * circle.radius
    let to = circle.center + end * circle.radius
    path.append(
      .curve(
        to: to, control1: from + start.perpendicular * k, control2: to - end.perpendicular * k))
  }
}
