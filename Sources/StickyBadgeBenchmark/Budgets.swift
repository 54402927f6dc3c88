// The budgets the benchmark reports its figures against, read from scripts/budgets.txt (the
// one place they are written; the build scripts read the same file).

/// The limits of scripts/budgets.txt by name.
struct Budgets {
  /// Where the file is, relative to the repository root the benchmark runs from.
  static let defaultPath = "scripts/budgets.txt"

  private var limits: [(name: String, limit: Double)] = []

  /// The budgets in `text`: one `name limit` per line, `#` starting a comment.
  init(text: String) {
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count >= 2, !words[0].hasPrefix("#"), let limit = Double(words[1]) else {
        continue
      }
      limits.append((String(words[0]), limit))
    }
  }

  /// The budgets in the file at `path`, or nil when it cannot be read.
  static func read(_ path: String) -> Budgets? {
    readTextFile(path).map(Budgets.init(text:))
  }

  /// The limit named `name`; a budget the file lacks is a usage error (exit 2).
  func limit(_ name: String) -> Double {
    guard let limit = limits.first(where: { $0.name == name })?.limit else {
      usageError("no budget named \(name) in \(Budgets.defaultPath)")
    }
    return limit
  }
}
