/// The corners of one span's two bridges.
struct SpanCorners {
  /// Octant angle on the anchor from the arrival corner forward to the span's start.
  var arrivalAngleGap = Double.infinity
  /// Arc position on the capsule of the arrival corner.
  var arrivalArcPosition = 0.0
  /// Octant angle on the anchor from the span's end forward to the departure corner.
  var departureAngleGap = Double.infinity
  /// Arc position on the capsule of the departure corner.
  var departureArcPosition = 0.0
}
