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

  /// An unused slot.
  static let empty = AnchorSpan(
    startAngle: 0, endAngle: 0, startOnRight: false, endOnRight: false, startNormal: .zero,
    endNormal: .zero)
}
