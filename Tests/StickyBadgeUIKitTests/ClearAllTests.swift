import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// QQ's "clear all", as the example app wires it: a total badge over the list whose
/// members' dismissals count it down.
@MainActor
@Suite("Clearing all badges from the total", .oneTestOnTheDevice)
struct ClearAllTests {
  @Test("drag the total away: it stays gone while the rows burst and count it down, until done")
  func totalStaysGone() {
    let screen = ChatScreen(count: 3)
    let total = StickyBadgeView()
    total.count = 15
    total.frame = CGRect(x: 330, y: 800, width: 30, height: 20)
    screen.window.addSubview(total)
    let group = StickyBadgeGroup(groupBadge: total.controller)
    var completed = 0
    group.onComplete = { completed += 1 }
    for badge in screen.badges {
      group.register(badge.controller)
      badge.onDismiss = {
        total.count = screen.badges.filter { !$0.controller.isDismissed }.count * 3
      }
    }
    screen.pull(from: screen.centre(of: total), to: screen.centre(of: total).moved(-150, -150))
    var totalCameBack = false
    for _ in 0..<240 where completed == 0 {
      DisplayLinks.tick()
      totalCameBack = totalCameBack || total.controller.phase == .resting
    }
    #expect(completed == 1)
    #expect(screen.badges.allSatisfy { $0.controller.isDismissed })
    #expect(!totalCameBack)
    #expect(total.controller.isDismissed)
    // The next batch of unread messages: reset, and the total shows again.
    group.reset()
    total.count = 4
    #expect(!total.controller.isDismissed)
  }
}
