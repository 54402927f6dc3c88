// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// fonts' text styles (https://developer.apple.com/documentation/swiftui/font/textstyle).

/// A font (Apple: Font); the model has only its text styles.
public struct Font: Sendable {
  /// A Dynamic Type text style (Apple: Font.TextStyle); the model knows the footnote style.
  public enum TextStyle: Hashable, Sendable {
    /// Footnotes: 13 points at the Large text size.
    case footnote
  }
}
