// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// traits per view: the trait hierarchy, trait overrides, and when trait changes are delivered.
// - The hierarchy (https://developer.apple.com/documentation/uikit/traits-and-the-trait-environment):
//   "The trait system propagates values from the top of the hierarchy downward. When you
//   modify a trait at any level using trait overrides, that change affects the modified object
//   and all of its descendants." Window → view controller → its view → subviews; "Setting a
//   trait override on a specific view affects only that view and its subviews."
// - traitOverrides on a view controller
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc):
//   "A mutable container of traits you use to set trait changes for this view controller and
//   its views." (iOS 17; the view's own, UIView.traitOverrides, likewise).
// - Delivery (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94):
//   the system "calls your code when any of the observed traits change value"; "Traits may
//   change more than once before the system updates a view"; updateTraitsIfNeeded()
//   (https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()) "Forces an
//   immediate trait update": so an override reaches the callbacks later, at the next trait
//   update (the model: the next `layoutIfNeeded()` or `updateTraitsIfNeeded()`). How often a
//   callback runs for one change Apple does not say: `TraitDelivery.callsPerChange` lets a
//   test deliver it more than once.
// - UIFontMetrics.scaledFont(for:compatibleWith:)
//   (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)):
//   "Returns a version of the specified font that adopts the current font metrics and supports
//   the specified traits": the traits' text size; `scaledFont(for:)` takes the app's.

/// Traits set on a view or view controller over the ones it inherits (Apple: UITraitOverrides).
@MainActor public struct UITraitOverrides {
  private var style: UIUserInterfaceStyle?
  private var sizeCategory: UIContentSizeCategory?
  public init() {}
  /// Light or dark, over the inherited style.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { style ?? .unspecified }
    set { style = newValue }
  }
  /// The text size, over the inherited one.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { sizeCategory ?? .large }
    set { sizeCategory = newValue }
  }
  /// `traits` with these overrides applied.
  func applied(to traits: UITraitCollection) -> UITraitCollection {
    guard style != nil || sizeCategory != nil else { return traits }
    return UITraitCollection(
      style: style ?? traits.userInterfaceStyle, contrast: traits.accessibilityContrast,
      layoutDirection: traits.layoutDirection,
      sizeCategory: sizeCategory ?? traits.preferredContentSizeCategory)
  }
}

/// How the model delivers trait changes, which the test may set.
@_spi(Fixture) @MainActor public enum TraitDelivery {
  /// How many times each callback runs for one change (a new chat screen resets it to 1).
  public static var callsPerChange = 1
}

extension UIView {
  /// The traits from the window down to this view, with each level's overrides.
  var hierarchyTraits: UITraitCollection {
    let inherited: UITraitCollection
    if let window = self as? UIWindow {
      inherited = window.windowTraits
    } else if let controller = owningViewController {
      inherited = controller.traitCollection
    } else {
      inherited = superview?.traitCollection ?? UITraitCollection()
    }
    return traitOverrides.applied(to: inherited)
  }

  /// Tells this view and its subtree about traits that changed since they were last told.
  func deliverTraitChanges() {
    let now = traitCollection
    if now != deliveredTraits {
      let previous = deliveredTraits
      deliveredTraits = now
      for _ in 0..<TraitDelivery.callsPerChange { traitsChanged(from: previous) }
    }
    for view in subviews { view.deliverTraitChanges() }
  }

  /// Updates the traits of this view and its subtree now (iOS 17).
  @available(iOS 17.0, *)
  public func updateTraitsIfNeeded() { deliverTraitChanges() }
}

extension UIFontMetrics {
  /// `font` scaled for the text size of `traitCollection` (the app's when `nil`).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaled(font, category: traitCollection?.preferredContentSizeCategory ?? ContentSize.category)
  }
}
