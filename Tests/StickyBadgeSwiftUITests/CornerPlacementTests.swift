import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// `.stickyBadge(count:alignment:)` on a 40-point avatar, centred on the screen at (175, 402):
/// where SwiftUI lays the badge out, in both reading directions and at any text size.
@MainActor
@Suite("A SwiftUI badge on an avatar's corner", .oneTestOnTheDevice)
struct CornerPlacementTests {
  /// The avatar's frame in the window.
  private let avatar = CGRect(x: 175, y: 402, width: 40, height: 40)
  /// A 20-point dot's centre sits a sixth of its size inside the corner: it overlaps the
  /// avatar by two thirds.
  private let inset = 20.0 / 6

  /// Whether `a` and `b` are the same point to a billionth of a point.
  private func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test(
    "badge an avatar: it sits on the top right corner, its frame the 48-point touch target")
  func topTrailing() throws {
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: Probe()))
    let badge = try #require(screen.badges.first)
    let frame = screen.frame(of: badge)
    #expect(frame.size == CGSize(width: 48, height: 48))
    #expect(same(frame.centre, CGPoint(x: avatar.maxX - inset, y: avatar.minY + inset)))
    #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test(
    "each corner: the badge sits a sixth of its size inside the corner it names",
    arguments: [
      (BadgeCornerPlacement.Corner.topLeading, CGPoint(x: 175 + 20.0 / 6, y: 402 + 20.0 / 6)),
      (.topTrailing, CGPoint(x: 215 - 20.0 / 6, y: 402 + 20.0 / 6)),
      (.bottomLeading, CGPoint(x: 175 + 20.0 / 6, y: 442 - 20.0 / 6)),
      (.bottomTrailing, CGPoint(x: 215 - 20.0 / 6, y: 442 - 20.0 / 6)),
    ])
  func eachCorner(corner: BadgeCornerPlacement.Corner, centre: CGPoint) throws {
    let screen = SwiftUIScreen(Avatar(unread: 3, alignment: corner, probe: Probe()))
    let badge = try #require(screen.badges.first)
    #expect(same(screen.frame(of: badge).centre, centre))
  }

  @Test(
    "switch the phone to Arabic: leading and trailing swap, trailing is the left corner, whether or not offset mirrors",
    arguments: [
      (BadgeCornerPlacement.Corner.topLeading, CGPoint(x: 215 - 20.0 / 6, y: 402 + 20.0 / 6)),
      (.topTrailing, CGPoint(x: 175 + 20.0 / 6, y: 402 + 20.0 / 6)),
      (.bottomLeading, CGPoint(x: 215 - 20.0 / 6, y: 442 - 20.0 / 6)),
      (.bottomTrailing, CGPoint(x: 175 + 20.0 / 6, y: 442 - 20.0 / 6)),
    ], [false, true])
  func rightToLeft(corner: (BadgeCornerPlacement.Corner, CGPoint), offsetMirrors: Bool) throws {
    let arabic = UITraitCollection(style: .light, layoutDirection: .rightToLeft)
    let screen = SwiftUIScreen(
      Avatar(unread: 3, alignment: corner.0, probe: Probe()), traits: arabic,
      offsetMirrors: offsetMirrors)
    let badge = try #require(screen.badges.first)
    #expect(same(screen.frame(of: badge).centre, corner.1))
  }

  /// A 40-point avatar whose badge the app moves 6 points outwards and 2 up.
  struct MovedBadge: View {
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .stickyBadge(count: 3, offset: Point(x: 6, y: -2)) {}
    }
  }

  @Test(
    "an app's offset of 6 points: towards the right in English, the left in Arabic, whether or not offset mirrors",
    arguments: [false, true], [false, true])
  func appOffset(rightToLeft: Bool, offsetMirrors: Bool) throws {
    let traits = UITraitCollection(
      style: .light, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    let screen = SwiftUIScreen(MovedBadge(), traits: traits, offsetMirrors: offsetMirrors)
    let badge = try #require(screen.badges.first)
    let centre =
      rightToLeft
      ? CGPoint(x: avatar.minX + inset - 6, y: avatar.minY + inset - 2)
      : CGPoint(x: avatar.maxX - inset + 6, y: avatar.minY + inset - 2)
    #expect(same(screen.frame(of: badge).centre, centre))
  }

  @Test(
    "the largest accessibility text size: badge and frame grow by 44/13, still on the corner"
  )
  func dynamicType() throws {
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: Probe()))
    screen.window.setTraits(
      UITraitCollection(style: .light, sizeCategory: .accessibilityExtraExtraExtraLarge))
    let badge = try #require(screen.badges.first)
    let frame = screen.frame(of: badge)
    // The dot's 20 points become 20 × 44 / 13; the frame keeps the touch margin around it.
    #expect(abs(badge.intrinsicContentSize.width - 20 * 44 / 13) < 1e-9)
    #expect(abs(frame.width - 95.692307692) < 1e-6)
    let inset = 20.0 * 44 / 13 / 6
    #expect(same(frame.centre, CGPoint(x: avatar.maxX - inset, y: avatar.minY + inset)))
    // Back to the default size (the text size is the whole device's): 48 points again.
    screen.window.setTraits(UITraitCollection())
    #expect(screen.frame(of: badge).size == CGSize(width: 48, height: 48))
  }
}
