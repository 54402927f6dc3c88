import Testing

@_spi(Hosting) @testable import StickyBadge

/// The byte-level siblings the WebAssembly exports use instead of the `String` APIs (so no
/// `String` is made of bytes there): each must give the very text of its `String` API.
@Suite("Text as bytes: the exports' siblings of the String APIs")
struct ByteLevelTextTests {
  private static func text(_ message: MessageText?) -> String? {
    message.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test(
    "a count format's content and label bytes agree with content(for:)",
    arguments: [
      (BadgeCountFormat(), Int?.none), (BadgeCountFormat(), 0), (BadgeCountFormat(), 1),
      (BadgeCountFormat(), 99), (BadgeCountFormat(), 100), (BadgeCountFormat(), Int.max),
      (BadgeCountFormat(maximum: 999, overflowSuffix: "…"), 1000),
      (BadgeCountFormat(zeroStyle: .number), 0), (BadgeCountFormat(zeroStyle: .dot), 0),
    ] as [(BadgeCountFormat, Int?)])
  func countLabel(format: BadgeCountFormat, count: Int?) {
    var label = MessageText()
    let content = format.content(for: count, label: &label)
    switch format.content(for: count) {
    case .text(let expected):
      #expect(content == .text(""))
      #expect(Self.text(label) == expected)
    case let expected:
      #expect(content == expected)
      #expect(label.bytes.isEmpty)
    }
  }

  @Test(
    "the English accessibility label as bytes is english.label(for:count:)",
    arguments: [Int?.none, 0, 1, 2, 12, 120] as [Int?])
  func accessibilityLabel(count: Int?) {
    let format = BadgeCountFormat()
    var label = MessageText()
    let content = format.content(for: count, label: &label)
    let expected = BadgeAccessibilityText.english.label(for: count, format: format)
    #expect(
      Self.text(BadgeAccessibilityText.englishLabel(for: content, count: count, text: label))
        == expected)
    // A text badge without a count reads its text.
    #expect(
      Self.text(
        BadgeAccessibilityText.englishLabel(
          for: .text(""), count: nil, text: MessageText("Sale")))
        == BadgeAccessibilityText.english.label(for: .text("Sale"), count: nil))
  }

  @Test("a configuration problem's message is the thrown error's description")
  func configurationProblem() throws {
    var configuration = StickyBadgeConfiguration()
    #expect(configuration.problem() == nil)
    for (value, reattach) in [(Double.nan, 10.0), (-1, 10), (100, 99.9995), (100, 120)] {
      configuration.snapDistance = value
      configuration.reattachDistance = reattach
      let problem = try #require(configuration.problem())
      #expect(throws: problem.error) { try configuration.validate() }
      #expect(Self.text(problem.message) == problem.error.description)
    }
    configuration = StickyBadgeConfiguration()
    configuration.reattachDistance = 95
    #expect(
      configuration.problem()?.error.description
        == "reattachDistance must be smaller than snapDistance (95 >= 80)")
    var stretchy = StretchyCircleConfiguration()
    #expect(stretchy.problem() == nil)
    stretchy.connectorSpread = 2
    let problem = try #require(stretchy.problem())
    #expect(throws: problem.error) { try stretchy.validate() }
    #expect(problem.error.description == "connectorSpread must be in [0, 1], got 2")
    // Any error's message bytes are its description, non-ASCII text included.
    let error = ConfigurationError.invalid(property: "größe", reason: "must be ≤ 1")
    #expect(Self.text(error.message) == "größe must be ≤ 1")
    #expect(Self.text(error.message) == error.description)
  }

  @Test("every configuration path is ASCII: problems are decoded as ASCII")
  func asciiPaths() {
    let paths =
      StickyBadgeConfiguration.knobs.map(\.path) + StretchyCircleConfiguration.knobs.map(\.path)
    for path in paths {
      path.withUTF8Buffer { #expect(!$0.isEmpty && $0.allSatisfy { $0 < 0x80 }) }
    }
    #expect(UTF8Bytes.string(ascii: Array("snapDistance -1.5".utf8)) == "snapDistance -1.5")
  }

  @Test(
    "the engine's badge limits: the throwing initializer's error, and the checked one's nil, at each limit and one step beyond",
    arguments: [
      (BadgeShape(center: Point(x: 1, y: 2), radius: 10_000), nil),
      (BadgeShape(center: .zero, radius: 10_000.000_000_001), "badge.radius must be in (0, 10000]"),
      (BadgeShape(center: .zero, radius: 0), "badge.radius must be in (0, 10000]"),
      (BadgeShape(center: .zero, radius: .leastNonzeroMagnitude), nil),
      (BadgeShape(center: .zero, radius: .nan), "badge.radius must be in (0, 10000]"),
      (BadgeShape(center: .zero, radius: 3, halfLength: 100_000), nil),
      (
        BadgeShape(center: .zero, radius: 3, halfLength: 100_000.000_000_01),
        "badge.halfLength must be in [0, 100000]"
      ),
      (BadgeShape(center: .zero, radius: 3, halfLength: 0), nil),
      (
        BadgeShape(center: .zero, radius: 3, halfLength: -1e-12),
        "badge.halfLength must be in [0, 100000]"
      ),
      (BadgeShape(center: Point(x: 0, y: .infinity), radius: 3), "badge.center must be finite"),
      (BadgeShape(center: Point(x: .nan, y: 0), radius: -1), "badge.center must be finite"),
    ] as [(BadgeShape, String?)])
  func engineBadgeLimits(badge: BadgeShape, expected: String?) {
    let checked = StickyBadgeEngine(checkedBadge: badge, configuration: StickyBadgeConfiguration())
    #expect((checked == nil) == (expected != nil))
    do {
      _ = try StickyBadgeEngine(badge: badge)
      #expect(expected == nil)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test(
    "an invalid configuration: the throwing engine reports the configuration's own error; the checked one is nil"
  )
  func engineConfigurationProblem() {
    var configuration = StickyBadgeConfiguration()
    configuration.snapDistance = 60
    configuration.reattachDistance = 60
    let badge = BadgeShape(center: .zero, radius: 10)
    #expect(StickyBadgeEngine(checkedBadge: badge, configuration: configuration) == nil)
    #expect(
      throws: ConfigurationError.invalid(
        property: "reattachDistance", reason: "must be smaller than snapDistance (60 >= 60)")
    ) {
      _ = try StickyBadgeEngine(badge: badge, configuration: configuration)
    }
  }
}
