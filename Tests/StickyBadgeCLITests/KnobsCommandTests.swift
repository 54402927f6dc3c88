import Foundation
import StickyBadgeScenario
import Testing

/// `stickybadge knobs --write` and `--check` on a copy of the repository's generated files.
@Suite("knobs --write and --check")
struct KnobsCommandTests {
  /// The repository's root (this file is Tests/StickyBadgeCLITests/KnobsCommandTests.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A new folder holding a copy of every file `knobs --write` writes, as the repository has it.
  static func copyOfTheFiles() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickybadge-knobs-\(UUID().uuidString)")
    // A file with two blocks (the knobs' and the presets') is listed twice: copied once.
    for file in ConfigurationDocumentation.files
    where !FileManager.default.fileExists(atPath: root.appendingPathComponent(file.path).path) {
      let target = root.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.repository.appendingPathComponent(file.path), to: target)
    }
    return root
  }

  static func read(_ root: URL, _ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("the repository's files are up to date: --check passes and --write changes nothing")
  func upToDate() throws {
    let root = try Self.copyOfTheFiles()
    let check = try CLI.run(["knobs", "--check", "--root", root.path])
    #expect(check.status == 0 && check.stderr.isEmpty, "\(check)")
    #expect(check.stdout == "knobs: every file is up to date\n")
    let write = try CLI.run(["knobs", "--write"], in: root)
    #expect(write.status == 0 && write.stdout == "knobs: every file is up to date\n", "\(write)")
  }

  @Test("a stale block: --check fails naming the file; --write rewrites only the block")
  func staleBlock() throws {
    let root = try Self.copyOfTheFiles()
    let path = "Web/package/README.md"
    let original = try Self.read(root, path)
    let stale = original.replacingOccurrences(
      of: "| `snapDistance` | number | pt | 0.01 … 10000 |",
      with: "| `snapDistance` | number | pt | 1 … 2 |")
    #expect(stale != original)
    try Data(("Before the block.\n" + stale + "After it.\n").utf8)
      .write(to: root.appendingPathComponent(path))
    let check = try CLI.run(["knobs", "--check", "--root", root.path])
    #expect(check.status == 1 && check.stdout.isEmpty)
    #expect(
      check.stderr
        == "error: '\(root.path)/\(path)' is out of date with the configuration tables; run: swift run stickybadge-knobs --write\n"
    )
    let write = try CLI.run(["knobs", "--write", "--root", root.path])
    #expect(write.status == 0 && write.stdout == "knobs: wrote \(root.path)/\(path)\n", "\(write)")
    #expect(try Self.read(root, path) == "Before the block.\n" + original + "After it.\n")
  }

  @Test("a lost marker or a missing file: one error line, and no file is written")
  func nothingHalfWritten() throws {
    let root = try Self.copyOfTheFiles()
    // A stale whole file first in the list, then a block whose end marker is gone.
    try Data("stale\n".utf8).write(to: root.appendingPathComponent("Docs/Configuration.md"))
    let declarations = try Self.read(root, "Web/package/index.d.ts")
      .replacingOccurrences(of: "// end of knobs\n", with: "")
    try Data(declarations.utf8).write(to: root.appendingPathComponent("Web/package/index.d.ts"))
    let write = try CLI.run(["knobs", "--write", "--root", root.path])
    #expect(write.status == 1 && write.stdout.isEmpty)
    #expect(
      write.stderr
        == "error: cannot update '\(root.path)/Web/package/index.d.ts': no line // end of knobs after // knobs: written by `stickybadge knobs --write` from the core's tables\n"
    )
    #expect(try Self.read(root, "Docs/Configuration.md") == "stale\n")
    let other = try Self.copyOfTheFiles()
    try FileManager.default.removeItem(at: other.appendingPathComponent("Fuzz/scenario.dict"))
    let missing = try CLI.run(["knobs", "--check", "--root", other.path])
    #expect(missing.status == 1 && missing.stderr.hasPrefix("error: cannot read "), "\(missing)")
    #expect(missing.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("usage: one mode at a time, --root only with one, no positional arguments")
  func usage() throws {
    for arguments in [
      ["knobs", "--write", "--check"], ["knobs", "--root", "."], ["knobs", "extra"],
      ["knobs", "--write", "--root"], ["knobs", "--write=yes"],
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments): \(result)")
      #expect(result.stderr.hasPrefix("error: knobs: "), "\(arguments): \(result.stderr)")
    }
    let help = try CLI.run(["knobs", "--help"])
    for file in ConfigurationDocumentation.files { #expect(help.stdout.contains(file.path)) }
  }

  @Test("stickybadge-knobs is `stickybadge knobs` alone: the same output, errors and status")
  func standalone() throws {
    let root = try Self.copyOfTheFiles()
    for arguments in [[], ["--check", "--root", root.path], ["--write", "--check"], ["--help"]] {
      let tool = try CLI.run(["knobs"] + arguments)
      let alone = try CLI.run(arguments, executable: CLI.knobsBinary)
      #expect(alone.status == tool.status, "\(arguments)")
      #expect(alone.stdout == tool.stdout && alone.stderr == tool.stderr, "\(arguments)")
    }
  }
}
