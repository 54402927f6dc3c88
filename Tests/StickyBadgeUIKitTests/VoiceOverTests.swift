import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// What a VoiceOver user reaches in a chat list: the badges, and nothing their drawing adds,
/// whether a label is an accessibility element by default or not (Apple's pages disagree).
@MainActor
@Suite("VoiceOver in a chat list", .oneTestOnTheDevice)
struct VoiceOverTests {
  @Test(
    "with VoiceOver, the list's badges are what it reads, at rest, dragged and bursting",
    arguments: [true, false])
  func onlyTheBadges(labelIsElement: Bool) throws {
    let screen = ChatScreen { Readings.labelIsAccessibilityElement = labelIsElement }
    AccessibilitySettings.voiceOver = true
    #expect(reached(on: screen) == screen.badges.map { $0 as UIView })
    let badge = screen.badges[1]
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-150, 0))
    #expect(screen.overlays.count == 1)
    #expect(reached(on: screen) == screen.badges.map { $0 as UIView })
    finger.lift()
    #expect(badge.controller.phase == .bursting)
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    let others = screen.badges.filter { $0 !== badge }
    #expect(reached(on: screen) == others.map { $0 as UIView })
    let dismiss = try #require(others[0].accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    DisplayLinks.tick(frames: 60)
    #expect(reached(on: screen) == others.dropFirst().map { $0 as UIView })
  }

  /// The elements VoiceOver reaches in the screen's window.
  private func reached(on screen: ChatScreen) -> [UIView] {
    VoiceOver.elements(in: screen.window)
  }
}
