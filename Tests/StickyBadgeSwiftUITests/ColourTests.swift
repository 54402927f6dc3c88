import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeAppleSupport
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// The default colour of a SwiftUI badge follows the phone's appearance settings.
@MainActor
@Suite("A SwiftUI badge's colour", .oneTestOnTheDevice)
struct ColourTests {
  @Test(
    "dark mode and Increase Contrast: the badge is the system red of each (BadgeSystemColors)",
    arguments: [
      (UIUserInterfaceStyle.light, UIAccessibilityContrast.normal, 0xFF3B30 as UInt32),
      (.dark, .normal, 0xFF453A),
      (.light, .high, 0xD70015),
      (.dark, .high, 0xFF6961),
    ])
  func systemRed(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, rgb: UInt32)
    throws
  {
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: Probe()))
    let badge = try #require(screen.badges.first)
    screen.window.setTraits(UITraitCollection(style: style, contrast: contrast))
    #expect(BadgeColor(badge.badgeColor, traits: UITraitCollection()) == BadgeColor(rgb: rgb))
    #expect(BadgeColor(badge.labelColor, traits: UITraitCollection()) == .white)
  }
}
