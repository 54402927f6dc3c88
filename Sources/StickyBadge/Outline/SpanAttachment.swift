/// The attachment of one span's bridges.
struct SpanAttachment {
  /// Octant angle on the anchor where the arrival bridge lands (the arc starts).
  var anchorStart = 0.0
  /// Octant angle on the anchor where the departure bridge leaves (the arc ends); not less
  /// than `anchorStart`.
  var anchorEnd = 0.0
  /// Arc position of the arrival hull contact on the capsule.
  var arrivalContact = 0.0
  /// Arc length from the arrival contact forward to where the arrival bridge leaves.
  var arrivalOffset = 0.0
  /// Arc position of the departure hull contact on the capsule.
  var departureContact = 0.0
  /// Arc length from where the departure bridge lands forward to the departure contact.
  var departureOffset = 0.0
  /// The unit direction of `anchorStart`.
  var arrivalDirection = Point(x: 1, y: 0)
  /// The unit direction of `anchorEnd`.
  var departureDirection = Point(x: 1, y: 0)
  /// Where the arrival bridge leaves the capsule.
  var takeoff = BoundaryFrame(point: .zero, normal: Point(x: 0, y: -1))
  /// Where the departure bridge lands on the capsule, and its arc position.
  var landing = BoundaryFrame(point: .zero, normal: Point(x: 0, y: -1))
  var landingPosition = 0.0
}
