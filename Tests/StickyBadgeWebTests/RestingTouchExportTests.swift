@_spi(Hosting) import StickyBadge
import Testing

@testable import StickyBadgeWeb
@testable import StickyBadgeWebPackage

/// A resting badge's touch target, asked of the core before the page makes the badge
/// (`sb_resting_hit_outset`, `sb_resting_touch_pan`): the default touch margin (14) or half
/// of what the badge lacks of 44 points, whichever is more. In the serialized suite, as the
/// session counterparts it is compared with change the modules' shared badge table.
extension WebExportTests {
  @Test(
    "resting outsets: 14 at a side of 16 and over, half the shortfall of 44 under it, per axis"
  )
  func restingOutsetsAtTheMinimumSide() {
    // (44 − 16) / 2 = 14: the minimum side's half-shortfall meets the margin at 16.
    #expect(restingHitOutset(16, 16, 0) == 14 && restingHitOutset(16, 16, 1) == 14)
    #expect(restingHitOutset(17, 20, 0) == 14)
    #expect(restingHitOutset(15, 20, 0) == 14.5)
    #expect(restingHitOutset(28, 15, 1) == 14.5)
    #expect(restingHitOutset(28, 15, 0) == 14)
    #expect(restingHitOutset(28, 15, 7) == 14.5)  // any non-zero is vertical
    // The capsule is at least 2 points across (a radius of 1): (44 − 2) / 2.
    #expect(restingHitOutset(0.5, 0.5, 0) == 21 && restingHitOutset(0, 0, 1) == 21)
    #expect(restingHitOutset(1e308, 20, 0) == 14)
    // A box taller than wide holds a circle as wide as it: 10 × 10 in 10 × 30.
    #expect(restingHitOutset(10, 30, 1) == 17 && restingHitOutset(40, 10, 1) == 17)
  }

  @Test("resting outsets: a box that is not finite has none (0), as an unplaced badge")
  func restingOutsetsOfNonFiniteBoxes() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(restingHitOutset(bad, 20, 0) == 0)
      #expect(restingHitOutset(20, bad, 1) == 0)
    }
  }

  @Test("resting touch: what a badge made, counted and placed in the box then says")
  func restingTouchMatchesAPlacedSession() {
    for (width, height) in [(28.096, 20.0), (20, 20), (40, 10), (10, 12), (60, 30), (0.5, 0.5)] {
      let handle = sessionNew()
      defer { sessionFree(handle) }
      _ = sessionCount(handle, 1, .nan, 0)
      sessionPlace(handle, 0, 0, width, height)
      #expect(sessionHitOutset(handle, 0) > 0)  // placed
      #expect(restingHitOutset(width, height, 0) == sessionHitOutset(handle, 0))
      #expect(restingHitOutset(width, height, 1) == sessionHitOutset(handle, 1))
      #expect(restingTouchPan() == sessionTouchPan(handle))
    }
    #expect(restingTouchPan() == 0)  // the default drag-start distance is 0: touch-action none
  }
}
