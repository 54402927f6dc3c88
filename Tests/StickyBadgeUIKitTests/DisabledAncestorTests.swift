import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Views the app turned touches off for: UIKit's hit testing skips them and everything in
/// them ("ignores view objects that ... have disabled user interactions"), and so does the
/// badge's whole touch target.
@MainActor
@Suite("A badge inside a view that takes no touches", .oneTestOnTheDevice)
struct DisabledAncestorTests {
  /// Pulls from the centre of `badge` far to the left; returns the drag events it reported.
  private func pull(_ badge: StickyBadgeView, on screen: ChatScreen) -> [DragEventKind] {
    var events: [DragEventKind] = []
    badge.controller.onEvent = { events.append($0.kind) }
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    DisplayLinks.tick(frames: 60)
    return events
  }

  @Test("the app disables a row: pulling its badge moves nothing")
  func disabledRow() {
    let screen = ChatScreen()
    screen.cells[1].isUserInteractionEnabled = false
    #expect(pull(screen.badges[1], on: screen).isEmpty)
    #expect(!screen.badges[1].controller.isDismissed)
    #expect(screen.overlays.isEmpty)
    // The other rows' badges still move.
    #expect(pull(screen.badges[2], on: screen).first == .began)
  }

  @Test("the app disables the whole list: no badge in it moves")
  func disabledList() {
    let screen = ChatScreen()
    screen.table.isUserInteractionEnabled = false
    #expect(pull(screen.badges[0], on: screen).isEmpty)
    #expect(pull(screen.badges[3], on: screen).isEmpty)
  }

  @Test("the app disables the badge itself: it does not move")
  func disabledBadge() {
    let screen = ChatScreen()
    screen.badges[2].isUserInteractionEnabled = false
    #expect(pull(screen.badges[2], on: screen).isEmpty)
  }

  @Test("a badge on an avatar (an image view, no touches by default) in a disabled row: no drag")
  func avatarInDisabledRow() {
    let screen = ChatScreen()
    let avatar = UIImageView(image: UIImage())
    avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
    screen.cells[3].contentView.addSubview(avatar)
    let badge = avatar.addStickyBadge(count: 4)
    screen.cells[3].isUserInteractionEnabled = false
    #expect(pull(badge, on: screen).isEmpty)
    screen.cells[3].isUserInteractionEnabled = true
    #expect(pull(badge, on: screen).first == .began)
  }
}

/// A list in editing mode: its rows show delete and reorder controls.
@MainActor
@Suite("A badge in a list being edited", .oneTestOnTheDevice)
struct EditingModeTests {
  @Test("the list enters editing mode: pulling a badge moves nothing; after Done it moves again")
  func editingList() {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    var events: [DragEventKind] = []
    badge.controller.onEvent = { events.append($0.kind) }
    screen.table.setEditing(true, animated: true)
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    DisplayLinks.tick(frames: 60)
    #expect(events.isEmpty)
    #expect(!badge.controller.isDismissed)
    screen.table.setEditing(false, animated: true)
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    #expect(events.first == .began)
  }
}
