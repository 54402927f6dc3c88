import Testing

@_spi(Hosting) @testable import StickyBadge

/// The label rule shared by the CLI, scenario files and the web playground.
@Suite("Badge label text rule")
struct BadgeLabelTextTests {
  @Test("64 characters are accepted, 65 are too long")
  func lengthLimit() throws {
    #expect(BadgeLabelText.maximumLength == 64)
    try BadgeLabelText.validate(String(repeating: "9", count: 64))
    try BadgeLabelText.validate(String(repeating: "\u{263A}", count: 64))
    try BadgeLabelText.validate("")
    #expect(throws: BadgeLabelTextError.tooLong(length: 65, limit: 64)) {
      try BadgeLabelText.validate(String(repeating: "9", count: 65))
    }
    #expect(throws: BadgeLabelTextError.tooLong(length: 65, limit: 64)) {
      try BadgeLabelText.validate(String(repeating: "\u{1F600}", count: 65))
    }
  }

  @Test(
    "control characters are refused with their code and position",
    arguments: [
      ("\u{0}", 0x0, 1), ("1\u{1}", 0x1, 2), ("ab\u{1B}[31m", 0x1B, 3), ("\t", 0x9, 1),
      ("x\n", 0xA, 2), ("\u{7F}", 0x7F, 1), ("9\u{80}", 0x80, 2), ("\u{9F}", 0x9F, 1),
      ("\u{263A}\u{FFFE}", 0xFFFE, 2), ("\u{FFFF}", 0xFFFF, 1),
    ] as [(String, UInt32, Int)])
  func controlCharacters(_ text: String, _ scalar: UInt32, _ position: Int) {
    #expect(throws: BadgeLabelTextError.controlCharacter(scalar: scalar, position: position)) {
      try BadgeLabelText.validate(text)
    }
  }

  @Test("printable neighbours of the refused ranges are accepted")
  func printableNeighbours() throws {
    for text in [" ", "~", "\u{A0}", "\u{FFFD}", "\u{10000}", "99+", "新"] {
      try BadgeLabelText.validate(text)
    }
  }

  @Test("messages")
  func messages() {
    #expect(
      BadgeLabelTextError.tooLong(length: 10_000_000, limit: 64).description
        == "text too long (10000000 characters, limit 64)")
    #expect(
      BadgeLabelTextError.controlCharacter(scalar: 0x1B, position: 3).description
        == "text contains the control character U+001B at character 3 (labels must be printable)")
    #expect(
      BadgeLabelTextError.controlCharacter(scalar: 0xFFFE, position: 1).description.contains(
        "U+FFFE"))
  }

  @Test(
    "numbers are echoed as written: 15 significant digits, scientific beyond 1e15 and below 1e-5",
    arguments: [
      (1e300, "1e300"), (-2.5e20, "-2.5e20"), (1e15, "1e15"),
      (999_999_999_999_999, "999999999999999"),
      (123_456_789_012_345, "123456789012345"), (1000, "1000"), (0.5, "0.5"), (-0.1, "-0.1"),
      (0.00001, "0.00001"), (0.000001, "1e-6"), (-1.25e-7, "-1.25e-7"),
      (Double.leastNonzeroMagnitude, "4.94065645841247e-324"),
      (1.7976931348623157e308, "1.79769313486232e308"), (0, "0"), (12.5, "12.5"),
      (100_000, "100000"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ] as [(Double, String)])
  func written(_ value: Double, _ text: String) {
    #expect(NumberFormatting.written(value) == text)
  }
}
