import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Where the badge's label is drawn in its capsule.
@MainActor
@Suite("The label drawn in the capsule", .oneTestOnTheDevice)
struct PinnedDrawingTests {
  @Test(
    "the label's capital letters are centred in the capsule, whatever the font's proportions",
    arguments: [false, true])
  func capitalsCentred(tallCaps: Bool) throws {
    Readings.reset()
    if tallCaps { Readings.fontProportions = (capHeight: 0.75, ascender: 0.9) }
    defer { Readings.reset() }
    for count in [7, 42, 128] {
      let badge = StickyBadgeView()
      badge.count = count
      badge.sizeToFit()
      badge.layoutIfNeeded()
      let label = try #require(badge.restingLabel)
      // The baseline is an ascender below the label's top; the capitals stand on it.
      let baseline = label.convert(label.bounds, to: badge).minY + label.font.ascender
      let capitalsCentre = baseline - label.font.capHeight / 2
      #expect(abs(capitalsCentre - badge.bounds.midY) < 0.01, "count \(count)")
    }
  }
}

extension StickyBadgeView {
  /// The label the badge draws at rest, when shown.
  fileprivate var restingLabel: UILabel? {
    subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { !$0.isHidden }
  }
}
