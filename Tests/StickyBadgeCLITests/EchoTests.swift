import StickyBadgeCommandLineIO
import Testing

/// How values are repeated in `error:` lines: escaped, and shortened at exact limits.
@Suite("Echoed values in error lines")
struct EchoTests {
  @Test("a value of 120 characters is repeated whole, 121 keeps its start and end")
  func valueLimit() {
    #expect(Echo.valueLimit == 120)
    let whole = String(repeating: "a", count: 120)
    #expect(Echo.quoted(whole) == "'\(whole)'")
    let long = String(repeating: "a", count: 100) + String(repeating: "z", count: 21)
    #expect(
      Echo.quoted(long)
        == "'" + String(repeating: "a", count: 80) + "\u{2026}" + String(repeating: "a", count: 19)
        + String(repeating: "z", count: 21) + "' (121 characters)")
    #expect(Echo.plain(long).hasSuffix("z (121 characters)"))
  }

  @Test("control characters are escaped, so a value never breaks the line")
  func escapes() {
    #expect(Echo.quoted("a\nb\r\t\u{1B}[0m\u{7F}") == #"'a\nb\r\t\u{1b}[0m\u{7f}'"#)
    #expect(Echo.plain("--co\u{0}lour") == #"--co\u{0}lour"#)
  }

  @Test("standard input is <stdin> everywhere")
  func standardInputName() {
    #expect(Echo.source("-") == "<stdin>")
    #expect(Echo.source("scenario.json") == "scenario.json")
  }

  @Test("a line of 1000 characters is kept, 1001 loses its middle")
  func lineLimit() {
    #expect(Echo.lineLimit == 1000)
    let exact = String(repeating: "x", count: 1000)
    #expect(Echo.line(exact) == exact)
    // The first 666 characters and the last 333 are kept; the 2 between them go.
    let over = String(repeating: "a", count: 667) + "m" + String(repeating: "z", count: 333)
    let line = Echo.line(over)
    #expect(
      line == String(repeating: "a", count: 666) + " \u{2026} " + String(repeating: "z", count: 333)
    )
    #expect(!line.contains("m"))
    #expect(Echo.line("one\ntwo") == #"one\ntwo"#)
  }
}
