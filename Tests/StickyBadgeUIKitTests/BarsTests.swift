import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Badges that scroll under a translucent navigation bar.
@MainActor
@Suite("Badges under bars", .oneTestOnTheDevice)
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

  @Test("drag the badge off the app's own tab bar: pressed beside the icon, it bursts")
  func ownTabBar() {
    let screen = ChatScreen()
    // The app's tab bar: a plain view at the bottom, three 30-point icons, no UITabBar.
    let bar = UIView(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
    bar.clipsToBounds = true
    screen.window.addSubview(bar)
    let icons = (0..<3).map { tab in
      let icon = UIImageView(image: UIImage())
      icon.frame = CGRect(x: CGFloat(tab) * 130 + 50, y: 12, width: 30, height: 30)
      bar.addSubview(icon)
      return icon
    }
    var dismissed = 0
    let badge = icons[1].addStickyBadge(count: 2) { dismissed += 1 }
    // The badge overhangs the icon, which takes no touches: pressed 10 points above the
    // badge's centre, inside the bar, outside the icon, inside the badge's touch target.
    let finger = screen.window.touchDown(at: screen.centre(of: badge).moved(0, -10))
    finger.drag(to: screen.centre(of: badge).moved(-40, -200))
    #expect(badge.controller.phase == .detached)
    finger.lift()
    DisplayLinks.tick(frames: 60)
    #expect(dismissed == 1)
    #expect(screen.overlays.isEmpty)
  }
}
