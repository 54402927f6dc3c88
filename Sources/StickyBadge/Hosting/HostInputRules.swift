/// The input a host turns into a badge's gestures before its session sees any: which keys
/// dismiss a focused badge and which mouse button pulls it.
///
/// The web package reads them from the core (its module's wire description, and the numbers
/// a badge at rest is shown with), so that a `<sticky-badge>` before the core has loaded and
/// the badge after it follow the same rules.
@_spi(Hosting) public enum HostInputRules {
  /// The keys that dismiss a focused badge, by their web names (`KeyboardEvent.key`): Delete,
  /// and Backspace (the key a Mac keyboard labels delete).
  public static let dismissKeys: [StaticString] = ["Delete", "Backspace"]

  /// The one mouse button that pulls a badge, by its web number (`MouseEvent.button`): the
  /// primary one. The others (a context menu, a middle click) are left to the page; a touch or
  /// a pen pulls the badge whatever it reports.
  public static let dragMouseButton = 0
}
