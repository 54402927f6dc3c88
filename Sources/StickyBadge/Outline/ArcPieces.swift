// Circular arcs from unit direction vectors, without trigonometry: an arc is split at
// its bisectors (one square root each) into at most four pieces of a quarter turn or
// less, and each piece's handle length `4/3·tan(θ/4)` comes from the piece's sine and
// cosine with one more square root.

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
    if atLeastHalfTurn {
      // Opposite the short way's bisector; exactly a half turn has none: a quarter turn on.
      let sum = start + end
      let length = sum.length
      let middle = length > OutlineTolerance.emptyArc ? sum * (-1 / length) : start.perpendicular
      appendMinorArc(of: circle, from: start, to: middle, into: &path)
      appendMinorArc(of: circle, from: middle, to: end, into: &path)
    } else {
      appendMinorArc(of: circle, from: start, to: end, into: &path)
    }
  }

  /// Appends an arc of at most a half turn: one piece up to a quarter turn, two beyond.
  private static func appendMinorArc(
    of circle: Circle, from start: Point, to end: Point, into path: inout [PathElement]
  ) {
    if start.dot(end) < 0 {
      let middle = bisector(start, end)
      appendArcPiece(of: circle, from: start, to: middle, into: &path)
      appendArcPiece(of: circle, from: middle, to: end, into: &path)
    } else if start.x * end.y - start.y * end.x > OutlineTolerance.emptyArc {
      appendArcPiece(of: circle, from: start, to: end, into: &path)
    }
  }

  /// The unit direction halfway along the arc of at most a half turn from `a` to `b`.
  @inline(__always)
  private static func bisector(_ a: Point, _ b: Point) -> Point {
    let sum = a + b
    let length = sum.length
    return length > OutlineTolerance.emptyArc ? sum * (1 / length) : a.perpendicular
  }

  /// Appends one cubic of at most a quarter turn.
  @inline(__always)
  private static func appendArcPiece(
    of circle: Circle, from start: Point, to end: Point, into path: inout [PathElement]
  ) {
    // tan(θ/2) from the piece's sine and cosine, then tan(θ/4) by the half-angle formula.
    let halfTangent = (start.x * end.y - start.y * end.x) / (1 + start.dot(end))
    let quarterTangent = halfTangent / (1 + (1 + halfTangent * halfTangent).squareRoot())
    let k = 4.0 / 3.0 * quarterTangent * circle.radius
    let from = circle.center + start * circle.radius
    let to = circle.center + end * circle.radius
    path.append(
      .curve(
        to: to, control1: from + start.perpendicular * k, control2: to - end.perpendicular * k))
  }
}
