import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosting: frame clock, haptics, interruptions, accessibility settings")
struct HostingPolicyTests {
  @Test(
    "the frame clock runs only while something moves",
    arguments: [
      (DragPhase.resting, false), (.stretching, true), (.detached, true), (.returning, true),
      (.bursting, true), (.dismissed, false),
    ])
  func frames(phase: DragPhase, runs: Bool) {
    #expect(HostPolicy.needsFrames(in: phase) == runs)
    #expect(HostPolicy.drawsInOverlay(in: phase) == runs)
    #expect((HostPolicy.frameRateRange(in: phase) != nil) == runs)
  }

  @Test(
    "interruptions end at home, or finish a burst that started",
    arguments: [
      (DragPhase.resting, InterruptionOutcome.none), (.stretching, .restore), (.detached, .restore),
      (.returning, .restore), (.bursting, .dismiss), (.dismissed, .none),
    ])
  func interruptions(phase: DragPhase, outcome: InterruptionOutcome) {
    #expect(HostPolicy.interruptionOutcome(for: phase) == outcome)
  }

  @Test("ProMotion: up to 120 Hz while the badge moves")
  func frameRates() throws {
    let dragging = try #require(HostPolicy.frameRateRange(in: .stretching))
    #expect(dragging.minimum == 80 && dragging.maximum == 120 && dragging.preferred == 120)
    let bursting = try #require(HostPolicy.frameRateRange(in: .bursting))
    #expect(bursting.minimum == 60 && bursting.preferred == 120)
  }

  @Test func frameTime() {
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 10.008_333) == 10.008_333)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 9.9) == 10)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: .nan) == 10)
    #expect(HostPolicy.frameTime(timestamp: 10, targetTimestamp: 15) == 10)
    // A finger on the badge keeps the engine at the last shown frame.
    #expect(
      HostPolicy.frameTime(timestamp: 10, targetTimestamp: 10.008_333, fingerDown: true) == 10)
  }

  @Test("haptics: snap, re-attach, and burst only for a release that bursts")
  func haptics() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: 0, y: 0), radius: 9))
    engine.touchBegan(at: .zero, time: 0)
    engine.advance(to: 0)
    #expect(HostPolicy.hapticCues(for: engine.frame).isEmpty)
    engine.touchMoved(to: Point(x: 100, y: 0), time: 0.1)
    engine.touchMoved(to: Point(x: 10, y: 0), time: 0.2)
    engine.advance(to: 0.2)
    #expect(HostPolicy.hapticCues(for: engine.frame) == [.snap, .reattach])
    engine.touchEnded(at: Point(x: 10, y: 0), time: 0.3)
    engine.advance(to: 0.3)
    #expect(engine.frame.events.map(\.kind) == [.released])
    #expect(HostPolicy.hapticCues(for: engine.frame).isEmpty)
    engine.advance(to: 3)
    engine.touchBegan(at: .zero, time: 3)
    engine.touchMoved(to: Point(x: 0, y: 120), time: 3.1)
    engine.touchEnded(at: Point(x: 0, y: 120), time: 3.2)
    engine.advance(to: 3.2)
    #expect(HostPolicy.hapticCues(for: engine.frame) == [.snap, .burst])
  }

  @Test("Reduce Motion turns the burst into a fade")
  func reduceMotion() throws {
    let configuration = HostPolicy.configuration(
      StickyBadgeConfiguration(), reduceMotion: true, increaseContrast: false)
    #expect(configuration.reducesMotion)
    #expect(configuration.color == StickyBadgeConfiguration().color)
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: .zero, radius: 9), configuration: configuration)
    engine.dismiss(time: 0)
    engine.advance(to: configuration.burst.duration / 2)
    #expect(engine.frame.particles.isEmpty)
    #expect(abs(engine.frame.opacity - 0.5) < 1e-9)
  }

  @Test("Increase Contrast darkens QQ red until white text reaches 4.5 : 1")
  func increaseContrast() {
    let red = BadgeColor.unreadRed
    let before = red.contrastRatio(with: .white)
    #expect(before < 4.5)
    let configuration = HostPolicy.configuration(
      StickyBadgeConfiguration(), reduceMotion: false, increaseContrast: true)
    #expect(configuration.color.contrastRatio(with: .white) >= 4.5)
    #expect(configuration.color.red < red.red)
    // The hue is kept: the components shrink by the same factor.
    #expect(abs(configuration.color.green / configuration.color.red - red.green / red.red) < 1e-12)
    #expect(!configuration.reducesMotion)
  }

  @Test("A web page's default red gives its white label WCAG AA contrast, in 8-bit CSS too")
  func webDefaultColor() {
    let web = HostPolicy.webConfiguration
    let red = BadgeColor.unreadRed
    #expect(web.color.contrastRatio(with: web.labelColor) >= HostPolicy.minimumLabelContrast)
    #expect(web.labelColor == .white)
    // The hue is kept, darkened no further than needed (one step lighter fails).
    #expect(abs(web.color.green / web.color.red - red.green / red.red) < 1e-12)
    let factor = web.color.red / red.red + 0.01
    let lighter = BadgeColor(
      red: red.red * factor, green: red.green * factor, blue: red.blue * factor)
    #expect(lighter.contrastRatio(with: .white) < HostPolicy.minimumLabelContrast)
    // A page's computed colour is 8-bit per channel: #D4412A, still at least 4.5 : 1.
    func byte(_ component: Double) -> UInt32 { UInt32((component * 255).rounded()) }
    let rgb = byte(web.color.red) << 16 | byte(web.color.green) << 8 | byte(web.color.blue)
    #expect(rgb == 0xD4_412A)
    #expect(BadgeColor(rgb: rgb).contrastRatio(with: .white) >= HostPolicy.minimumLabelContrast)
    // Everything else is the default configuration's.
    var rest = web
    rest.color = StickyBadgeConfiguration().color
    #expect(rest == StickyBadgeConfiguration())
  }

  @Test func contrastRatios() {
    let black = BadgeColor(red: 0, green: 0, blue: 0)
    #expect(abs(BadgeColor.white.contrastRatio(with: black) - 21) < 1e-9)
    #expect(BadgeColor.white.contrastRatio(with: .white) == 1)
    // A colour that already passes is unchanged; against a dark label it lightens.
    #expect(black.adjustedForContrast(with: .white, minimumRatio: 4.5) == black)
    let dim = BadgeColor(red: 0.2, green: 0.2, blue: 0.2)
    let lighter = dim.adjustedForContrast(with: black, minimumRatio: 7)
    #expect(lighter.contrastRatio(with: black) >= 7)
    #expect(lighter.red > dim.red)
  }
}
