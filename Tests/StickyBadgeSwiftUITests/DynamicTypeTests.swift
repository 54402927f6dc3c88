import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A chat list in which one row asks for its own text size (`.dynamicTypeSize(_:)`): that
/// row's badge draws its text and its capsule at that size and takes touches around that
/// capsule, the other row's at the app's, whether or not SwiftUI gives the badge's UIKit view
/// the row's text size as a trait (Apple does not say).
@MainActor
@Suite("A SwiftUI badge in a row with its own text size", .oneTestOnTheDevice)
struct DynamicTypeTests {
  /// Two 40-point avatars with 12 unread messages each, the second 60 points below the first
  /// and at `rowSize` (the first row has no text size of its own).
  struct ChatList: View {
    let rowSize: DynamicTypeSize
    var body: some View {
      Rectangle().frame(width: 40, height: 40).stickyBadge(count: 12) {}
        .overlay {
          Rectangle().frame(width: 40, height: 40).stickyBadge(count: 12) {}
            .dynamicTypeSize(rowSize)
            .offset(y: 60)
        }
    }
  }

  /// What a badge draws at rest, in the window, read from its views and layers.
  struct Drawn {
    /// The badge view's frame: where it takes touches.
    let frame: CGRect
    /// The bounding box of the capsule's outline.
    let capsule: CGRect
    /// The label's frame.
    let label: CGRect
    /// The label's font size.
    let textSize: CGFloat
  }

  /// What `badge` draws now.
  private func drawn(_ badge: StickyBadgeView, on screen: SwiftUIScreen<ChatList>) throws
    -> Drawn
  {
    let face = try #require(badge.subviews.first { $0.layer.sublayers?.first is CAShapeLayer })
    let outline = try #require(face.layer.sublayers?.first as? CAShapeLayer)
    let box = try #require(outline.path?.boundingBox)
    let label = try #require(face.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden })
    return Drawn(
      frame: screen.frame(of: badge), capsule: face.convert(box, to: nil),
      label: screen.frame(of: label), textSize: try #require(label.font).pointSize)
  }

  /// The badges of the first row (the app's text size) and of the second (its own), drawn.
  private func rows(on screen: SwiftUIScreen<ChatList>) throws -> (plain: Drawn, sized: Drawn) {
    screen.window.layoutIfNeeded()
    let badges = screen.badges.sorted { screen.frame(of: $0).midY < screen.frame(of: $1).midY }
    try #require(badges.count == 2)
    return (try drawn(badges[0], on: screen), try drawn(badges[1], on: screen))
  }

  /// The label size at the footnote style's `points` (13 at Large).
  private func textSize(footnote points: CGFloat) -> CGFloat {
    CGFloat(BadgeMetrics.defaultLabelFontSize) * points / 13
  }

  /// Expects the label, the capsule and the frame to be one badge: the label inside the
  /// capsule, the capsule centred in the frame, the frame the capsule's touch target.
  private func expectAgreement(
    of badge: Drawn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let target = HitTarget(
      width: badge.capsule.width, height: badge.capsule.height,
      margin: StickyBadgeConfiguration().touchMargin)
    let (capsule, label, frame) = (badge.capsule, badge.label, badge.frame)
    #expect(
      label.minX >= capsule.minX && label.maxX <= capsule.maxX && label.minY >= capsule.minY
        && label.maxY <= capsule.maxY, sourceLocation: sourceLocation)
    #expect(abs(capsule.midX - frame.midX) < 0.01, sourceLocation: sourceLocation)
    #expect(abs(capsule.midY - frame.midY) < 0.01, sourceLocation: sourceLocation)
    #expect(
      abs(frame.width - (capsule.width + 2 * target.horizontalOutset)) < 0.01,
      sourceLocation: sourceLocation)
    #expect(
      abs(frame.height - (capsule.height + 2 * target.verticalOutset)) < 0.01,
      sourceLocation: sourceLocation)
  }

  /// An app text size, a row's own, and the footnote sizes each gives (Large: 13 points).
  struct Sizes: CustomTestStringConvertible, Sendable {
    let app: UIContentSizeCategory
    let row: DynamicTypeSize
    let appFootnote: CGFloat
    let rowFootnote: CGFloat
    var testDescription: String { "app \(app.rawValue), row \(row)" }
  }

  @Test(
    "one row asks for a larger (or smaller) text size: its badge's text, capsule and touch target are at that size and agree; the other row's stay at the app's",
    arguments: [
      Sizes(app: .large, row: .xxxLarge, appFootnote: 13, rowFootnote: 19),
      Sizes(app: .large, row: .accessibility5, appFootnote: 13, rowFootnote: 44),
      Sizes(app: .accessibilityExtraExtraExtraLarge, row: .large, appFootnote: 44, rowFootnote: 13),
    ], [false, true])
  func rowTextSize(sizes: Sizes, bridged: Bool) throws {
    let screen = SwiftUIScreen(
      ChatList(rowSize: sizes.row),
      traits: UITraitCollection(style: .light, sizeCategory: sizes.app), textSizeBridged: bridged)
    let (plain, sized) = try rows(on: screen)
    #expect(sized.textSize == textSize(footnote: sizes.rowFootnote))
    #expect(plain.textSize == textSize(footnote: sizes.appFootnote))
    expectAgreement(of: sized)
    expectAgreement(of: plain)
    // The larger text is in the larger capsule.
    #expect(
      (sized.capsule.height > plain.capsule.height) == (sizes.rowFootnote > sizes.appFootnote))
  }

  @Test(
    "the row's text size changes while it shows: its badge is redrawn at the new size and still agrees",
    arguments: [false, true])
  func rowTextSizeChanges(bridged: Bool) throws {
    let screen = SwiftUIScreen(ChatList(rowSize: .xxxLarge), textSizeBridged: bridged)
    screen.host.rootView = ChatList(rowSize: .accessibility5)
    let (plain, sized) = try rows(on: screen)
    #expect(sized.textSize == textSize(footnote: 44))
    expectAgreement(of: sized)
    #expect(plain.textSize == textSize(footnote: 13))
    screen.host.rootView = ChatList(rowSize: .large)
    let back = try rows(on: screen).sized
    #expect(back.textSize == textSize(footnote: 13))
    #expect(back.frame.size == plain.frame.size)
    expectAgreement(of: back)
  }

  @Test(
    "the badge of the row at the largest size is pulled: the flying label is drawn at that size",
    arguments: [false, true])
  func pulledAtRowSize(bridged: Bool) throws {
    let screen = SwiftUIScreen(ChatList(rowSize: .accessibility5), textSizeBridged: bridged)
    screen.window.layoutIfNeeded()
    let badge = try #require(
      screen.badges.max { screen.frame(of: $0).midY < screen.frame(of: $1).midY })
    let home = screen.frame(of: badge).centre
    let finger = screen.window.touchDown(at: home)
    finger.drag(to: home.moved(-150, 0))
    let overlays = screen.window.subviews.filter { $0 !== screen.host.view }
    let labels = overlays.flatMap(\.subviews).compactMap { $0 as? UILabel }
    let flying = try #require(labels.first { !$0.isHidden })
    #expect(flying.font?.pointSize == textSize(footnote: 44))
    finger.lift()
  }
}
