import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Clear all and VoiceOver's Dismiss action in a scrolled list under a navigation bar, and a
/// clear all over rows already read.
@MainActor
@Suite("Clear all and Dismiss in a scrolled list", .oneTestOnTheDevice)
struct PinnedClearAllTests {
  /// A 20-row list under a 100-point translucent navigation bar, scrolled 200 points: rows 0
  /// to 4 are under the bar, row 5 (at 120 to 184 in the window) just below it.
  private func scrolledUnderBar() -> ChatScreen {
    let screen = ChatScreen(rows: 20)
    screen.table.safeAreaInsetsForTesting = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    screen.table.contentOffset = CGPoint(x: 0, y: 200)
    return screen
  }

  /// The total badge at the bottom of the window and its group, every row registered.
  private func total(on screen: ChatScreen) -> (StickyBadgeView, StickyBadgeGroup) {
    let total = StickyBadgeView()
    total.count = 15
    total.frame = CGRect(x: 330, y: 800, width: 30, height: 20)
    screen.window.addSubview(total)
    let group = StickyBadgeGroup(groupBadge: total.controller)
    for badge in screen.badges { group.register(badge.controller) }
    return (total, group)
  }

  /// Pulls the total away and lets go: the clear all starts at the release.
  private func releaseTotal(_ total: StickyBadgeView, on screen: ChatScreen) {
    screen.pull(from: screen.centre(of: total), to: screen.centre(of: total).moved(-150, -150))
  }

  /// The box around every shape `overlay` draws, in the window (the overlay fills it).
  private static func drawnBounds(in overlay: UIView) -> CGRect? {
    let boxes = (overlay.layer.sublayers ?? []).compactMap { $0 as? CAShapeLayer }
      .filter { !$0.isHidden && $0.opacity > 0 }.compactMap { $0.path?.boundingBox }
      .filter { !$0.isNull && !$0.isEmpty }
    guard let minX = boxes.map(\.minX).min(), let minY = boxes.map(\.minY).min(),
      let maxX = boxes.map(\.maxX).max(), let maxY = boxes.map(\.maxY).max()
    else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  @Test("dismiss the badge just below the bar with VoiceOver: it bursts where it is")
  func dismissJustBelowBar() throws {
    let screen = scrolledUnderBar()
    let badge = screen.badges[5]
    #expect(screen.centre(of: badge).y == 152)
    let dismiss = try #require(badge.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    #expect(badge.controller.phase == .bursting)
    #expect(screen.overlays.count == 1)
    // The burst's first frame is drawn around the badge's centre, within its size.
    let drawn = try #require(screen.overlays.first.flatMap(Self.drawnBounds))
    #expect(abs(drawn.midX - screen.centre(of: badge).x) < badge.bounds.width / 2)
    #expect(abs(drawn.midY - 152) < badge.bounds.height / 2)
  }

  @Test(
    "clear all in the scrolled list: the badge just below the bar bursts first, those under it vanish"
  )
  func clearAllJustBelowBar() {
    let screen = scrolledUnderBar()
    let (total, group) = total(on: screen)
    var completed = 0
    group.onComplete = { completed += 1 }
    var burst: Set<Int> = []
    func noteBursts() {
      for (row, badge) in screen.badges.enumerated() where badge.controller.phase == .bursting {
        burst.insert(row)
      }
    }
    releaseTotal(total, on: screen)
    // At the release, the topmost badge on screen bursts, and only it.
    #expect(screen.badges.map { $0.controller.phase == .bursting }.firstIndex(of: true) == 5)
    #expect(screen.badges.filter { $0.controller.phase == .bursting }.count == 1)
    for _ in 0..<400 where completed == 0 {
      noteBursts()
      DisplayLinks.tick()
    }
    #expect(completed == 1)
    #expect(screen.badges.allSatisfy { $0.controller.isDismissed })
    #expect(burst.isDisjoint(with: 0...4))
    #expect(burst.contains(5))
  }

  @Test(
    "a row read before the clear all takes no turn: the next row bursts one interval after the first"
  )
  func readRowTakesNoTurn() {
    let screen = ChatScreen()
    // The second row's badge was pulled off before: that chat is read.
    let read = screen.badges[1]
    screen.pull(from: screen.centre(of: read), to: screen.centre(of: read).moved(-150, 40))
    DisplayLinks.tick(frames: 60)
    #expect(read.controller.isDismissed)
    let (total, group) = total(on: screen)
    var dismissedAt: [Int: Double] = [:]
    for (row, badge) in screen.badges.enumerated() {
      badge.controller.onEvent = { if $0.kind == .dismissed { dismissedAt[row] = $0.time } }
    }
    var completed = 0
    group.onComplete = { completed += 1 }
    releaseTotal(total, on: screen)
    for _ in 0..<240 where completed == 0 { DisplayLinks.tick() }
    #expect(completed == 1)
    #expect(dismissedAt[1] == nil)  // heard once, before
    // Each burst lasts as long, so the dismissals are as far apart as the bursts' starts.
    guard let first = dismissedAt[0], let next = dismissedAt[2], let third = dismissedAt[3]
    else {
      Issue.record("rows 0, 2 and 3 were not all dismissed: \(dismissedAt)")
      return
    }
    #expect(abs(next - first - group.interval) < 1e-9)
    #expect(abs(third - next - group.interval) < 1e-9)
  }
}
