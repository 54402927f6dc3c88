import Foundation
import StickyBadge
import Testing

@testable import StickyBadgeScenario

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
}
