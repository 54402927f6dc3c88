import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Views made sticky leaving the screen, and being freed, in every phase of a drag.
@MainActor
@Suite("A badge's view removed or freed mid-gesture", .oneTestOnTheDevice)
struct LifetimeTests {
  /// A new row at the bottom with a plain label made sticky, as `attachStickyBadge` is used;
  /// only the table holds the row.
  private func rowWithStickyLabel(_ screen: ChatScreen) -> (UITableViewCell, UILabel) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "chat")
    cell.frame = CGRect(x: 0, y: 400, width: 390, height: 64)
    screen.table.addSubview(cell)
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 40, height: 24))
    label.text = "NEW"
    cell.contentView.addSubview(label)
    label.attachStickyBadge()
    screen.window.layoutIfNeeded()
    return (cell, label)
  }

  @Test(
    "remove the row while its sticky label springs home or bursts: nothing stays on screen",
    arguments: [("springs home", -40.0), ("bursts", -200.0)])
  func removeRowMidFlight(phase: String, pull: Double) {
    let screen = ChatScreen()
    weak var freedLabel: UILabel?
    weak var freedController: StickyBadgeController?
    do {
      let (cell, label) = rowWithStickyLabel(screen)
      (freedLabel, freedController) = (label, label.stickyBadge)
      screen.pull(from: screen.centre(of: label), to: screen.centre(of: label).moved(pull, 0))
      #expect([.returning, .bursting].contains(label.stickyBadge?.phase))
      #expect(screen.overlays.count == 1)
      cell.removeFromSuperview()
    }
    #expect(freedLabel == nil)
    #expect(freedController == nil)
    DisplayLinks.tick(frames: 2)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
  }

  @Test("remove a badge's row while it bursts: the overlay goes and the clock stops")
  func removeBadgeRowWhileBursting() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-200, 0))
    #expect(badge.controller.phase == .bursting)
    screen.cells[0].removeFromSuperview()
    DisplayLinks.tick(frames: 2)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
  }

  @Test(
    "remove a badge's row while a finger drags it, then drag on and lift: nothing moves or bursts",
    arguments: [true, false])
  func removeRowUnderFinger(cancelsGesture: Bool) {
    let screen = ChatScreen { Readings.cancelsGestureOfViewLeavingWindow = cancelsGesture }
    let badge = screen.badges[0]
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    let home = screen.centre(of: badge)
    let finger = screen.window.touchDown(at: home)
    finger.drag(to: home.moved(-60, 0))
    #expect(screen.overlays.count == 1)
    screen.cells[0].removeFromSuperview()
    #expect(screen.overlays.isEmpty)
    let hapticsBefore = Haptics.played.count
    finger.drag(to: home.moved(-250, 0))
    finger.lift()
    DisplayLinks.tick(frames: 60)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
    #expect(badge.controller.phase == .resting)
    #expect(dismissed == 0)
    #expect(Haptics.played.count == hapticsBefore)
  }
}
