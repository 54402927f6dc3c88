import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// The system around the badge: scenes going to the background, haptics, settings.
@MainActor
@Suite("The system around a badge", .oneTestOnTheDevice)
struct SystemTests {
  /// Pulls `badge` 40 points and lets go: it springs home.
  private func pullAndLetGo(_ badge: StickyBadgeView, on screen: ChatScreen) {
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-40, 0))
  }

  @Test("send the badge's window to the background while the badge springs home: it is home")
  func ownSceneToBackground() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    pullAndLetGo(badge, on: screen)
    #expect(badge.controller.phase == .returning)
    Lifecycle.sceneEntersBackground(screen.scene)
    #expect(badge.controller.phase == .resting)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
  }

  @Test("send another window of the app to the background: the badge keeps springing home")
  func otherSceneToBackground() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    pullAndLetGo(badge, on: screen)
    Lifecycle.sceneEntersBackground(UIWindowScene())
    #expect(badge.controller.phase == .returning)
  }

  @Test("send the whole app to the background: the badge is home")
  func appToBackground() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    pullAndLetGo(badge, on: screen)
    Lifecycle.appEntersBackground(scenes: [])
    #expect(badge.controller.phase == .resting)
  }

  @Test("with VoiceOver running, dismiss a badge with its action: VoiceOver says so, once")
  func voiceOverAnnounces() throws {
    let screen = ChatScreen()
    AccessibilitySettings.voiceOver = true
    let badge = screen.badges[2]
    #expect(badge.accessibilityLabel == "3 unread messages")
    let dismiss = try #require(badge.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    DisplayLinks.tick(frames: 60)
    #expect(AccessibilitySettings.announcements == ["Marked as read"])
    #expect(!badge.isAccessibilityElement)
  }

  @Test("pull a badge until it snaps and let go: the haptics are the badge view's own")
  func hapticsForTheView() {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    #expect(Haptics.played.map(\.kind) == ["impact medium", "notification success"])
    #expect(Haptics.played.allSatisfy { $0.view === badge })
  }

  @Test("with Reduce Motion on, pull a badge 40 points and let go: it glides home, no bounce")
  func reduceMotionReturn() throws {
    let screen = ChatScreen()
    AccessibilitySettings.reduceMotion = true
    let badge = screen.badges[0]
    let home = screen.centre(of: badge)
    pullAndLetGo(badge, on: screen)
    #expect(badge.controller.phase == .returning)
    // It starts about where the finger let go, 40 points left of home, carries the
    // finger's leftward speed a little further, then only closes in: never past home
    // (without Reduce Motion it overshoots to the right and swings back).
    var path: [CGFloat] = []
    for _ in 0..<120 where badge.controller.phase == .returning {
      path.append(try #require(screen.drawnCentre()).x)
      DisplayLinks.tick(frames: 1)
    }
    #expect(abs((path.first ?? 0) - (home.x - 40)) < 2)
    let turn = path.indices.min { path[$0] < path[$1] } ?? 0
    #expect(path[turn...].indices.dropFirst().allSatisfy { path[$0 - 1] <= path[$0] + 1e-9 })
    #expect(path.allSatisfy { $0 <= home.x + 1e-9 })
    #expect(badge.controller.phase == .resting)
    #expect(screen.overlays.isEmpty)
  }
}

/// The badge following the system's appearance settings.
@MainActor
@Suite("A badge following the system's appearance", .oneTestOnTheDevice)
struct AppearanceTests {
  /// The fill of the badge at rest, as drawn.
  private func restingFill(of badge: StickyBadgeView) -> [CGFloat]? {
    let face = badge.subviews.first { $0 is PaintListView }
    return (face?.layer.sublayers?.first as? CAShapeLayer)?.fillColor?.components
  }

  @Test("turn on dark mode, then Increase Contrast: the badge at rest is redrawn in each red")
  func darkModeAndContrast() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    #expect(restingFill(of: badge) == [1, 59.0 / 255, 48.0 / 255, 1])
    screen.window.setTraits(UITraitCollection(style: .dark))
    screen.window.layoutIfNeeded()
    #expect(restingFill(of: badge) == [1, 69.0 / 255, 58.0 / 255, 1])
    screen.window.setTraits(UITraitCollection(style: .light, contrast: .high))
    screen.window.layoutIfNeeded()
    // The high-contrast system red, then darkened until white text on it reaches 4.5 : 1.
    let fill = restingFill(of: badge)
    #expect(fill != [1, 59.0 / 255, 48.0 / 255, 1])
    #expect((fill?[0] ?? 1) <= 215.0 / 255)
  }

  @Test("choose the largest text size: the badge grows")
  func largerText() {
    let screen = ChatScreen()
    let badge = screen.badges[0]
    let before = badge.intrinsicContentSize
    screen.window.setTraits(UITraitCollection(style: .light, sizeCategory: .extraExtraExtraLarge))
    #expect(badge.intrinsicContentSize.height > before.height)
    screen.window.setTraits(UITraitCollection())
    #expect(badge.intrinsicContentSize == before)
  }

}
