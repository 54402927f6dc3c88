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
  @Test("a long frame mid-sequence: every row's dismissal is heard before the completion")
  func longFrameKeepsTheCompletionLast() {
    let screen = ChatScreen(rows: 4)
    let total = StickyBadgeView()
    total.count = 12
    total.frame = CGRect(x: 330, y: 800, width: 30, height: 20)
    screen.window.addSubview(total)
    let group = StickyBadgeGroup(groupBadge: total.controller)
    var heard: [String] = []
    group.onComplete = { heard.append("complete") }
    for (index, badge) in screen.badges.enumerated() {
      group.register(badge.controller)
      badge.onDismiss = { heard.append("row \(index)") }
    }
    screen.pull(from: screen.centre(of: total), to: screen.centre(of: total).moved(-150, -150))
    for _ in 0..<240 where heard.isEmpty { DisplayLinks.tick() }
    #expect(heard == ["row 0"])
    // The app's main thread stalls for 0.7 s: every remaining row is due in one frame.
    DisplayLinks.tick(frameDuration: 0.7)
    for _ in 0..<240 where !heard.contains("complete") { DisplayLinks.tick() }
    #expect(heard == ["row 0", "row 1", "row 2", "row 3", "complete"])
  }
}
