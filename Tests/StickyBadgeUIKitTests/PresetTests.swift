import AppleModelTesting
import Foundation
import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A preset is a configuration: `badge.configuration = .explodingButton` (or
/// `attachStickyBadge(configuration: .explodingButton)`) is all a UIKit app writes.
@MainActor
@Suite("Presets on a UIKit badge", .oneTestOnTheDevice)
struct PresetTests {
  @Test(
    "pull a badge 70 points and let go: QQ's look springs home (it snaps at 80), the exploding button's bursts (at 60)",
    arguments: [(StickyBadgeConfiguration.qq, false), (.explodingButton, true)])
  func snapDistanceIsThePresets(configuration: StickyBadgeConfiguration, bursts: Bool) {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    badge.configuration = configuration
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    let home = screen.centre(of: badge)
    let finger = screen.window.touchDown(at: home)
    finger.drag(to: home.moved(-70, 0))
    finger.lift()
    #expect(badge.controller.phase == (bursts ? .bursting : .returning))
    DisplayLinks.tick(frames: 90)
    #expect(dismissed == (bursts ? 1 : 0))
    #expect(badge.controller.isDismissed == bursts)
  }

  @Test("an attached label takes a preset: the exploding button's bursts at 70 points")
  func attachTakesAPreset() {
    let screen = ChatScreen()
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 24, height: 20))
    label.text = "7"
    screen.cells[0].contentView.addSubview(label)
    var dismissed = 0
    label.attachStickyBadge(configuration: .explodingButton) { dismissed += 1 }
    let home = screen.centre(of: label)
    let finger = screen.window.touchDown(at: home)
    finger.drag(to: home.moved(70, 0))
    finger.lift()
    DisplayLinks.tick(frames: 90)
    #expect(dismissed == 1)
  }
}
