import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A person dragging badges in a chat list, on the UIKit model.
@MainActor
@Suite("Dragging a badge in a chat list", .oneTestOnTheDevice)
struct DraggingTests {
  @Test(
    "pull a badge far away and let go: it bursts, the row stays unselected, the list stays put",
    arguments: [8, 10, 12], [true, false])
  func pullAwayBursts(threshold: CGFloat, refreshBeforeTouch: Bool) {
    let screen = ChatScreen {
      (Readings.movementThreshold, Readings.refreshBeforeTouch) = (threshold, refreshBeforeTouch)
    }
    let badge = screen.badges[1]
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-150, 40))
    #expect(badge.controller.phase == .detached)
    #expect(screen.overlays.count == 1)
    finger.lift()
    #expect(badge.controller.phase == .bursting)
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    #expect(dismissed == 1)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
    #expect(screen.table.selectedCell == nil)
    #expect(screen.table.contentOffset == .zero)
  }

  @Test(
    "swipe up beside the badge in a long list: the list scrolls and the badge stays home",
    arguments: [8, 10, 12])
  func swipeBesideScrolls(threshold: CGFloat) {
    let screen = ChatScreen(rows: 20) { Readings.movementThreshold = threshold }
    screen.pull(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 120))
    #expect(screen.table.contentOffset.y == 80)
    #expect(screen.badges.allSatisfy { $0.controller.phase == .resting })
  }

  @Test("tap a row beside its badge: the row is selected", arguments: [8, 10, 12])
  func tapSelectsRow(threshold: CGFloat) {
    let screen = ChatScreen { Readings.movementThreshold = threshold }
    let finger = screen.window.touchDown(at: CGPoint(x: 100, y: 64 * 2 + 30))
    finger.lift()
    #expect(screen.table.selectedCell === screen.cells[2])
  }

  @Test(
    "touch the badge while it springs home: the finger catches it where it is",
    arguments: [true, false])
  func catchWhileReturning(refreshBeforeTouch: Bool) throws {
    let screen = ChatScreen { Readings.refreshBeforeTouch = refreshBeforeTouch }
    let badge = screen.badges[2]
    let home = screen.centre(of: badge)
    let pull = screen.window.touchDown(at: home)
    pull.drag(to: home.moved(-60, 0))
    pull.lift()
    #expect(badge.controller.phase == .returning)
    DisplayLinks.tick(frames: 2)
    let whereItIs = try #require(screen.drawnCentre())
    #expect(whereItIs.x < home.x - 20)  // still well away from home
    let grab = screen.window.touchDown(at: whereItIs)
    grab.drag(to: whereItIs.moved(-30, 0), steps: 3)
    #expect([.stretching, .detached].contains(badge.controller.phase))
    #expect(screen.table.contentOffset == .zero)
    grab.lift()
    #expect(screen.table.selectedCell == nil)
  }

  @Test(
    "on a 120 Hz display, pull a badge away and let go: it bursts in the same time as at 60 Hz",
    arguments: [60, 120])
  func burstAtDisplayRate(framesPerSecond: Int) {
    let screen = ChatScreen()
    DisplayLinks.maximumFramesPerSecond = framesPerSecond
    defer { DisplayLinks.maximumFramesPerSecond = 60 }
    let badge = screen.badges[1]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 40))
    #expect(badge.controller.phase == .bursting)
    let start = MediaClock.now
    while !badge.controller.isDismissed, MediaClock.now - start < 2 { DisplayLinks.tick() }
    #expect(badge.controller.isDismissed)
    #expect(screen.overlays.isEmpty)
    // Within a frame of the same duration, whatever the rate.
    #expect(abs((MediaClock.now - start) - referenceBurstDuration()) <= 1.0 / 60 + 1e-9)
  }

  /// How long a burst takes at 60 Hz, measured on a fresh screen.
  private func referenceBurstDuration() -> Double {
    let reference = ChatScreen()
    let badge = reference.badges[1]
    reference.pull(
      from: reference.centre(of: badge), to: reference.centre(of: badge).moved(-150, 40))
    let start = MediaClock.now
    while !badge.controller.isDismissed, MediaClock.now - start < 2 { DisplayLinks.tick() }
    return MediaClock.now - start
  }
}
