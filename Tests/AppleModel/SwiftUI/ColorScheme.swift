// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// light and dark appearance (https://developer.apple.com/documentation/swiftui/colorscheme).

/// Light or dark appearance (Apple: ColorScheme).
public enum ColorScheme: Hashable, Sendable {
  /// The light appearance.
  case light
  /// Dark mode.
  case dark
}
