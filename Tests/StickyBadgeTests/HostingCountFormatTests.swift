import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosting: count formatting and accessibility text")
struct HostingCountFormatTests {
  @Test(
    "default format: numbers up to 99, then 99+, dot for no count, hidden for zero",
    arguments: [
      (Int?.none, BadgeContent.dot),
      (0, .hidden),
      (-3, .hidden),
      (1, .text("1")),
      (12, .text("12")),
      (99, .text("99")),
      (100, .text("99+")),
      (12_345, .text("99+")),
      (Int.max, .text("99+")),
    ] as [(Int?, BadgeContent)])
  func defaultFormat(count: Int?, expected: BadgeContent) {
    #expect(BadgeCountFormat().content(for: count) == expected)
  }

  @Test(
    "configurable maximum, suffix and zero style",
    arguments: [
      (BadgeCountFormat(maximum: 9), 10, BadgeContent.text("9+")),
      (BadgeCountFormat(maximum: 9), 9, .text("9")),
      (BadgeCountFormat(maximum: 999, overflowSuffix: "…"), 1000, .text("999…")),
      (BadgeCountFormat(maximum: 0), 5, .text("1+")),
      (BadgeCountFormat(zeroStyle: .dot), 0, .dot),
      (BadgeCountFormat(zeroStyle: .number), 0, .text("0")),
    ])
  func configuredFormat(format: BadgeCountFormat, count: Int, expected: BadgeContent) {
    #expect(format.content(for: count) == expected)
  }

  @Test func overflowFlag() {
    let format = BadgeCountFormat()
    #expect(format.overflows(100))
    #expect(!format.overflows(99))
    #expect(!format.overflows(nil))
  }

  @Test func contentShapes() throws {
    let center = Point(x: 50, y: 20)
    #expect(BadgeContent.hidden.shape(center: center, radius: 9, labelWidth: 0) == nil)
    let dot = try #require(BadgeContent.dot.shape(center: center, radius: 9, labelWidth: 30))
    #expect(dot == BadgeShape(center: center, radius: 9))
    // "99+" measured as 24 points: width = label + radius = 33, so half length 16.5 - 9 = 7.5.
    let text = try #require(
      BadgeContent.text("99+").shape(center: center, radius: 9, labelWidth: 24))
    #expect(text.halfLength == 7.5)
    #expect(text.width == 33)
    // A label narrower than the dot stays a circle.
    let one = try #require(BadgeContent.text("1").shape(center: center, radius: 9, labelWidth: 7))
    #expect(one.isCircle)
    #expect(BadgeContent.text("7").label == "7")
    #expect(BadgeContent.dot.label == nil)
    #expect(!BadgeContent.hidden.isVisible)
  }

  @Test("Dynamic Type: the radius follows the label font")
  func metrics() {
    #expect(BadgeMetrics.radius(forLabelFontSize: 13) == 10)
    #expect(BadgeMetrics.radius(forLabelFontSize: 26) == 20)
    #expect(BadgeMetrics.radius(forLabelFontSize: .nan) == 0)
    let dot = BadgeMetrics.size(of: .dot, radius: 10, labelWidth: 0)
    #expect(dot.width == 20 && dot.height == 20)
    let capsule = BadgeMetrics.size(of: .text("99+"), radius: 10, labelWidth: 24)
    #expect(capsule.width == 34 && capsule.height == 20)
    let hidden = BadgeMetrics.size(of: .hidden, radius: 10, labelWidth: 24)
    #expect(hidden.width == 0 && hidden.height == 0)
  }

  @Test(
    "English labels read the real count",
    arguments: [
      (Int?.none, Optional("New")),
      (0, nil),
      (1, "1 unread message"),
      (12, "12 unread messages"),
      (120, "120 unread messages"),
    ] as [(Int?, String?)])
  func englishLabels(count: Int?, expected: String?) {
    #expect(
      BadgeAccessibilityText.english.label(for: count, format: BadgeCountFormat()) == expected)
  }

  @Test func localisationHook() {
    var text = BadgeAccessibilityText.english
    text.countLabel = { count in "\(count) 条未读消息" }
    text.dotLabel = "新消息"
    text.dismissActionName = "忽略"
    #expect(text.label(for: 12, format: BadgeCountFormat()) == "12 条未读消息")
    #expect(text.label(for: nil, format: BadgeCountFormat()) == "新消息")
    #expect(text.dismissActionName == "忽略")
    // A free text badge with no count reads its text.
    #expect(text.label(for: .text("NEW"), count: nil) == "NEW")
    let followers = BadgeAccessibilityText.english(
      singular: "new follower", plural: "new followers")
    #expect(followers.label(for: 1, format: BadgeCountFormat()) == "1 new follower")
    #expect(followers.clearAllLabel(30) == "30 new followers in total")
    #expect(BadgeAccessibilityText.english.dismissActionName == "Dismiss")
  }
}
