import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("The badge's default colours follow dark mode and Increase Contrast")
struct BadgeSystemColorsTests {
  @Test(
    "the system red of Apple's Human Interface Guidelines for each appearance",
    arguments: [
      (false, false, 255, 59, 48), (true, false, 255, 69, 58), (false, true, 215, 0, 21),
      (true, true, 255, 105, 97),
    ] as [(Bool, Bool, UInt32, UInt32, UInt32)])
  func fill(isDark: Bool, increaseContrast: Bool, red: UInt32, green: UInt32, blue: UInt32) {
    let colors = BadgeSystemColors(isDark: isDark, increaseContrast: increaseContrast)
    #expect(colors.fill == BadgeColor(rgb: red << 16 | green << 8 | blue))
    #expect(colors.label == .white)
  }
}
