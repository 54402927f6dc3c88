// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// what VoiceOver can reach in a window, so that tests read what a VoiceOver user hears.
// - isAccessibilityElement
//   (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement):
//   "A Boolean value indicating whether the item is an accessibility element an assistive
//   application can access."
// - Observed, not documented here (no page quoting it was found): VoiceOver reaches no element
//   inside a view whose `accessibilityElementsHidden` is true, nor in a hidden view, as the
//   names say.
// Whether VoiceOver looks inside a view that is itself an element is not documented: the
// model reaches every element, nested or not (the stricter reading for a stray element).
import Foundation

/// What VoiceOver can reach, read by the test.
@_spi(Fixture) @MainActor public enum VoiceOver {
  /// Every accessibility element in `view`'s subtree, front to back as in the hierarchy
  /// (parents before their subviews).
  public static func elements(in view: UIView) -> [UIView] {
    guard !view.isHidden else { return [] }
    let own = view.isAccessibilityElement ? [view] : []
    guard !view.accessibilityElementsHidden else { return own }
    return own + view.subviews.flatMap { elements(in: $0) }
  }
}
