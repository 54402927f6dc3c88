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
  func clamp(_ length: Double, from point: Point, along: Point) -> Double {
    guard floor >= 0 else { return length }
    let height = (point - origin).dot(normal)
    let side = height >= 0 ? 1.0 : -1.0
    let sink = -side * along.dot(normal)
    guard sink > 0 else { return length }
    return Swift.min(length, Swift.max(0, side * height - floor) / sink)
  }
}
