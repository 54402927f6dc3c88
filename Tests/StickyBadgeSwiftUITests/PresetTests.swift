import AppleModelTesting
import Foundation
import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A preset is a configuration: `.stickyBadge(count: 3, configuration: .explodingButton)` is
/// all a SwiftUI app writes.
@MainActor
@Suite("Presets on a SwiftUI badge", .oneTestOnTheDevice)
struct PresetTests {
  /// An avatar whose badge has `configuration`.
  struct Row: View {
    let configuration: StickyBadgeConfiguration
    let probe: Probe
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .stickyBadge(count: 3, configuration: configuration) { probe.dismissals += 1 }
    }
  }

  @Test(
    "pull the badge 70 points and let go: QQ's look springs home (it snaps at 80), the exploding button's bursts (at 60)",
    arguments: [(StickyBadgeConfiguration.qq, false), (.explodingButton, true)])
  func snapDistanceIsThePresets(configuration: StickyBadgeConfiguration, bursts: Bool) async throws
  {
    let probe = Probe()
    let screen = SwiftUIScreen(Row(configuration: configuration, probe: probe))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(0, 70))
    #expect(badge.controller.phase == (bursts ? .bursting : .returning))
    DisplayLinks.tick(frames: 90)
    await screen.nextTurn()
    #expect(probe.dismissals == (bursts ? 1 : 0))
  }
}
