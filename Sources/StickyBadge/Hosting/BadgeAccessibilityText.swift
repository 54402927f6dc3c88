/// The words VoiceOver speaks for a badge, supplied by the app so that it can localise
/// them; ``english`` is the default.
///
/// Each piece is a closure or a string, so an app can plug in its own localisation
/// (String Catalogs, `.stringsdict` plurals, anything) without the core depending on
/// Foundation:
///
/// ```swift
/// var text = BadgeAccessibilityText.english
/// text.countLabel = { count in String(localized: "\(count) unread messages") }
/// text.dismissActionName = String(localized: "Mark as Read")
/// ```
///
/// VoiceOver reads the real count even when the badge shows `"99+"`.
public struct BadgeAccessibilityText: Sendable {
  /// The label for a badge showing a count (`12` gives "12 unread messages").
  public var countLabel: @Sendable (Int) -> String
  /// The label for a dot without a count ("New messages").
  public var dotLabel: String
  /// The name of the custom action that dismisses the badge ("Dismiss").
  public var dismissActionName: String
  /// The hint spoken after the label.
  public var hint: String
  /// What VoiceOver announces once the badge has been dismissed.
  public var dismissedAnnouncement: String
  /// The label for a "clear all" group badge with `count` items in total.
  public var clearAllLabel: @Sendable (Int) -> String

  /// Creates a set of texts.
  public init(
    countLabel: @escaping @Sendable (Int) -> String, dotLabel: String, dismissActionName: String,
    hint: String, dismissedAnnouncement: String,
    clearAllLabel: @escaping @Sendable (Int) -> String
  ) {
    self.countLabel = countLabel
    self.dotLabel = dotLabel
    self.dismissActionName = dismissActionName
    self.hint = hint
    self.dismissedAnnouncement = dismissedAnnouncement
    self.clearAllLabel = clearAllLabel
  }

  /// English texts about unread messages: "1 unread message", "12 unread messages".
  public static let english = BadgeAccessibilityText.english(
    singular: englishNouns.singular, plural: englishNouns.plural)

  /// What ``english`` counts.
  private static let englishNouns = (singular: "unread message", plural: "unread messages")
  /// The English ``dotLabel``.
  private static let englishDotLabel = "New"

  /// ``english``'s ``label(for:count:)`` as UTF-8 bytes, for `content` with its label's
  /// bytes `text` (``BadgeCountFormat``'s byte-level `content(for:label:)`): the
  /// WebAssembly exports make no `String` of bytes (``ConfigurationProblem``).
  package static func englishLabel(for content: BadgeContent, count: Int?, text: MessageText)
    -> MessageText?
  {
    switch content {
    case .hidden: return nil
    case .dot:
      var label = MessageText()
      label.append(string: englishDotLabel)
      return label
    case .text:
      guard let count else { return text }
      return englishCountText(
        Swift.max(0, count), singular: englishNouns.singular, plural: englishNouns.plural)
    }
  }

  /// English texts for any kind of item: `english(singular: "new follower", plural: "new followers")`.
  public static func english(singular: String, plural: String) -> BadgeAccessibilityText {
    BadgeAccessibilityText(
      countLabel: { count in englishCount(count, singular: singular, plural: plural) },
      dotLabel: englishDotLabel, dismissActionName: "Dismiss",
      hint: "Drag away, or use the Dismiss action, to mark as read.",
      dismissedAnnouncement: "Marked as read",
      clearAllLabel: { count in
        var text = englishCountText(count, singular: singular, plural: plural)
        text.append(" in total")
        return text.string
      })
  }

  /// The spoken label for `content` when the real count is `count`, or `nil` when a
  /// hidden badge says nothing.
  ///
  /// A count reads the real number (so `"99+"` of 120 reads "120 unread messages");
  /// a dot, or a text badge without a count, reads ``dotLabel``.
  public func label(for content: BadgeContent, count: Int?) -> String? {
    switch content {
    case .hidden: return nil
    case .dot: return dotLabel
    case .text(let text):
      if let count { return countLabel(Swift.max(0, count)) }
      return text
    }
  }

  /// The spoken label for `count` formatted with `format`, or `nil` when nothing is shown.
  public func label(for count: Int?, format: BadgeCountFormat) -> String? {
    label(for: format.content(for: count), count: count)
  }

  private static func englishCount(_ count: Int, singular: String, plural: String) -> String {
    englishCountText(count, singular: singular, plural: plural).string
  }

  /// "12 unread messages", built as bytes: joining `String`s brings the standard
  /// library's string-joining code (about 25 KB) into the web modules (see `MessageText`).
  private static func englishCountText(_ count: Int, singular: String, plural: String)
    -> MessageText
  {
    var text = MessageText()
    text.append(integer: UInt64(Swift.max(0, count)))
    text.append(" ")
    text.append(string: count == 1 ? singular : plural)
    return text
  }
}
