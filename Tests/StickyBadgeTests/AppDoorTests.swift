// A plain import, as an app's: this file sees only the core's public API, not what is
// behind `@_spi(Hosting)`, so it stops compiling if anything the README's host of its own
// uses moves behind the door.
import StickyBadge
import Testing

@Suite("The app's door: the README's host of its own, with the public API alone")
struct AppDoorTests {
  @Test("a pan released past the snap distance bursts, paints while in motion, dismisses once")
  func readmeHostBursts() {
    var session = BadgeSession(
      restingShape: BadgeShape(center: Point(x: 320, y: 44), radius: 9, text: "12"))
    session.configuration.snapDistance = 90
    session.labelText = "12"
    let touch = Point(x: 320, y: 44)
    let moved = Point(x: 0, y: 91)  // the centre 91 points from home: past 90
    #expect(session.shouldBeginPan(location: touch, translation: Point(x: 0, y: 0)))
    session.pan(.began, location: touch, translation: Point(x: 0, y: 0), time: 1)
    session.pan(.changed, location: touch + moved, translation: moved, time: 1.1)
    let outcome = session.pan(.ended, location: touch + moved, translation: moved, time: 1.2)
    #expect(outcome == .burst)
    var painted = 0
    var dismissals = 0
    var time = 1.2
    while time < 3 {
      session.advance(timestamp: time, targetTimestamp: time + 1.0 / 60)
      for event in session.takeEvents() {
        if case .dismissed = event { dismissals += 1 }
      }
      if session.paintFrame() != nil { painted += 1 }
      time += 1.0 / 60
    }
    #expect(dismissals == 1)
    #expect(painted > 0)
    #expect(session.phase == .dismissed)
  }

  @Test("one point short of the snap distance, the same pan springs home and dismisses nothing")
  func readmeHostReturnsHome() {
    var session = BadgeSession(
      restingShape: BadgeShape(center: Point(x: 320, y: 44), radius: 9, text: "12"))
    session.configuration.snapDistance = 90
    let touch = Point(x: 320, y: 44)
    let moved = Point(x: 0, y: 89)  // the centre 89 points from home: short of 90
    session.pan(.began, location: touch, translation: Point(x: 0, y: 0), time: 1)
    session.pan(.changed, location: touch + moved, translation: moved, time: 1.1)
    let outcome = session.pan(.ended, location: touch + moved, translation: moved, time: 1.2)
    #expect(outcome == .returnHome)
    var dismissals = 0
    var time = 1.2
    while time < 3 {
      session.advance(timestamp: time, targetTimestamp: time + 1.0 / 60)
      for event in session.takeEvents() {
        if case .dismissed = event { dismissals += 1 }
      }
      time += 1.0 / 60
    }
    #expect(dismissals == 0)
    #expect(session.phase == .resting)
  }
}
