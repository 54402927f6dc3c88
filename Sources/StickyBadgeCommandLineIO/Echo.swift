import StickyBadgeScenario

/// How the tool repeats user-supplied text (file names, flags, values) in an `error:` line:
/// control characters escaped as in scenario errors (`\n`, `\u{1b}`), so the line stays one
/// line, and long values shortened, so a 100 KB argument does not come back as a 100 KB line.
package enum Echo {
  /// The most characters of one value repeated in a message.
  package static let valueLimit = 120
  /// The most characters of a whole `error:` line; longer messages keep their start and end.
  package static let lineLimit = 1000

  /// `value` escaped and shortened, in single quotes: `'scenario\n.json'`; a long value
  /// keeps its start and end: `'/tmp/very…/x.gif' (300 characters)`.
  package static func quoted(_ value: String) -> String {
    let (text, count) = shortened(value)
    return count == nil ? "'\(text)'" : "'\(text)' (\(count!) characters)"
  }

  /// `value` escaped and shortened, without quotes (for flag and command names).
  package static func plain(_ value: String) -> String {
    let (text, count) = shortened(value)
    return count == nil ? text : "\(text) (\(count!) characters)"
  }

  /// `value` escaped, with its middle elided when it has more than ``valueLimit``
  /// characters (then also its length).
  private static func shortened(_ value: String) -> (text: String, count: Int?) {
    let scalars = value.unicodeScalars
    let count = scalars.count
    guard count > valueLimit else { return (ScenarioError(value).message, nil) }
    let head = String(String.UnicodeScalarView(scalars.prefix(valueLimit * 2 / 3)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(valueLimit / 3)))
    return (ScenarioError(head).message + "\u{2026}" + ScenarioError(tail).message, count)
  }

  /// The name a message gives `path` as a prefix: `<stdin>` for `-`, otherwise the path.
  package static func source(_ path: String) -> String {
    path == "-" ? "<stdin>" : plain(path)
  }

  /// The final form of an `error:` message: control characters escaped and at most
  /// ``lineLimit`` characters, eliding the middle (the start names the place, the end the
  /// problem).
  package static func line(_ message: String) -> String {
    let escaped = ScenarioError(message).message
    let scalars = escaped.unicodeScalars
    guard scalars.count > lineLimit else { return escaped }
    let head = String(String.UnicodeScalarView(scalars.prefix(lineLimit * 2 / 3)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(lineLimit / 3)))
    return head + " \u{2026} " + tail
  }
}
