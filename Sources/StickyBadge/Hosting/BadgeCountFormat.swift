/// Turns an unread count into badge content: `"7"`, `"99+"` past the maximum, a dot
/// when there is no count.
///
/// ```swift
/// let format = BadgeCountFormat()          // maximum 99, suffix "+"
/// format.content(for: 12)                  // .text("12")
/// format.content(for: 120)                 // .text("99+")
/// format.content(for: nil)                 // .dot
/// format.content(for: 0)                   // .hidden
/// ```
public struct BadgeCountFormat: Hashable, Sendable {
  /// The largest count shown as a number; larger counts show this number and the suffix.
  public var maximum: Int
  /// What follows ``maximum`` for larger counts (`"+"` gives `"99+"`).
  public var overflowSuffix: String
  /// What a count of zero (or a negative count) shows.
  public var zeroStyle: ZeroCountStyle

  /// Creates a format; the defaults show up to `"99"`, then `"99+"`, and hide zero.
  ///
  /// A `maximum` below 1 is treated as 1.
  public init(maximum: Int = 99, overflowSuffix: String = "+", zeroStyle: ZeroCountStyle = .hidden)
  {
    self.maximum = maximum
    self.overflowSuffix = overflowSuffix
    self.zeroStyle = zeroStyle
  }

  /// The content for `count`; `nil` means "new, no count" and shows a dot.
  public func content(for count: Int?) -> BadgeContent {
    var label = MessageText()
    let content = content(for: count, label: &label)
    guard case .text = content else { return content }
    return .text(label.string)
  }

  /// ``content(for:)`` with a text's label left as UTF-8 bytes, appended to `label`: a
  /// `.text` content carries an empty string. The WebAssembly exports use it, so no
  /// `String` is made of bytes there (``ConfigurationProblem``).
  package func content(for count: Int?, label: inout MessageText) -> BadgeContent {
    guard let count else { return .dot }
    guard count > 0 else {
      switch zeroStyle {
      case .hidden: return .hidden
      case .dot: return .dot
      case .number:
        label.append("0")
        return .text("")
      }
    }
    let limit = Swift.max(1, maximum)
    // Built as bytes: joining `String`s brings the standard library's string-joining
    // code (about 25 KB) into the web modules (see `MessageText`).
    label.append(integer: UInt64(Swift.min(count, limit)))
    if count > limit { label.append(string: overflowSuffix) }
    return .text("")
  }

  /// The content for a badge showing `text` when there is one (an empty text is a dot),
  /// or else `count`.
  public func content(for count: Int?, text: String?) -> BadgeContent {
    guard let text else { return content(for: count) }
    return text.isEmpty ? .dot : .text(text)
  }

  /// The count a dismissal leaves for a host bound to the app's count (SwiftUI's
  /// `.stickyBadge(count: $unread)`): nothing unread, which the default format hides.
  public static let dismissedCount = 0

  /// Whether `count` is past ``maximum`` and shows the overflow suffix.
  public func overflows(_ count: Int?) -> Bool {
    guard let count else { return false }
    return count > Swift.max(1, maximum)
  }
}
