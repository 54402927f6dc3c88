import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A badge added to any view's corner, in both reading directions.
@MainActor
@Suite("A badge on a view's corner", .oneTestOnTheDevice)
struct CornerBadgeTests {
  /// A 40-point avatar at the leading side of the second row.
  private func avatar(on screen: ChatScreen) -> UIImageView {
    let avatar = UIImageView(image: UIImage())
    avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
    screen.cells[1].contentView.addSubview(avatar)
    return avatar
  }

  @Test("badge an avatar: it sits on the top right corner and can be pulled off")
  func leftToRight() {
    let screen = ChatScreen()
    let avatar = avatar(on: screen)
    var dismissed = 0
    let badge = avatar.addStickyBadge(count: 4) { dismissed += 1 }
    #expect(badge.center == CGPoint(x: 40, y: 0))
    screen.pull(
      from: screen.centre(of: badge).moved(8, -8), to: screen.centre(of: badge).moved(120, 150))
    DisplayLinks.tick(frames: 60)
    #expect(dismissed == 1)
  }

  @Test("switch the phone to Arabic: the badge moves to the avatar's top left, offset mirrored")
  func rightToLeft() {
    let screen = ChatScreen()
    let avatar = avatar(on: screen)
    let placement = BadgeCornerPlacement(corner: .topTrailing, offset: Point(x: -4, y: 2))
    let badge = avatar.addStickyBadge(count: 4, placement: placement)
    #expect(badge.center == CGPoint(x: 36, y: 2))
    screen.window.setTraits(UITraitCollection(style: .light, layoutDirection: .rightToLeft))
    #expect(badge.center == CGPoint(x: 4, y: 2))
    // Pulled to the left, as far as before: it still bursts where the finger lets go.
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-150, 100))
    #expect(badge.controller.phase == .detached)
    finger.lift()
    #expect(badge.controller.phase == .bursting)
  }

  @Test("a larger count widens the badge around the same corner")
  func growsAroundCorner() {
    let screen = ChatScreen()
    let badge = avatar(on: screen).addStickyBadge(count: 4)
    let before = badge.frame
    badge.count = 120
    #expect(badge.center == CGPoint(x: 40, y: 0))
    #expect(badge.frame.width > before.width)
  }
}
