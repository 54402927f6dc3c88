import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Where a press goes among badges, and where a corner badge sits as its view resizes.
@MainActor
@Suite("Presses on overlapping badges, corners that resize", .oneTestOnTheDevice)
struct PinnedTouchTests {
  @Test(
    "press where two badges' shapes overlap: the front one moves",
    arguments: [true, false])
  func overlappingShapesFrontWins(lowerInFront: Bool) {
    let screen = ChatScreen()
    let (upper, lower) = (StickyBadgeView(), StickyBadgeView())
    for badge in [upper, lower] {
      badge.count = 1
      badge.frame = CGRect(x: 200, y: badge === upper ? 10 : 20, width: 20, height: 20)
    }
    // Added last, in front.
    for badge in lowerInFront ? [upper, lower] : [lower, upper] {
      screen.cells[0].contentView.addSubview(badge)
    }
    var moved: [String] = []
    upper.controller.onEvent = { if $0.kind == .began { moved.append("upper") } }
    lower.controller.onEvent = { if $0.kind == .began { moved.append("lower") } }
    // 5 points from both centres: inside both 10-point circles.
    let press = screen.centre(of: upper).moved(0, 5)
    screen.pull(from: press, to: press.moved(-40, 0), steps: 4)
    #expect(moved == [lowerInFront ? "lower" : "upper"])
  }

  @Test(
    "a badge in a view at 1 % opacity takes a press in its whole target; below 1 %, it does not",
    arguments: [(0.01, true), (0.0099, false), (0.011, true)])
  func faintContainer(alpha: CGFloat, badgeMoves: Bool) {
    let screen = ChatScreen()
    let (container, badge) = screen.badgeAloneInContainer()
    container.alpha = alpha
    #expect(screen.pullFromAbove(badge) == (badgeMoves ? 1 : 0))
  }

  /// Where a badge placed on `corner` has its centre on a `width` × `height` view.
  private func corner(
    _ corner: BadgeCornerPlacement.Corner, width: CGFloat, height: CGFloat, rightToLeft: Bool
  ) -> CGPoint {
    CGPoint(x: corner.isTrailing != rightToLeft ? width : 0, y: corner.isTop ? 0 : height)
  }

  @Test(
    "the avatar grows, then shrinks: its badge keeps its corner, left to right and right to left",
    arguments: BadgeCornerPlacement.Corner.allCases, [false, true])
  func keepsCornerWhenResized(corner: BadgeCornerPlacement.Corner, rightToLeft: Bool) {
    let screen = ChatScreen()
    if rightToLeft {
      screen.window.setTraits(UITraitCollection(style: .light, layoutDirection: .rightToLeft))
    }
    let avatar = UIImageView(image: UIImage())
    avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
    screen.cells[1].contentView.addSubview(avatar)
    let badge = avatar.addStickyBadge(count: 4, placement: BadgeCornerPlacement(corner: corner))
    #expect(badge.center == self.corner(corner, width: 40, height: 40, rightToLeft: rightToLeft))
    avatar.frame = CGRect(x: 16, y: 4, width: 56, height: 52)
    #expect(badge.center == self.corner(corner, width: 56, height: 52, rightToLeft: rightToLeft))
    avatar.frame = CGRect(x: 16, y: 16, width: 30, height: 30)
    #expect(badge.center == self.corner(corner, width: 30, height: 30, rightToLeft: rightToLeft))
    // Where it is drawn is where a finger finds it.
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 150))
    DisplayLinks.tick(frames: 60)
    #expect(dismissed == 1)
  }
}

extension ChatScreen {
  /// A "1" badge alone in a 20-point container in the third row: a press 12 points above the
  /// badge's centre is outside both, inside the badge's 44-point target.
  func badgeAloneInContainer() -> (container: UIView, badge: StickyBadgeView) {
    let container = UIView(frame: CGRect(x: 200, y: 22, width: 20, height: 20))
    cells[2].contentView.addSubview(container)
    let badge = StickyBadgeView()
    badge.count = 1
    badge.frame = container.bounds
    container.addSubview(badge)
    return (container, badge)
  }

  /// Pulls 40 points to the left from 12 points above `badge`'s centre (outside its view,
  /// inside its touch target); returns how many drags of the badge began.
  func pullFromAbove(_ badge: StickyBadgeView) -> Int {
    var began = 0
    badge.controller.onEvent = { if $0.kind == .began { began += 1 } }
    let press = centre(of: badge).moved(0, -12)
    pull(from: press, to: press.moved(-40, 0), steps: 4)
    return began
  }
}
