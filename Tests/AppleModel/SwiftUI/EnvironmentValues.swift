// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the environment (https://developer.apple.com/documentation/swiftui/environmentvalues).
// - layoutDirection, colorScheme, colorSchemeContrast and dynamicTypeSize; the host takes
//   them from its UIKit traits (UIHostingController.swift); `environment(_:_:)` overrides one
//   for a subtree. colorSchemeContrast is read-only, as Apple declares it
//   (https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast).

/// The values a view reads from its surroundings (Apple: EnvironmentValues).
public struct EnvironmentValues: Sendable {
  /// The reading direction.
  public var layoutDirection = LayoutDirection.leftToRight
  /// Light or dark appearance.
  public var colorScheme = ColorScheme.light
  /// Whether Increase Contrast is on.
  public var colorSchemeContrast: ColorSchemeContrast { contrast }
  /// The user's text size.
  public var dynamicTypeSize = DynamicTypeSize.large
  /// Stored contrast (the system sets it; apps only read it).
  var contrast = ColorSchemeContrast.standard

  /// The default environment: left to right, light, standard contrast, Large text.
  public init() {}
}
