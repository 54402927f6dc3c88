@_spi(Hosting) import StickyBadge

// Documentation only: not compiled into the WebAssembly build, which never writes it.
#if !hasFeature(Embedded)

  /// A file, or the block of one between two marker lines, written from the configuration
  /// tables (``KnobTable``): a place a knob appears outside its table. `stickybadge knobs
  /// --write` writes every one of ``ConfigurationDocumentation/files``, and `--check` fails
  /// when one differs from what the tables write.
  public struct KnobFile: Sendable {
    /// The file's path from the repository's root: `Docs/Configuration.md`.
    public var path: String
    /// The line the block starts after, or `nil` when the text is the whole file.
    public var startMarker: String?
    /// The line the block ends before (with ``startMarker``).
    public var endMarker: String?
    /// Writes the text from the tables.
    public var write: @Sendable () -> String

    /// A whole file: the text, ending in a newline.
    init(_ path: String, write: @escaping @Sendable () -> String) {
      self.path = path
      self.write = write
    }

    /// The lines of a file between `start` and `end`, each kept, one line of its own.
    init(
      _ path: String, between start: String, and end: String,
      write: @escaping @Sendable () -> String
    ) {
      self.path = path
      self.startMarker = start
      self.endMarker = end
      self.write = write
    }

    /// The file's contents with the tables' text in place of the old: `current` is what the
    /// file holds now (ignored for a whole file). Throws when a marker is missing, naming it.
    public func updated(_ current: String) throws(ScenarioError) -> String {
      var text = write()
      if !text.hasSuffix("\n") { text += "\n" }
      guard let startMarker, let endMarker else { return text }
      let lines = current.split(separator: "\n", omittingEmptySubsequences: false)
      guard let start = lines.firstIndex(where: { $0 == startMarker }) else {
        throw ScenarioError("no line \(startMarker)")
      }
      guard let end = lines[(start + 1)...].firstIndex(where: { $0 == endMarker }) else {
        throw ScenarioError("no line \(endMarker) after \(startMarker)")
      }
      return (lines[...start] + [Substring(text.dropLast())] + lines[end...])
        .joined(separator: "\n")
    }
  }
#endif
