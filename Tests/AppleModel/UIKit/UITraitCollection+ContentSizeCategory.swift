// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// a trait collection holding a text size alone.
// - init(preferredContentSizeCategory:)
//   (https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)):
//   "Creates a trait collection that contains only the specified content size category trait."
//   The model's other traits are unspecified.

extension UITraitCollection {
  /// Traits holding only the text size `preferredContentSizeCategory`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      style: .unspecified, contrast: .unspecified, layoutDirection: .unspecified,
      sizeCategory: preferredContentSizeCategory)
  }
}
