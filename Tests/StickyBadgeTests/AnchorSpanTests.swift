import Testing

@_spi(Hosting) @testable import StickyBadge

/// The capsule connector's two ways to the anchor's span of hull directions: the usual case's
/// shortcut (`AnchorSpans.usualSpan`) and the general pairing of every transition
/// (`AnchorSpans.paired`), which the connector asks for only when the shortcut has no answer.
/// Wherever the shortcut answers, the pairing must find that one span, bit for bit, or the
/// outline would change with the path taken.
@Suite("Anchor spans")
struct AnchorSpanTests {
  @Test("the usual span is the one span the general pairing finds, wherever it is found")
  func usualSpanMatchesPairing() {
    var usual = 0
    var others = 0
    var mismatches = 0
    for anchorRadius in [2.0, 6, 10, 30] {
      for (radius, halfLength) in [(10.0, 3.0), (10, 7), (5, 20), (9, 0.5), (10, 40)] {
        for step in 0..<720 {
          // Every half degree, so the bands where the span moves between caps are crossed.
          let angle = Double(step) * Double.pi / 360
          for distance in [1.0, 4, 9, 15, 25, 40, 55, 70] {
            let offset = Point(
              x: PlatformMath.cosine(angle) * distance, y: PlatformMath.sine(angle) * distance)
            let delta = anchorRadius - radius
            let right = HalfRoots(
              cosine: offset.x - halfLength, sine: offset.y, constant: delta)
            let left = HalfRoots(cosine: offset.x + halfLength, sine: offset.y, constant: delta)
            let paired = AnchorSpans.paired(right: right, left: left)
            guard let span = AnchorSpans.usualSpan(right: right, left: left) else {
              others += 1
              continue
            }
            usual += 1
            let found = paired.s0
            if paired.count != 1 || found.startAngle != span.startAngle
              || found.endAngle != span.endAngle || found.startOnRight != span.startOnRight
              || found.endOnRight != span.endOnRight || found.startNormal != span.startNormal
              || found.endNormal != span.endNormal
            {
              mismatches += 1
            }
          }
        }
      }
    }
    #expect(mismatches == 0)
    // Both ways are reached: the shortcut for most placements, the pairing for the rest (no
    // span while one shape's support wins everywhere, two for a large anchor over a long
    // capsule).
    #expect(usual == 84_323)
    #expect(others == 30_877)
  }
}
