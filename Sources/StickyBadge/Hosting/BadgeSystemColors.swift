/// The badge's default colours for the system's appearance: the system red in light or dark
/// mode, with or without Increase Contrast, under a white label.
///
/// Every face that follows the system (UIKit's trait collection, SwiftUI's `colorScheme` and
/// `colorSchemeContrast`) passes its two settings here, so a badge looks the same in both.
/// The values are the system red of Apple's Human Interface Guidelines
/// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications).
@_spi(Hosting) public struct BadgeSystemColors: Hashable, Sendable {
  /// Dark mode is on.
  public var isDark: Bool
  /// Increase Contrast is on.
  public var increaseContrast: Bool

  /// The colours for dark mode when `isDark`, and Increase Contrast when `increaseContrast`.
  public init(isDark: Bool = false, increaseContrast: Bool = false) {
    self.isDark = isDark
    self.increaseContrast = increaseContrast
  }

  /// The badge's fill: the system red for this appearance.
  public var fill: BadgeColor {
    switch (isDark, increaseContrast) {
    case (false, false): BadgeColor(rgb: 0xFF3B30)
    case (true, false): BadgeColor(rgb: 0xFF453A)
    case (false, true): BadgeColor(rgb: 0xD70015)
    case (true, true): BadgeColor(rgb: 0xFF6961)
    }
  }

  /// The label's colour: white in every appearance.
  public var label: BadgeColor { .white }
}
