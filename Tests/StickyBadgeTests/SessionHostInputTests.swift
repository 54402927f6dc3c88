import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Session: the inputs the badge views feed, decided by the core")
struct SessionHostInputTests {
  typealias F = SessionFixture

  @Test("a badge view's appearance becomes the resting shape, colours, label and font")
  func showAppearance() throws {
    let look = BadgeAppearance(
      count: 12, labelFontSize: 13, color: BadgeColor(red: 1, green: 0.4, blue: 0.3),
      labelColor: .white)
    var configuration = StickyBadgeConfiguration()
    configuration.touchMargin = 6
    var session = BadgeSession()
    session.show(
      look, center: Point(x: 50, y: 40), configuration: configuration,
      environment: BadgeEnvironment(increaseContrast: true))
    #expect(session.restingShape == look.shape(center: Point(x: 50, y: 40)))
    #expect(try #require(session.restingShape).radius == 10)
    #expect(session.configuration.color == look.color)
    #expect(session.configuration.touchMargin == 6)
    #expect(session.labelText == "12" && session.labelFont == look.labelFont)
    // The engine is made with Increase Contrast applied: the fill is darkened to 4.5 : 1.
    #expect(session.effectiveConfiguration.color.contrastRatio(with: .white) >= 4.5)
    #expect(session.effectiveConfiguration.color != look.color)
    // The touch target: the capsule's radius 10 plus the 6-point margin from its axis, where
    // the finger touched down (3 points before the pan was recognised).
    let center = Point(x: 50, y: 40)
    for (below, begins) in [(15.5, true), (16.0, true), (16.5, false)] {
      let location = center + Point(x: 0, y: below + 3)
      #expect(session.shouldBeginPan(location: location, translation: Point(x: 0, y: 3)) == begins)
    }
    // A hidden badge has no shape: nothing can begin.
    session.show(
      BadgeAppearance(count: 0), center: center, configuration: configuration,
      environment: BadgeEnvironment())
    #expect(session.restingShape == nil)
    #expect(!session.shouldBeginPan(location: center, translation: .zero))
  }

  @Test("a view made draggable: its shape and colour, its configuration, no label of the core's")
  func showShape() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.touchMargin = 4
    let color = BadgeColor(red: 0.2, green: 0.6, blue: 0.3)
    let shape = BadgeMetrics.capsule(filling: PaintRect(x: 0, y: 0, width: 40, height: 20))
    var session = BadgeSession()
    session.show(shape, color: color, configuration: configuration, environment: BadgeEnvironment())
    #expect(session.restingShape == shape)
    #expect(session.configuration.color == color && session.configuration.touchMargin == 4)
    #expect(session.labelText == "")
    // 10 + 4 points below the capsule's axis (y 10) begins, 0.5 beyond does not.
    for (below, begins) in [(13.5, true), (14.0, true), (14.5, false)] {
      let location = Point(x: 20, y: 10 + below + 3)
      #expect(session.shouldBeginPan(location: location, translation: Point(x: 0, y: 3)) == begins)
    }
    session.show(nil, color: color, configuration: configuration, environment: BadgeEnvironment())
    #expect(session.restingShape == nil)
    #expect(!session.shouldBeginPan(location: Point(x: 20, y: 10), translation: .zero))
  }

  @Test(
    "a display link tick for a view that left its window interrupts: home from a drag, dismissed from a burst",
    arguments: [DragPhase.stretching, .bursting])
  func tickOutsideTheWindow(phase: DragPhase) {
    var session = F.session()
    if phase == .bursting { session.dismiss(time: 1) } else { F.hold(&session, at: 30, time: 1) }
    _ = session.takeEvents()
    session.advance(timestamp: 1.1, targetTimestamp: 1.12, isInWindow: false)
    let events = session.takeEvents()
    if phase == .bursting {
      #expect(F.dismissals(events) == 1)
      #expect(session.phase == .dismissed && session.presentation == .dismissed)
    } else {
      #expect(events == [.presentation(.inPlace)])
      #expect(session.phase == .resting && session.presentation == .inPlace)
    }
  }

  @Test("in its window, a tick advances to the timestamp while held, to the target otherwise")
  func tickInTheWindow() throws {
    var session = F.session()
    F.hold(&session, at: 30, time: 1)
    session.advance(timestamp: 1.01, targetTimestamp: 1.02, isInWindow: true)
    #expect(try #require(session.frame).time == 1.01)
    F.pan(&session, .ended, offset: Point(x: 0, y: 30), time: 1.03)
    session.advance(timestamp: 1.04, targetTimestamp: 1.05, isInWindow: true)
    #expect(try #require(session.frame).time == 1.05)
  }

  @Test(
    "in place the view draws the badge; in the overlay only the overlay does; dismissed, nothing",
    arguments: BadgePresentation.allCases)
  func presentationMeaning(presentation: BadgePresentation) {
    let expected: (hidesView: Bool, showsOverlay: Bool) =
      switch presentation {
      case .inPlace: (false, false)
      case .inOverlay: (true, true)
      case .dismissed: (true, false)
      }
    #expect(presentation.hidesView == expected.hidesView)
    #expect(presentation.showsOverlay == expected.showsOverlay)
  }

  @Test("a drag shows the overlay and hides the view; the return home shows the view again")
  func presentationDuringADrag() {
    var session = F.session()
    #expect(!session.presentation.hidesView)
    F.hold(&session, at: 30, time: 1)
    #expect(session.presentation.showsOverlay && session.presentation.hidesView)
    F.pan(&session, .ended, offset: Point(x: 0, y: 30), time: 1.05)
    session.advance(to: 5)
    #expect(!session.presentation.hidesView && !session.presentation.showsOverlay)
    session.dismiss(time: 6, animated: false)
    #expect(session.presentation.hidesView && !session.presentation.showsOverlay)
  }

  @Test("a dismissal leaves a bound count at 0, which the default format hides")
  func dismissedCount() {
    #expect(BadgeCountFormat.dismissedCount == 0)
    #expect(BadgeCountFormat().content(for: BadgeCountFormat.dismissedCount) == .hidden)
    #expect(BadgeCountFormat().content(for: BadgeCountFormat.dismissedCount + 1) == .text("1"))
  }

  @Test("the overlay transform measured through a platform conversion: scale 2, moved by (20, 30)")
  func measuredTransform() {
    let transform = OverlayTransform { $0 * 2 + Point(x: 20, y: 30) }
    #expect(transform.scale == 2)
    #expect(transform.translation == Point(x: 20, y: 30))
    #expect(transform.apply(Point(x: 5, y: 5)) == Point(x: 30, y: 40))
    // A conversion that only moves: scale 1.
    #expect(OverlayTransform { $0 + Point(x: 0, y: 254) }.scale == 1)
  }
}
