import AppleModelTesting
import Foundation
import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Laying a badge out the three ways UIKit apps do: sizeToFit, Auto Layout, a bar item.
@MainActor
@Suite("Sizing a badge", .oneTestOnTheDevice)
struct SizingTests {
  @Test("size the total badge to fit: it is as big as its capsule, and grows with the count")
  func sizeToFit() {
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

  @Test("put the total badge in a bar button item: the item's view has the badge's size")
  func barButtonItem() {
    let badge = StickyBadgeView()
    badge.count = 12
    badge.sizeToFit()
    let item = UIBarButtonItem(customView: badge)
    #expect(item.customView?.bounds.size == badge.intrinsicContentSize)
    #expect(badge.sizeThatFits(CGSize(width: 1000, height: 1000)) == badge.intrinsicContentSize)
  }

  @Test("a hidden badge (count 0) fits in no space")
  func hiddenFitsNothing() {
    let badge = StickyBadgeView()
    badge.count = 0
    #expect(badge.sizeThatFits(.zero) == .zero)
  }
}
