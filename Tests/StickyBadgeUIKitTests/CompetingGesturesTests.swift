import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// The badge's pan sharing one touch sequence with the list's own gestures.
@MainActor
@Suite("A badge's pan among the list's gestures", .oneTestOnTheDevice)
struct CompetingGesturesTests {
  @Test("press and hold on a badge: the list's context menu opens, the badge stays home")
  func holdOpensContextMenu() {
    let screen = ChatScreen()
    // UITableView installs its context-menu (and iPad drag-lift) press on itself.
    let contextMenu = UILongPressGestureRecognizer(target: nil, action: nil)
    screen.table.addGestureRecognizer(contextMenu)
    let finger = screen.window.touchDown(at: screen.centre(of: screen.badges[1]))
    finger.hold(for: 0.6)
    #expect(contextMenu.state == .began)
    finger.lift()
    #expect(screen.badges[1].controller.phase == .resting)
    #expect(screen.table.selectedCell == nil)
  }

  @Test("press and hold on a badge for less than the press duration, then pull: the badge moves")
  func quickPullMovesBadge() {
    let screen = ChatScreen()
    let contextMenu = UILongPressGestureRecognizer(target: nil, action: nil)
    screen.table.addGestureRecognizer(contextMenu)
    let badge = screen.badges[1]
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.hold(for: 0.2)
    finger.drag(to: screen.centre(of: badge).moved(-40, 0), steps: 4)
    #expect(badge.controller.phase == .stretching)
    #expect(contextMenu.history == [.failed])
    finger.lift()
  }

  @Test("tap a badge: the row is selected once the badge's pan has failed", arguments: [8, 10, 12])
  func tapOnBadgeSelectsRow(threshold: CGFloat) {
    let screen = ChatScreen { Readings.movementThreshold = threshold }
    screen.window.touchDown(at: screen.centre(of: screen.badges[4])).lift()
    #expect(screen.table.selectedCell === screen.cells[4])
    #expect(screen.badges[4].controller.phase == .resting)
    // A tap that wobbles 5 points, under every threshold tried, selects the row too.
    let wobble = screen.window.touchDown(at: screen.centre(of: screen.badges[3]))
    wobble.move(to: screen.centre(of: screen.badges[3]).moved(5, 0))
    wobble.lift()
    #expect(screen.table.selectedCell === screen.cells[3])
    #expect(screen.badges[3].controller.phase == .resting)
  }
}
