/// A point of a capsule's boundary and its outward unit normal; the direction of travel
/// (increasing normal angle) is the normal turned a quarter: `normal.perpendicular`.
struct BoundaryFrame {
  var point: Point
  var normal: Point
  var tangent: Point { normal.perpendicular }
}
