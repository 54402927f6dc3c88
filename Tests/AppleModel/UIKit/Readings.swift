// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// every point where Apple's documentation leaves a choice that can change the badge, as a
// setting the tests turn, so that they run the adapters under each reading. None of these is
// a rule of the model; each names the readings tried (Docs/UIKitModel.md lists them).
import Foundation

/// The readings of what Apple leaves open, set by the test (each test starts from the
/// defaults: `reset()`).
@_spi(Fixture) @MainActor public enum Readings {
  /// Whether a new `UILabel` is an accessibility element. UIAccessibility
  /// (https://developer.apple.com/documentation/uikit/uiaccessibility-protocol): "Standard
  /// UIKit controls and views implement the UIAccessibility methods and are accessible to
  /// assistive apps by default"; isAccessibilityElement
  /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement):
  /// "The default value for this property is false. If the receiver is a UIKit control, the
  /// default value is true." (a label is not a control). Tried: true (the default here), false.
  public static var labelIsAccessibilityElement = true

  /// How far a finger moves before a pan begins, and before a tap fails (points). Apple gives
  /// no number (a pan begins when the fingers have "moved enough to be considered a pan",
  /// UIPanGestureRecognizer Class Reference); observed about 10 points, no public Apple source
  /// found. Tried: 8, 10 (the default here), 12.
  public static var movementThreshold: CGFloat = 10

  /// Whether a recognized gesture is cancelled when its view leaves the window. Not documented
  /// (UIGestureRecognizer.State.cancelled: "The gesture recognizer has received touches
  /// resulting in the cancellation of a continuous gesture"). Tried: cancelled (the default
  /// here), and the gesture going on, ending when the finger lifts.
  public static var cancelsGestureOfViewLeavingWindow = true

  /// Whether, in a frame, the display refreshes before the moved touch is delivered (true) or
  /// after it. Apple documents neither order. Tried: both (the default here: the frame first).
  public static var refreshBeforeTouch = true

  /// The width of a character, in ems, when text is measured (`NSString.size(withAttributes:)`):
  /// a test input, as the model draws no glyphs; real fonts differ per character. Tried: 0.45,
  /// 0.6 (the default here), 0.75.
  public static var characterWidth: CGFloat = 0.6

  /// A font's cap height and ascender, in ems: a test input, as the model has no fonts (the
  /// system font's are near 0.7 and 0.95). Tried: (0.7, 0.95), the default here, and
  /// (0.75, 0.9).
  public static var fontProportions: (capHeight: CGFloat, ascender: CGFloat) = (0.7, 0.95)

  /// Back to the defaults: these, and the readings kept beside the model code they change
  /// (`TouchDelivery.order`, `TraitDelivery.callsPerChange`, `PresentationFixture.container`,
  /// `NavigationFixture.popRecognizerIsEdgePan`, `TableReuseFixture.order`).
  public static func reset() {
    labelIsAccessibilityElement = true
    movementThreshold = 10
    cancelsGestureOfViewLeavingWindow = true
    refreshBeforeTouch = true
    characterWidth = 0.6
    fontProportions = (0.7, 0.95)
    (TouchDelivery.order, TraitDelivery.callsPerChange) = (.hitViewFirst, 1)
    PresentationFixture.container = .inPresentingWindow
    NavigationFixture.popRecognizerIsEdgePan = true
    TableReuseFixture.order = .sameRow
  }
}
