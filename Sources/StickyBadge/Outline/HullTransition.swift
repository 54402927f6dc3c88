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
