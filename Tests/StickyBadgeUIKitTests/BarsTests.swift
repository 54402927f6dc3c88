import Foundation
import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Badges that scroll under a translucent navigation bar.
@MainActor
@Suite("Badges under bars", .serialized)
struct BarsTests {
  /// A chat list under a 100-point translucent navigation bar, scrolled so that the first
  /// row is under the bar and the third is below it.
  private func screenUnderBar() -> ChatScreen {
    let screen = ChatScreen()
    screen.table.safeAreaInsetsForTesting = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    return screen
  }

  @Test("dismiss a badge scrolled under the bar with VoiceOver: it vanishes, no burst over the bar")
  func dismissUnderBar() throws {
    let screen = screenUnderBar()
    let hidden = screen.badges[0]
    let dismiss = try #require(hidden.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    #expect(hidden.controller.isDismissed)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
  }

  @Test("dismiss a badge below the bar with VoiceOver: it bursts where it is")
  func dismissBelowBar() throws {
    let screen = screenUnderBar()
    let shown = screen.badges[2]
    let dismiss = try #require(shown.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    #expect(shown.controller.phase == .bursting)
    #expect(screen.overlays.count == 1)
  }

  @Test("the badge's area is cut at the bar's edge: a badge half under the bar is still shown")
  func halfUnderBar() {
    let screen = screenUnderBar()
    let badge = screen.badges[1]
    screen.table.contentOffset = CGPoint(x: 0, y: 64 + 32 - 100 + 2)  // its centre just below
    #expect(badge.screenPlacement.isOnScreen)
    screen.table.contentOffset = CGPoint(x: 0, y: 64 + 32 - 100 + 20)  // wholly under the bar
    #expect(!badge.screenPlacement.isOnScreen)
  }
}
