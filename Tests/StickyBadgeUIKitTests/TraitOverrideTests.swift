import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Traits set on one screen or one view (iOS 17's `traitOverrides`), not the whole app.
@MainActor
@Suite("A badge following its own view's traits", .oneTestOnTheDevice)
struct TraitOverrideTests {
  /// The size of the label the badge draws at rest, read from its drawing.
  private func drawnTextSize(of badge: StickyBadgeView) -> CGFloat? {
    let face = badge.subviews.first { $0 is PaintListView }
    let label = face?.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }
    return label?.font.pointSize
  }

  /// The label size at the largest accessibility text size (footnote: 44 points for 13).
  private let largestTextSize = CGFloat(BadgeMetrics.defaultLabelFontSize) * 44 / 13

  /// The list's view controller, whose view holds the chat screen's table (the caller keeps
  /// it: a view holds its controller weakly).
  private func listController(on screen: ChatScreen) -> UIViewController {
    let controller = UIViewController()
    controller.view = screen.table
    return controller
  }

  @Test(
    "the list's screen asks for the largest text size: its badges grow and draw their text at it")
  func controllerOverride() {
    let screen = ChatScreen()
    let total = StickyBadgeView()
    total.count = 15
    screen.window.addSubview(total)
    let before = screen.badges[0].intrinsicContentSize
    let controller = listController(on: screen)
    controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.window.layoutIfNeeded()
    #expect(screen.badges[0].intrinsicContentSize.height > before.height)
    #expect(drawnTextSize(of: screen.badges[0]) == largestTextSize)
    // The total outside that screen keeps the app's text size.
    #expect(drawnTextSize(of: total) == CGFloat(BadgeMetrics.defaultLabelFontSize))
    withExtendedLifetime(controller) {}
  }

  @Test("one row asks for a larger text size: only its badge grows")
  func viewOverride() {
    let screen = ChatScreen()
    let before = screen.badges[1].intrinsicContentSize
    screen.cells[2].traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    screen.window.layoutIfNeeded()
    #expect(screen.badges[2].intrinsicContentSize.height > before.height)
    #expect(screen.badges[1].intrinsicContentSize == before)
  }

  @Test(
    "the change arrives at the next layout, twice: the badge ends the size the app-wide setting gives"
  )
  func lateAndRepeatedDelivery() {
    let reference = ChatScreen()
    reference.window.setTraits(
      UITraitCollection(style: .light, sizeCategory: .accessibilityExtraExtraExtraLarge))
    let expected = reference.badges[0].intrinsicContentSize
    reference.window.setTraits(UITraitCollection())
    let screen = ChatScreen()
    TraitDelivery.callsPerChange = 2
    defer { Readings.reset() }  // the reading is the device's: the next test starts from 1
    let controller = listController(on: screen)
    controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.window.layoutIfNeeded()
    #expect(screen.badges[0].intrinsicContentSize == expected)
    #expect(drawnTextSize(of: screen.badges[0]) == largestTextSize)
    withExtendedLifetime(controller) {}
  }

  @Test(
    "a badge pulled on a screen with the largest text size: the flying label is drawn at that size")
  func overlayFollowsOverride() throws {
    let screen = ChatScreen()
    let controller = listController(on: screen)
    controller.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.window.layoutIfNeeded()
    let badge = screen.badges[1]
    let size = badge.intrinsicContentSize
    badge.frame.size = size  // Auto Layout would give it its new size
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(-150, 0))
    let labels = screen.overlays.flatMap(\.subviews).compactMap { $0 as? UILabel }
    let flying = try #require(labels.first { !$0.isHidden })
    #expect(flying.font.pointSize == largestTextSize)
    finger.lift()
    withExtendedLifetime(controller) {}
  }

  @Test("one screen is forced dark: its badges are drawn in dark mode's red, the others in light's")
  func darkScreen() {
    let screen = ChatScreen()
    let total = StickyBadgeView()
    total.count = 15
    screen.window.addSubview(total)
    let controller = listController(on: screen)
    controller.traitOverrides.userInterfaceStyle = .dark
    screen.window.layoutIfNeeded()
    func fill(of badge: StickyBadgeView) -> [CGFloat]? {
      let face = badge.subviews.first { $0 is PaintListView }
      return (face?.layer.sublayers?.first as? CAShapeLayer)?.fillColor?.components
    }
    #expect(fill(of: screen.badges[0]) == [1, 69.0 / 255, 58.0 / 255, 1])
    #expect(fill(of: total) == [1, 59.0 / 255, 48.0 / 255, 1])
    withExtendedLifetime(controller) {}
  }
}
