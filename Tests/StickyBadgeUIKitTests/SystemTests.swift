import Foundation
import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// The system around the badge: scenes going to the background, haptics, settings.
@MainActor
@Suite("The system around a badge", .serialized)
struct SystemTests {
  /// Pulls `badge` 40 points and lets go: it springs home.
  private func pullAndLetGo(_ badge: StickyBadgeView, on screen: ChatScreen) {
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-40, 0))
    finger.lift()
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

  @Test("pull a badge until it snaps and let go: the haptics are the badge view's own")
  func hapticsForTheView() {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-150, 0))
    finger.lift()
    #expect(Haptics.played.map(\.kind) == ["impact medium", "notification success"])
    #expect(Haptics.played.allSatisfy { $0.view === badge })
  }
}
