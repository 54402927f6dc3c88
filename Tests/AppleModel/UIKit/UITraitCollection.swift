@_spi(Fixture) import CoreGraphics
// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// traits, dynamic colours, fonts and the trait-change callbacks.
// - UITraitCollection (https://developer.apple.com/documentation/uikit/uitraitcollection):
//   userInterfaceStyle, accessibilityContrast, layoutDirection, preferredContentSizeCategory;
//   a view's traits are its window's (the test sets them with `UIWindow.setTraits`), a
//   simplification of "The trait system propagates values from the top of the view hierarchy
//   downward, to every view controller and view in your app"
//   (https://developer.apple.com/documentation/uikit/uitraitenvironment): no trait overrides.
// - traitCollectionDidChange(_:) (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)),
//   deprecated in iOS 17 for registerForTraitChanges(_:handler:)
//   (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)):
//   both run when a trait of the view's changes.
// - UIColor(dynamicProvider:) and resolvedColor(with:)
//   (https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)); systemRed's
//   four variants are the Human Interface Guidelines' values
//   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications).
// - UIFontMetrics.scaledFont(for:)
//   (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)): footnote
//   sizes per content size category from the HIG's Dynamic Type sizes
//   (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
import Foundation

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified, leftToRight, rightToLeft
}
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
public struct UIContentSizeCategory: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let small = UIContentSizeCategory(rawValue: "S")
  public static let large = UIContentSizeCategory(rawValue: "L")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "XXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "AX5")
}

/// A trait that a view can register for (Apple: UITraitDefinition, UITrait).
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitAccessibilityContrast: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// A trait environment's traits (Apple: UITraitCollection).
@MainActor open class UITraitCollection: NSObject {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let accessibilityContrast: UIAccessibilityContrast
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let preferredContentSizeCategory: UIContentSizeCategory

  public override convenience init() { self.init(style: .light) }
  @_spi(Fixture) public init(
    style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .normal,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    sizeCategory: UIContentSizeCategory = .large
  ) {
    (userInterfaceStyle, accessibilityContrast) = (style, contrast)
    (self.layoutDirection, preferredContentSizeCategory) = (layoutDirection, sizeCategory)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle
      && accessibilityContrast == other.accessibilityContrast
      && layoutDirection == other.layoutDirection
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }
}

/// What `registerForTraitChanges` returns (Apple: UITraitChangeRegistration).
public protocol UITraitChangeRegistration {}
struct TraitRegistration: UITraitChangeRegistration {}

extension UIView {
  /// The direction of the view's content (Apple: from its traits).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Calls `handler` when one of `traits` changes (iOS 17).
  @available(iOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges<Environment: UIView>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitHandlers.append { view, previous in
      (view as? Environment).map { handler($0, previous) }
    }
    return TraitRegistration()
  }

  func traitsChanged(from previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    for handler in traitHandlers { handler(self, previous) }
  }
}

/// A colour (Apple: UIColor), dynamic when made from a provider.
@MainActor open class UIColor: NSObject {
  private let provider: (UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    provider = { _ in (red, green, blue, alpha) }
  }
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    provider = { traits in dynamicProvider(traits).components(for: traits) }
  }
  private func components(for traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    provider(traits)
  }
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let (red, green, blue, alpha) = provider(traitCollection)
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = provider(UITraitCollection())
    red?.pointee = components.0
    green?.pointee = components.1
    blue?.pointee = components.2
    alpha?.pointee = components.3
    return true
  }
  /// The colour resolved for the default traits.
  open var cgColor: CGColor {
    let (red, green, blue, alpha) = provider(UITraitCollection())
    return CGColor(components: [red, green, blue, alpha])
  }
  open class var systemRed: UIColor {
    UIColor { traits in
      switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {
      case (false, false): UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)
      case (true, false): UIColor(red: 255 / 255, green: 69 / 255, blue: 58 / 255, alpha: 1)
      case (false, true): UIColor(red: 215 / 255, green: 0 / 255, blue: 21 / 255, alpha: 1)
      case (true, true): UIColor(red: 255 / 255, green: 105 / 255, blue: 97 / 255, alpha: 1)
      }
    }
  }
  open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
}

/// A font (Apple: UIFont), with proportions of the system font.
@MainActor open class UIFont: NSObject {
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let semibold = Weight(rawValue: 0.3)
  }
  public struct TextStyle: Hashable, Sendable {
    public let rawValue: String
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
  public let pointSize: CGFloat
  init(pointSize: CGFloat) { self.pointSize = pointSize }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(pointSize: fontSize)
  }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
  /// The test's proportions (`Readings.fontProportions`): the model has no fonts.
  open var capHeight: CGFloat { pointSize * Readings.fontProportions.capHeight }
  open var ascender: CGFloat { pointSize * Readings.fontProportions.ascender }
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

/// Dynamic Type scaling (Apple: UIFontMetrics).
@MainActor open class UIFontMetrics {
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// `font` scaled by the footnote style's size at the current category over its size at
  /// Large (13 points); the model reads the category from `UIScreen.traits`.
  open func scaledFont(for font: UIFont) -> UIFont { scaled(font, category: ContentSize.category) }
  /// `font` scaled from Large to `category`.
  func scaled(_ font: UIFont, category: UIContentSizeCategory) -> UIFont {
    let footnote: [String: CGFloat] = ["S": 12, "L": 13, "XXXL": 19, "AX5": 44]
    let size = footnote[category.rawValue] ?? 13
    return font.withSize(font.pointSize * size / 13)
  }
}

/// The user's text size, which the test sets (Apple reads it from the app's traits).
@_spi(Fixture) @MainActor public enum ContentSize {
  public static var category = UIContentSizeCategory.large
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
}
extension NSString {
  /// The text's size: the test's character width (`Readings.characterWidth` ems) per
  /// character, and 1.2 ems high. The model draws no glyphs: this is a test input, not a rule.
  @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    -> CGSize
  {
    let font = attrs?[.font] as? UIFont
    let size = font?.pointSize ?? 17
    return CGSize(width: CGFloat(length) * size * Readings.characterWidth, height: size * 1.2)
  }
}
