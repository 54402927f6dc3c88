import Testing

@_spi(Hosting) @testable import StickyBadge

/// Timing rules pinned to numbers: the display link's target, the spring's settling, the
/// burst's progress and images, and the size a shrunk badge bursts at.
@Suite("Pinned: frame times, settling, burst progress and size")
struct PinnedTimingRuleTests {
  @Test("a display link target less than a second ahead is used; a whole second or more is not")
  func frameTimeTrustsTargetsUnderASecond() {
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 10.999) == 10.999)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 11) == 10)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 11.001) == 10)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 10.5, fingerDown: true) == 10)
  }

  @Test("the default spring let go 60 points from home with no speed settles 1.2475 s later")
  func settlingTimeOfTheDefaultSpring() {
    let motion = SpringMotion(
      spring: Spring(duration: 0.4, bounce: 0.55), from: Point(x: 60, y: 0), velocity: .zero,
      to: .zero, at: 2)
    #expect(abs(motion.settleTime - 3.247518920898438) < 1e-5)
    #expect(SpringMotion.settleTolerance == 0.01)
  }

  @Test("a spring needs stiffness and damping above 0 to be valid")
  func springValidity() {
    #expect(Spring(stiffness: 0.01, damping: 0.01).isValid)
    #expect(!Spring(stiffness: 0, damping: 1).isValid)
    #expect(!Spring(stiffness: 1, damping: 0).isValid)
  }

  @Test(
    "a burst's progress is 0 before it starts and 1 from its end; the 8th of 8 images shows at the end"
  )
  func burstProgressAndImages() {
    let burst = Burst(
      center: .zero, radius: 10, startTime: 2,
      configuration: changed(BurstConfiguration()) {
        $0.style = .frames
        $0.duration = 1
        $0.frameCount = 8
      })
    #expect(burst.progress(at: 1) == 0)
    #expect(burst.frameIndex(at: 1) == 0)
    #expect(burst.progress(at: 2.5) == 0.5)
    #expect(burst.frameIndex(at: 2.5) == 4)
    #expect(burst.frameIndex(at: 2.999) == 7)
    #expect(burst.frameIndex(at: 3) == 7)
    #expect(burst.frameIndex(at: 9) == 7)
  }

  @Test(
    "pulled detached in the mode where the big circle stays, the small badge bursts at 0.35 of its radius"
  )
  func shrunkBadgeBurstsAtItsSize() throws {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Point(x: 100, y: 100), radius: 10),
      configuration: changed(StickyBadgeConfiguration()) { $0.pullMode = .bigCircleStays })
    _ = engine.touchBegan(at: Point(x: 100, y: 100), time: 0)
    engine.touchMoved(to: Point(x: 200, y: 100), time: 0.1)
    engine.touchEnded(at: Point(x: 200, y: 100), time: 0.1)
    engine.advance(to: 0.2)
    #expect(engine.phase == .bursting)
    // Shrink rate 0.65 at the snap distance, floored at the minimum scale 0.35.
    #expect(abs(engine.frame.badge.radius - 3.5) < 1e-12)
  }
}
