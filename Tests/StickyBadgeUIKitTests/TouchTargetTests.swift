import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// The 44-point touch target, whatever the badge's superviews.
@MainActor
@Suite("The whole touch target in every layout", .oneTestOnTheDevice)
struct TouchTargetTests {
  /// Presses at `point` and pulls 40 points left.
  private func pull(at point: CGPoint, on screen: ChatScreen) {
    screen.pull(from: point, to: point.moved(-40, 0), steps: 4)
  }

  @Test("pull the badge on an avatar's corner from just outside the avatar: the badge moves")
  func avatarCorner() {
    let screen = ChatScreen()
    let avatar = UIImageView(image: UIImage())
    avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
    screen.cells[1].contentView.addSubview(avatar)
    let badge = StickyBadgeView()
    badge.count = 5
    badge.frame = CGRect(x: 30, y: -10, width: 20, height: 20)  // over the top right corner
    avatar.addSubview(badge)
    var events: [DragEventKind] = []
    badge.controller.onEvent = { events.append($0.kind) }
    // 12 points above the badge's centre: outside the avatar, inside the 44-point target.
    pull(at: screen.centre(of: badge).moved(0, -12), on: screen)
    #expect(events.first == .began)
    #expect(screen.table.contentOffset == .zero)
  }

  @Test("pull a badge inside a label (which takes no touches): the badge moves")
  func insideLabel() {
    let screen = ChatScreen()
    let label = UILabel(frame: CGRect(x: 80, y: 10, width: 120, height: 44))
    label.text = "Design review"
    screen.cells[2].contentView.addSubview(label)
    let badge = StickyBadgeView()
    badge.count = 2
    badge.frame = CGRect(x: 100, y: 12, width: 20, height: 20)
    label.addSubview(badge)
    var events: [DragEventKind] = []
    badge.controller.onEvent = { events.append($0.kind) }
    pull(at: screen.centre(of: badge), on: screen)
    #expect(events.first == .began)
  }

  @Test("press between two badges 24 points apart: the nearer one moves, not the front one")
  func overlappingTargets() {
    let screen = ChatScreen()
    let (upper, lower) = (StickyBadgeView(), StickyBadgeView())
    for (badge, y) in [(upper, 10.0), (lower, 34.0)] {
      badge.count = 1
      badge.frame = CGRect(x: 200, y: y, width: 20, height: 20)
      screen.cells[0].contentView.addSubview(badge)  // the lower one is in front
    }
    var moved: [String] = []
    upper.controller.onEvent = { if $0.kind == .began { moved.append("upper") } }
    lower.controller.onEvent = { if $0.kind == .began { moved.append("lower") } }
    // 1 point below the upper badge, 3 above the lower one: both targets contain it.
    pull(at: screen.centre(of: upper).moved(0, 11), on: screen)
    #expect(moved == ["upper"])
    moved = []
    DisplayLinks.tick(frames: 120)  // home again
    pull(at: screen.centre(of: lower).moved(0, -11), on: screen)
    #expect(moved == ["lower"])
  }

  @Test("pull the total in the navigation bar from beside it: the badge moves")
  func barButtonItem() {
    let screen = ChatScreen()
    // A bar over the list; UIKit wraps an item's custom view in a view of the same size.
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    screen.window.addSubview(bar)
    let total = StickyBadgeView()
    total.count = 15
    total.sizeToFit()
    let item = UIView(frame: CGRect(x: 330, y: 12, width: total.bounds.width, height: 20))
    item.addSubview(total)
    bar.addSubview(item)
    var events: [DragEventKind] = []
    total.controller.onEvent = { events.append($0.kind) }
    // 15 points left of the badge's centre: outside the item's view, inside the target.
    screen.pull(
      from: screen.centre(of: total).moved(-15, 0), to: screen.centre(of: total).moved(-15, 60),
      steps: 4)
    #expect(events.first == .began)
  }

  @Test("press near a badge under a sheet that takes touches: the sheet gets the press")
  func sheetInFront() {
    let screen = ChatScreen()
    let sheet = UIView(frame: screen.window.bounds)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    sheet.addGestureRecognizer(tap)
    screen.window.addSubview(sheet)
    let badge = screen.badges[0]
    screen.window.touchDown(at: screen.centre(of: badge).moved(0, 12)).lift()
    #expect(tap.history == [.ended])
    #expect(badge.controller.phase == .resting)
  }
}
