// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the contrast of the appearance
// (https://developer.apple.com/documentation/swiftui/colorschemecontrast).

/// Standard contrast, or Increase Contrast turned on (Apple: ColorSchemeContrast).
public enum ColorSchemeContrast: Hashable, Sendable {
  /// Standard contrast.
  case standard
  /// Increase Contrast is on.
  case increased
}
