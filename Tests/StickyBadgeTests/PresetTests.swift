import Foundation
import Testing

@_spi(Hosting) @testable import StickyBadge

/// The named configurations (``StickyBadgePreset``) against the numbers of the write-ups
/// they name (`Docs/WriteUps.md`): each preset is the defaults with exactly the knobs its
/// write-up changes, set to the write-up's values.
@Suite("Presets: the write-ups' numbers")
struct PresetTests {
  /// What each preset changes from the defaults, as the write-up states it: knob path and
  /// value. A knob not listed keeps its default.
  static let writeUps: [StickyBadgePreset: [(path: String, value: Double)]] = [
    .qq: [],
    // 000: "rates 1/3 and 1", a minimum scale, the count hidden while pulled; both modes.
    .qqBubbleBigCircleStays: [
      ("pullMode", 0), ("bigCircleShrinkRate", 1.0 / 3), ("smallCircleShrinkRate", 1),
      ("minimumScale", 0.3), ("hidesLabelWhileDragging", 1),
    ],
    .qqBubbleBigCircleMoves: [
      ("bigCircleShrinkRate", 1.0 / 3), ("smallCircleShrinkRate", 1), ("minimumScale", 0.3),
      ("hidesLabelWhileDragging", 1),
    ],
    // 001: R - d/10 for R = 10 (0.6 of the radius at 60), snap at 60, 8 images in 1 s, a
    // spring of damping 0.1 in 0.25 s.
    .explodingButton: [
      ("snapDistance", 60), ("reattachDistance", 20), ("smallCircleShrinkRate", 60.0 / (10 * 10)),
      ("minimumScale", 0),
      ("returnSpring.stiffness", Spring(response: 0.25, dampingRatio: 0.1).stiffness),
      ("returnSpring.damping", Spring(response: 0.25, dampingRatio: 0.1).damping),
      ("burst.style", 1), ("burst.duration", 1), ("burst.frameCount", 8),
    ],
    // 003: 0.1^(d/200), 50 points past home, damping 0.2.
    .swiftBadge: [
      ("waistNarrowingBase", 0.1), ("waistNarrowingDistance", 200),
      ("returnSpring.stiffness", Spring(response: 0.3, dampingRatio: 0.2).stiffness),
      ("returnSpring.damping", Spring(response: 0.3, dampingRatio: 0.2).damping),
      ("returnOvershoot", 50),
    ],
    // 004: the metaball connector and a burst on release: the defaults.
    .azMetaBall: [],
  ]

  @Test(
    "each preset is the defaults with exactly its write-up's knobs",
    arguments: StickyBadgePreset.allCases)
  func knobsAreTheWriteUps(preset: StickyBadgePreset) throws {
    let changes = try #require(Self.writeUps[preset], "no write-up numbers for \(preset)")
    let configuration = preset.configuration
    let defaults = StickyBadgeConfiguration()
    for knob in StickyBadgeConfiguration.knobs {
      let path = knob.path.description
      let expected = changes.first { $0.path == path }?.value ?? knob.get(defaults)
      #expect(abs(knob.get(configuration) - expected) < 1e-12, "\(preset).\(path)")
    }
    #expect(throws: Never.self) { try configuration.validate() }
  }

  @Test("the presets are the static members of the same names")
  func staticMembers() {
    #expect(StickyBadgePreset.qq.configuration == .qq)
    #expect(StickyBadgePreset.qqBubbleBigCircleStays.configuration == .qqBubbleBigCircleStays)
    #expect(StickyBadgePreset.qqBubbleBigCircleMoves.configuration == .qqBubbleBigCircleMoves)
    #expect(StickyBadgePreset.explodingButton.configuration == .explodingButton)
    #expect(StickyBadgePreset.swiftBadge.configuration == .swiftBadge)
    #expect(StickyBadgePreset.azMetaBall.configuration == .azMetaBall)
  }

  @Test("QQ's look is QQ's unread red #F74C31 with a white count")
  func qqRed() {
    #expect(StickyBadgeConfiguration.qq.color == BadgeColor(rgb: 0xF74C31))
    #expect(StickyBadgeConfiguration.qq.labelColor == BadgeColor(red: 1, green: 1, blue: 1))
  }

  @Test("000: each circle's radius is R·max(1 − rate·d/snap, minimum) in both pull modes")
  func qqBubbleRadii() {
    let stays = StickyBadgeConfiguration.qqBubbleBigCircleStays
    let moves = StickyBadgeConfiguration.qqBubbleBigCircleMoves
    let snap = stays.snapDistance
    for distance in stride(from: 0.0, through: snap, by: snap / 8) {
      let rate = distance / snap
      #expect(abs(stays.anchorScale(at: distance) - max(1 - rate / 3, 0.3)) < 1e-12)
      #expect(abs(stays.badgeScale(at: distance) - max(1 - rate, 0.3)) < 1e-12)
      #expect(abs(moves.anchorScale(at: distance) - max(1 - rate, 0.3)) < 1e-12)
      #expect(abs(moves.badgeScale(at: distance) - max(1 - rate / 3, 0.3)) < 1e-12)
    }
  }

  @Test("001: the anchor of a 10-point badge is R − d/10 up to the snap at 60")
  func explodingButtonAnchor() {
    let configuration = StickyBadgeConfiguration.explodingButton
    for distance in stride(from: 0.0, through: 60, by: 5) {
      #expect(abs(10 * configuration.anchorScale(at: distance) - (10 - distance / 10)) < 1e-12)
    }
  }

  @Test("003: the waist narrows as 0.1^(d/200)")
  func swiftBadgeWaist() {
    let configuration = StickyBadgeConfiguration.swiftBadge
    for distance in stride(from: 0.0, through: 400, by: 50) {
      #expect(abs(configuration.waistFactor(at: distance) - pow(0.1, distance / 200)) < 1e-12)
    }
  }
}
