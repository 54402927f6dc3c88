import Foundation
@_spi(Hosting) import StickyBadge
import Testing

@_spi(Hosting) @testable import StickyBadgeScenario

/// The files written from the configuration tables are up to date: the reference
/// (`Docs/Configuration.md`) and the web package's declaration of the knobs.
@Suite("Configuration reference")
struct ConfigurationReferenceTests {
  static func repositoryFile(_ path: String) throws -> String {
    try String(
      contentsOfFile: #filePath.replacingOccurrences(
        of: "Tests/StickyBadgeScenarioTests/ConfigurationReferenceTests.swift", with: path),
      encoding: .utf8)
  }

  @Test("Docs/Configuration.md is the reference the tables write (stickybadge knobs)")
  func reference() throws {
    let written = try Self.repositoryFile("Docs/Configuration.md")
    let expected = ConfigurationDocumentation.reference()
    #expect(
      written == expected,
      "Docs/Configuration.md is out of date: swift run stickybadge knobs > Docs/Configuration.md")
    // Every row is in it, by path, with its summary.
    for knob in StickyBadgeConfiguration.knobs where knob.kind.rowCount == 1 {
      #expect(
        expected.contains("`\(ConfigurationTableTests.text(knob.path))`")
          && expected.contains(ConfigurationTableTests.text(knob.summary))
      )
    }
  }

  @Test(
    "Web/package/index.d.ts declares every knob as the table writes it (stickybadge knobs --typescript)"
  )
  func typeScriptDeclaration() throws {
    let declarations = try Self.repositoryFile("Web/package/index.d.ts")
    let expected = ConfigurationDocumentation.typeScriptDeclaration()
    #expect(
      declarations.contains(expected + "\n"),
      "Web/package/index.d.ts should declare (stickybadge knobs --typescript):\n\(expected)")
    for knob in StickyBadgeConfiguration.knobs {
      #expect(
        expected.contains("\(ConfigurationTableTests.text(knob.path))\"?: number;")
          || expected.contains("  \(ConfigurationTableTests.text(knob.path))?: number;"))
    }
  }

  @Test(
    "Web/package/src/tuning-fields.js gives every knob's tuning fields as the tables write them (stickybadge knobs --javascript)"
  )
  func tuningFields() throws {
    let written = try Self.repositoryFile("Web/package/src/tuning-fields.js")
    let expected = ConfigurationDocumentation.tuningFieldsJavaScript() + "\n"
    #expect(
      written == expected,
      "Web/package/src/tuning-fields.js is out of date: swift run stickybadge knobs --javascript > Web/package/src/tuning-fields.js"
    )
    // A line per value of the buffer, in buffer order, with its kind, label and slider.
    let start = try #require(expected.range(of: "tuningFields = `"))
    let end = try #require(expected.range(of: "`;", options: .backwards))
    let lines = expected[start.upperBound..<end.lowerBound].split(separator: "\n")
    #expect(lines.count == KnobBuffer.count)
    let knobs =
      StickyBadgeConfiguration.knobs.map(\.schema) + StretchyCircleConfiguration.knobs.map(\.schema)
    for (line, knob) in zip(lines, knobs) {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      #expect(fields.count == 7, "\(line)")
      #expect(fields[0] == ConfigurationTableTests.text(knob.label) && !fields[0].isEmpty)
      #expect(fields[1] == ConfigurationTableTests.text(knob.kind.name))
      #expect(
        fields.suffix(3).map { Double($0) }
          == [knob.slider.lowerBound, knob.slider.upperBound, knob.step], "\(line)")
      #expect(!line.contains("`") && !line.contains("\\") && !line.contains("$"), "\(line)")
    }
    #expect(lines.first == "Snap distance|number|pt||10|300|1")
    #expect(lines.dropFirst(2).first == "Pull mode|choice||bigCircleStays,bigCircleMoves|0|1|1")
  }

  @Test("Web/package/README.md's knob table is the one the badge's table writes")
  func packageReadmeTable() throws {
    let readme = try Self.repositoryFile("Web/package/README.md")
    let knobs = ConfigurationDocumentation.knobTable(defaults: StickyBadgeConfiguration())
    #expect(readme.contains(knobs + "\n"), "Web/package/README.md should contain:\n\(knobs)")
  }
}
