import Foundation
import Testing

@_spi(Hosting) @testable import StickyBadge

/// Every behaviour of the five original write-ups, reproduced as a configuration.
@Suite("The five original write-ups, as configurations")
struct WriteUpReproductionTests {
  let home = Point(x: 100, y: 100)

  @Test("QQ bubble (000): both pull modes with the rates 1/3 and 1 and a minimum")
  func post000PullModes() {
    var stays = StickyBadgeConfiguration()
    stays.snapDistance = 90
    stays.reattachDistance = 30
    stays.pullMode = .bigCircleStays
    stays.bigCircleShrinkRate = 1.0 / 3
    stays.smallCircleShrinkRate = 1
    stays.minimumScale = 0.2
    stays.hidesLabelWhileDragging = true
    var moves = StickyBadgeConfiguration()
    moves.snapDistance = 90
    moves.reattachDistance = 30
    moves.pullMode = .bigCircleMoves
    moves.bigCircleShrinkRate = 1.0 / 3
    moves.smallCircleShrinkRate = 1
    moves.minimumScale = 0.2
    for distance in stride(from: 0.0, through: 90, by: 7.5) {
      let rate = distance / 90
      // "newRadius = R * max(1 - rate * rate_x, minRate)" for each circle, as in the write-up.
      #expect(abs(stays.anchorScale(at: distance) - max(1 - rate / 3, 0.2)) < 1e-12)
      #expect(abs(stays.badgeScale(at: distance) - max(1 - rate, 0.2)) < 1e-12)
      #expect(abs(moves.anchorScale(at: distance) - max(1 - rate, 0.2)) < 1e-12)
      #expect(abs(moves.badgeScale(at: distance) - max(1 - rate / 3, 0.2)) < 1e-12)
    }
    #expect(stays.anchorScale(at: 500) == stays.anchorScale(at: 90))
  }

  @Test(
    "exploding button (001): snap at 60, anchor R - d/10, eight burst images in one second, a damping-0.1 spring"
  )
  func post001() throws {
    let radius = 10.0
    var configuration = StickyBadgeConfiguration()
    configuration.snapDistance = 60
    configuration.reattachDistance = 20
    configuration.smallCircleShrinkRate = 60 / (10 * radius)
    configuration.minimumScale = 0
    configuration.returnSpring = Spring(response: 0.25, dampingRatio: 0.1)
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    for distance in stride(from: 0.0, through: 60, by: 5) {
      #expect(
        abs(radius * configuration.anchorScale(at: distance) - (radius - distance / 10)) < 1e-12)
    }
    // Past 60 the bridge snaps; letting go plays the 8 images over 1 s, then the badge is gone.
    let burst = try run(
      drag(from: home, to: Point(x: 165, y: 100)), configuration: configuration, duration: 2)
    #expect(events(burst) == [.began, .snapped, .released, .dismissed])
    let images = burst.compactMap(\.burstFrameIndex)
    #expect(Set(images) == Set(0..<8))
    let dismissed = try #require(burst.flatMap(\.events).first { $0.kind == .dismissed })
    let released = try #require(burst.flatMap(\.events).first { $0.kind == .released })
    #expect(abs(dismissed.time - released.time - 1) < 1e-12)
    // Inside 60 it springs back with a strong bounce (damping ratio 0.1).
    let back = try run(drag(from: home, to: Point(x: 150, y: 100)), configuration: configuration)
    let farthestPast =
      back.filter { $0.phase == .returning }.map { home.x - $0.badge.center.x }.max() ?? 0
    #expect(farthestPast > 25)
  }

  @Test(
    "stretchy circle (002): the stretchy circle pulls to 1.5 widths and halves the lower circle")
  func post002() throws {
    var blob = try StretchyCircle(circle: Circle(center: Point(x: 50, y: 50), radius: 20))
    blob.touchBegan(at: Point(x: 50, y: 50), time: 0)
    blob.touchMoved(to: Point(x: 50, y: 80), time: 0.1)
    blob.advance(to: 0.1)
    // lowerRadius = radius * (1 - offset / maxOffset * 0.5), maxOffset = width * 1.5.
    #expect(abs(blob.frame.bottom.radius - 20 * (1 - 30.0 / 60 * 0.5)) < 1e-12)
    blob.touchMoved(to: Point(x: 50, y: 500), time: 0.2)
    blob.advance(to: 0.2)
    #expect(blob.frame.offset == 60)
  }

  @Test("Swift badge (003): the waist narrows as 0.1^(d/200); the shake starts 50 points past home")
  func post003() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.waistNarrowingBase = 0.1
    configuration.waistNarrowingDistance = 200
    configuration.returnSpring = Spring(response: 0.3, dampingRatio: 0.2)
    configuration.returnOvershoot = 50
    for distance in [0.0, 20, 50, 80] {
      let expected = pow(0.1, distance / 200)
      #expect(abs(configuration.waistFactor(at: distance) - expected) < 1e-12)
    }
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: home, radius: 10), configuration: configuration)
    engine.touchBegan(at: home, time: 0)
    engine.touchMoved(to: Point(x: 130, y: 100), time: 0.1)
    engine.touchEnded(at: Point(x: 130, y: 100), time: 0.3)
    engine.advance(to: 0.3)
    #expect(engine.frame.badge.center.distance(to: Point(x: 50, y: 100)) < 1e-9)
    engine.advance(to: 3)
    #expect(engine.phase == .resting)
  }
}
