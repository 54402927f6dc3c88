import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosting: pan gestures into engine touches, touch targets")
struct HostingGestureTests {
  static let home = Point(x: 100, y: 100)

  static func engine() throws -> StickyBadgeEngine {
    try StickyBadgeEngine(badge: BadgeShape(center: home, radius: 9))
  }

  @Test("a pan recognised after 10 points follows by the finger's offset, without a jump")
  func beganUsesTouchDownPoint() throws {
    var engine = try Self.engine()
    var translator = PanGestureTranslator()
    // The finger touched down 3 points right of centre and was recognised 10 points lower.
    let held = translator.apply(
      .began, location: Point(x: 103, y: 110), translation: Point(x: 0, y: 10), time: 1, to: &engine
    )
    #expect(held)
    #expect(engine.phase == .stretching)
    engine.advance(to: 1)
    // The badge's centre moved by the translation only: (100, 110), not the finger's (103, 110).
    #expect(engine.frame.badge.center == Point(x: 100, y: 110))
    #expect(engine.frame.events.map(\.kind) == [.began])

    translator.apply(
      .changed, location: Point(x: 103, y: 200), translation: Point(x: 0, y: 100), time: 1.1,
      to: &engine)
    engine.advance(to: 1.1)
    #expect(engine.phase == .detached)
    #expect(engine.frame.events.map(\.kind) == [.snapped])

    let still = translator.apply(
      .ended, location: Point(x: 103, y: 200), translation: Point(x: 0, y: 100), time: 1.2,
      to: &engine)
    #expect(!still)
    #expect(!translator.isTracking)
    #expect(engine.phase == .bursting)
  }

  @Test("a pan that touched down beside the badge is left alone and never moves it")
  func panBesideBadge() throws {
    var engine = try Self.engine()
    var translator = PanGestureTranslator()
    // Touch-down at (160, 100): 60 points away, outside the 9 + 14 point target.
    let location = Point(x: 160, y: 130)
    let translation = Point(x: 0, y: 30)
    #expect(
      !PanGestureTranslator.shouldBegin(
        location: location, translation: translation, engine: engine))
    #expect(
      !translator.apply(.began, location: location, translation: translation, time: 0, to: &engine))
    translator.apply(
      .changed, location: Point(x: 100, y: 300), translation: Point(x: -60, y: 200), time: 0.1,
      to: &engine)
    translator.apply(
      .ended, location: Point(x: 100, y: 300), translation: Point(x: -60, y: 200), time: 0.2,
      to: &engine)
    engine.advance(to: 0.2)
    #expect(engine.phase == .resting)
    #expect(engine.frame.events.isEmpty)
    // Touch-down within the margin: 20 points right of centre (radius 9 + margin 14 = 23).
    #expect(
      PanGestureTranslator.shouldBegin(
        location: Point(x: 120, y: 112), translation: Point(x: 0, y: 12), engine: engine))
  }

  @Test(
    "cancelled and failed gestures send the badge home",
    arguments: [PanGesturePhase.cancelled, .failed])
  func cancelReturnsHome(phase: PanGesturePhase) throws {
    var engine = try Self.engine()
    var translator = PanGestureTranslator()
    translator.apply(
      .began, location: Point(x: 100, y: 110), translation: Point(x: 0, y: 10), time: 0, to: &engine
    )
    translator.apply(
      .changed, location: Point(x: 100, y: 250), translation: Point(x: 0, y: 150), time: 0.1,
      to: &engine)
    #expect(engine.phase == .detached)
    translator.apply(
      phase, location: Point(x: 100, y: 250), translation: Point(x: 0, y: 150), time: 0.2,
      to: &engine)
    #expect(engine.phase == .returning)
    engine.advance(to: 5)
    #expect(engine.phase == .resting)
    #expect(engine.frame.badge.center == Self.home)
  }

  @Test("UIKit's gesture recognizer states by raw value: 1 to 5 are phases, the rest ignored")
  func recognizerStates() {
    let phases = (-1...6).map { PanGesturePhase(recognizerState: $0) }
    #expect(phases == [nil, nil, .began, .changed, .ended, .cancelled, .failed, nil])
    #expect(PanGesturePhase(recognizerState: Int.max) == nil)
  }

  @Test("a non-finite translation counts as none")
  func nonFiniteTranslation() {
    let location = Point(x: 5, y: 6)
    #expect(
      PanGestureTranslator.touchDownLocation(location: location, translation: Point(x: .nan, y: 1))
        == location)
  }

  @Test(
    "the touch target is at least 44 points and at least the margin",
    arguments: [
      // width, height, margin, horizontal outset, vertical outset
      (18.0, 18.0, 0.0, 13.0, 13.0),
      (18.0, 18.0, 14.0, 14.0, 14.0),
      (60.0, 18.0, 0.0, 0.0, 13.0),
      (60.0, 50.0, 4.0, 4.0, 4.0),
    ])
  func outsets(width: Double, height: Double, margin: Double, horizontal: Double, vertical: Double)
  {
    let target = HitTarget(width: width, height: height, margin: margin)
    #expect(target.horizontalOutset == horizontal)
    #expect(target.verticalOutset == vertical)
  }

  @Test func hitTesting() {
    // An 18-point dot: the target spans -13...31 on both axes.
    let target = HitTarget(width: 18, height: 18, margin: 0)
    #expect(target.contains(Point(x: -13, y: 9)))
    #expect(target.contains(Point(x: 31, y: 31)))
    #expect(!target.contains(Point(x: -13.5, y: 9)))
    #expect(!target.contains(Point(x: 9, y: 31.5)))
    #expect(!target.contains(Point(x: .nan, y: 0)))
  }
}
