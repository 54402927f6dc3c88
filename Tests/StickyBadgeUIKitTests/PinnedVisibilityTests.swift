import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// What shows of a badge, and what is said, once it is gone, hidden or brought back.
@MainActor
@Suite("A badge hidden, brought back, or dismissed without VoiceOver", .oneTestOnTheDevice)
struct PinnedVisibilityTests {
  @Test("a sticky label at 80 % opacity, pulled off, then reset: it shows again at 80 %")
  func resetRestoresOwnAlpha() {
    let screen = ChatScreen()
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 40, height: 24))
    label.text = "NEW"
    label.alpha = 0.8
    screen.cells[0].contentView.addSubview(label)
    let controller = label.attachStickyBadge()
    screen.pull(from: screen.centre(of: label), to: screen.centre(of: label).moved(-200, 0))
    #expect(controller.phase == .bursting)
    DisplayLinks.tick(frames: 60)
    #expect(controller.isDismissed)
    #expect(label.alpha == 0)
    controller.reset()
    #expect(label.alpha == 0.8)
    #expect(screen.overlays.isEmpty)
  }

  @Test("a badge pulled off, then a new message (count 4): it shows again, opaque")
  func newCountShowsAgain() {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-200, 0))
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    badge.count = 4
    #expect(!badge.controller.isDismissed)
    #expect(badge.alpha == 1)
    #expect(!badge.isHidden)
  }

  @Test("a row read elsewhere (count 0): its badge is hidden, VoiceOver skips it; 2 shows it")
  func zeroHides() {
    let screen = ChatScreen()
    let badge = screen.badges[3]
    badge.count = 0
    #expect(badge.isHidden)
    #expect(!VoiceOver.elements(in: screen.window).contains { $0 === badge })
    badge.count = 2
    #expect(!badge.isHidden)
    #expect(VoiceOver.elements(in: screen.window).contains { $0 === badge })
  }

  /// A sequence of the app's changes to a badge showing 12, and whether the badge is hidden
  /// (drawn nowhere, skipped by VoiceOver) after each.
  struct HidingCase: Sendable, CustomTestStringConvertible {
    enum Step: Sendable {
      case count(Int?)
      case appHides, appShows
    }
    let testDescription: String
    let steps: [Step]
    let hidden: [Bool]
  }

  nonisolated static let hidingCases = [
    HidingCase(
      testDescription: "a count of 0 hides, a count shows",
      steps: [.count(0), .count(2), .count(0), .count(nil)],
      hidden: [true, false, true, false]),
    HidingCase(
      testDescription: "the app's isHidden outlives a count",
      steps: [.appHides, .count(5), .count(nil)],
      hidden: [true, true, true]),
    HidingCase(
      testDescription: "and a count of 0 and back", steps: [.appHides, .count(0), .count(2)],
      hidden: [true, true, true]),
    HidingCase(
      testDescription: "the app hides a badge that 0 hid",
      steps: [.count(0), .appHides, .count(2)],
      hidden: [true, true, true]),
    HidingCase(
      testDescription: "the app shows it", steps: [.appHides, .count(5), .appShows],
      hidden: [true, true, false]),
    HidingCase(
      testDescription: "0 hides what the app showed",
      steps: [.appHides, .appShows, .count(0), .count(2)],
      hidden: [true, false, true, false]),
  ]

  @Test(
    "the app's own isHidden outlives every count; a count shows only what a count of 0 hid",
    arguments: hidingCases)
  func appHidingOutlivesCounts(_ hiding: HidingCase) {
    let screen = ChatScreen()
    let badge = screen.badges[3]
    badge.count = 12
    let seen = hiding.steps.map { step in
      switch step {
      case .count(let count): badge.count = count
      case .appHides: badge.isHidden = true
      case .appShows: badge.isHidden = false
      }
      let heard = VoiceOver.elements(in: screen.window).contains { $0 === badge }
      return badge.isHidden && !heard
    }
    #expect(seen == hiding.hidden)
  }

  @Test("a badge in a hidden view takes no press, even in the part of its target outside it")
  func hiddenContainer() {
    let screen = ChatScreen()
    let (container, badge) = screen.badgeAloneInContainer()
    container.isHidden = true
    #expect(screen.pullFromAbove(badge) == 0)
    container.isHidden = false  // shown, the same press moves it
    #expect(screen.pullFromAbove(badge) == 1)
  }

  @Test(
    "without VoiceOver (Switch Control, Voice Control), dismiss with the action: nothing is announced"
  )
  func noAnnouncementWithoutVoiceOver() throws {
    let screen = ChatScreen()
    let badge = screen.badges[2]
    let dismiss = try #require(badge.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    #expect(AccessibilitySettings.announcements.isEmpty)
  }
}
