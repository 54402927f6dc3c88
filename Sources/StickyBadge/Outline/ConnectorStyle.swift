/// How the bridge between the anchor and the dragged badge is built.
///
/// ```swift
/// let configuration = StickyBadgeConfiguration(connectorStyle: .classic)  // the blog posts' bridge
/// ```
public enum ConnectorStyle: String, Hashable, Sendable, CaseIterable {
  /// A metaball connector: the bridge leaves each circle along its tangent, so the
  /// silhouette has no corner anywhere (tangent-continuous), for every distance,
  /// direction and pair of radii, including overlapping circles.
  case metaball
  /// The construction of the original blog posts: points perpendicular to the line
  /// of centres joined by quadratic curves through the midpoint. Kept for comparison
  /// and as a benchmark baseline; it shows corners of 11 to 90 degrees at the joins.
  case classic
}
