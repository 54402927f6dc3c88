import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Other pans that see the badge's touches: a parent's, a table's swipe actions, a navigation
/// controller's edge swipe back. UIKit does not document in which order it delivers a touch
/// to them, so each test runs under both orders (`TouchDelivery.Order`).
@MainActor
@Suite("A badge's pan against other pans", .oneTestOnTheDevice)
struct CompetingPansTests {
  /// A card the app lets the user drag around (its own pan), with a badge on it.
  private func card(on screen: ChatScreen) -> (UIView, UIPanGestureRecognizer, StickyBadgeView) {
    let card = UIView(frame: CGRect(x: 20, y: 400, width: 350, height: 120))
    screen.window.addSubview(card)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    card.addGestureRecognizer(pan)
    let badge = StickyBadgeView()
    badge.count = 8
    badge.frame = CGRect(x: 300, y: 50, width: 20, height: 20)
    card.addSubview(badge)
    return (card, pan, badge)
  }

  @Test(
    "drag a badge on a card that pans: the badge moves, the card's pan fails",
    arguments: TouchDelivery.Order.allCases)
  func parentPanLoses(order: TouchDelivery.Order) {
    let screen = ChatScreen()
    TouchDelivery.order = order
    let (_, pan, badge) = card(on: screen)
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    #expect(badge.controller.phase == .bursting)
    #expect(!pan.history.contains(.began))
  }

  @Test(
    "drag the card from beside its badge's touch target: the card's pan wins, the badge stays",
    arguments: TouchDelivery.Order.allCases)
  func parentPanWinsBeside(order: TouchDelivery.Order) {
    let screen = ChatScreen()
    TouchDelivery.order = order
    let (_, pan, badge) = card(on: screen)
    // 30 points left of the badge's edge: outside its 44-point target.
    let beside = screen.centre(of: badge).moved(-40, 0)
    screen.pull(from: beside, to: beside.moved(-150, 0))
    #expect(pan.history.first == .began)
    #expect(badge.controller.phase == .resting)
    #expect(screen.overlays.isEmpty)
  }

  @Test(
    "drag a badge on a row with swipe actions: the badge moves, the swipe does not start",
    arguments: TouchDelivery.Order.allCases)
  func swipeActionsLose(order: TouchDelivery.Order) {
    let screen = ChatScreen()
    TouchDelivery.order = order
    // The table's swipe-actions pan is private; any pan the table holds besides its
    // scrolling one stands in for it.
    let swipe = UIPanGestureRecognizer(target: nil, action: nil)
    screen.table.addGestureRecognizer(swipe)
    let badge = screen.badges[1]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    #expect(badge.controller.phase == .bursting)
    #expect(!swipe.history.contains(.began))
    #expect(screen.table.contentOffset == .zero)
  }

  @Test(
    "swipe a row from beside its badge: the badge stays home, the table's pans get the swipe",
    arguments: TouchDelivery.Order.allCases)
  func swipeActionsBeside(order: TouchDelivery.Order) {
    let screen = ChatScreen()
    TouchDelivery.order = order
    let swipe = UIPanGestureRecognizer(target: nil, action: nil)
    screen.table.addGestureRecognizer(swipe)
    let badge = screen.badges[1]
    let beside = screen.centre(of: badge).moved(-60, 0)
    screen.pull(from: beside, to: beside.moved(-150, 0))
    #expect(badge.controller.phase == .resting)
    #expect((swipe.history + screen.table.panGestureRecognizer.history).contains(.began))
  }

  /// A pushed screen in a navigation stack with a badge 4 points from the leading edge.
  private func pushedScreenWithEdgeBadge(on screen: ChatScreen)
    -> (UINavigationController, StickyBadgeView)
  {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.view.frame = screen.window.bounds
    screen.window.addSubview(navigation.view)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    let badge = StickyBadgeView()
    badge.count = 2
    badge.frame = CGRect(x: 4, y: 100, width: 20, height: 20)
    detail.view.addSubview(badge)
    return (navigation, badge)
  }

  @Test(
    "drag a badge at the screen's leading edge to the right: the badge moves, no swipe back",
    arguments: TouchDelivery.Order.allCases, [true, false])
  func edgeSwipeLoses(order: TouchDelivery.Order, popIsEdgePan: Bool) throws {
    let screen = ChatScreen()
    (TouchDelivery.order, NavigationFixture.popRecognizerIsEdgePan) = (order, popIsEdgePan)
    let (navigation, badge) = pushedScreenWithEdgeBadge(on: screen)
    let back = try #require(navigation.interactivePopGestureRecognizer)
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(150, 0))
    #expect(badge.controller.phase == .bursting)
    #expect(!back.history.contains(.began))
  }

  @Test(
    "swipe from the leading edge below the badge: the swipe back wins, the badge stays",
    arguments: TouchDelivery.Order.allCases, [true, false])
  func edgeSwipeWinsBeside(order: TouchDelivery.Order, popIsEdgePan: Bool) throws {
    let screen = ChatScreen()
    (TouchDelivery.order, NavigationFixture.popRecognizerIsEdgePan) = (order, popIsEdgePan)
    let (navigation, badge) = pushedScreenWithEdgeBadge(on: screen)
    let back = try #require(navigation.interactivePopGestureRecognizer)
    let below = CGPoint(x: 6, y: 300)
    screen.pull(from: below, to: below.moved(150, 0))
    #expect(back.history.first == .began)
    #expect(badge.controller.phase == .resting)
  }
}
