import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Laying a badge out the three ways UIKit apps do: sizeToFit, Auto Layout, a bar item. The
/// model measures text at a width per character the test chooses (it draws no glyphs), so
/// each check runs at narrow, middling and wide text.
@MainActor
@Suite("Sizing a badge", .oneTestOnTheDevice)
struct SizingTests {
  @Test(
    "size the total badge to fit: it is as big as its capsule, and grows with the count",
    arguments: [0.45, 0.6, 0.75])
  func sizeToFit(characterWidth: CGFloat) {
    Readings.reset()
    Readings.characterWidth = characterWidth
    defer { Readings.reset() }
    let badge = StickyBadgeView()
    badge.count = 7
    badge.sizeToFit()
    let single = badge.bounds.size
    #expect(single == badge.intrinsicContentSize)
    #expect(single.width > 0 && single.height > 0)
    badge.count = 128  // "99+"
    badge.sizeToFit()
    #expect(badge.bounds.size == badge.intrinsicContentSize)
    #expect(badge.bounds.width > single.width)
    #expect(badge.bounds.height == single.height)
  }

  @Test(
    "the badge's label fits inside its capsule, whatever the text's width and the font's proportions",
    arguments: [0.45, 0.6, 0.75], [false, true])
  func labelInsideCapsule(characterWidth: CGFloat, tallCaps: Bool) throws {
    Readings.reset()
    Readings.characterWidth = characterWidth
    if tallCaps { Readings.fontProportions = (capHeight: 0.75, ascender: 0.9) }
    defer { Readings.reset() }
    for count in [7, 42, 128] {
      let badge = StickyBadgeView()
      badge.count = count
      badge.sizeToFit()
      badge.layoutIfNeeded()
      let label = try #require(badge.drawnLabel)
      let frame = label.convert(label.bounds, to: badge)
      #expect(frame.minX >= 0 && frame.maxX <= badge.bounds.width, "count \(count)")
      #expect(frame.minY >= 0 && frame.maxY <= badge.bounds.height, "count \(count)")
    }
  }

  /// How a bar lays out a custom view is not documented (its frame's size, or Auto Layout
  /// with its intrinsic size): the badge has the same size under both.
  @Test("put the total badge in a bar button item: its size is its capsule's either way")
  func barButtonItem() {
    let badge = StickyBadgeView()
    badge.count = 12
    badge.sizeToFit()
    let item = UIBarButtonItem(customView: badge)
    #expect(item.customView === badge)
    let byFrame = badge.bounds.size
    let byAutoLayout = badge.intrinsicContentSize
    #expect(byFrame == byAutoLayout)
    #expect(badge.sizeThatFits(CGSize(width: 1000, height: 1000)) == byAutoLayout)
    #expect(badge.sizeThatFits(.zero) == byAutoLayout)
  }

  @Test("a hidden badge (count 0) fits in no space")
  func hiddenFitsNothing() {
    let badge = StickyBadgeView()
    badge.count = 0
    #expect(badge.sizeThatFits(.zero) == .zero)
  }
}

extension StickyBadgeView {
  /// The label the badge draws at rest, when shown.
  fileprivate var drawnLabel: UILabel? {
    subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { !$0.isHidden }
  }
}
