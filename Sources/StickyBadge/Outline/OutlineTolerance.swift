/// The tolerances of the outline construction, each named for what it protects.
///
/// Relative tolerances multiply the size of the shapes (the larger radius, or the
/// capsule's half width), so the construction behaves the same at every scale.
enum OutlineTolerance {
  /// Below this sine an arc between two directions is empty, and below this length two
  /// opposite directions have no bisector (absolute: the directions are unit vectors).
  static let emptyArc = 1e-12
  /// Relative: centres closer than this have no direction between them.
  static let coincidentCentres = 1e-12
  /// Relative: the distance of centres is kept this far above `|r1 − r2|`, so every
  /// crossing and tangent cosine stays within [−1, 1].
  static let separationMargin = 1e-9
  /// Relative: no handle is shorter than this, so every bridge has a defined tangent.
  static let minimumHandle = 1e-6
  /// The control points of the two bridges keep this fraction of the smaller radius
  /// away from the line of centres, so the bridges never cross.
  static let waistFloor = 0.05
  /// Relative: an anchor and a capsule whose distance exceeds the sum of their radii by
  /// more than this cannot cross, so their boundary crossings are not searched for.
  static let crossingSearch = 1e-9
  /// Relative: arc positions on a capsule closer than this are the same point.
  static let arcPosition = 1e-9
  /// Octant angles (quarter turns, ``OctantAngle``) closer than this are the same anchor
  /// direction.
  static let angle = 1e-7
  /// Below this determinant two tangent lines are parallel (and below this vertical
  /// component a ray runs along a capsule's flat edges).
  static let parallelTangents = 1e-12
  /// Relative: a walk along a capsule ends within this of its target position.
  static let walk = 1e-12
}
