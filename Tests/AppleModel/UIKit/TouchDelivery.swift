// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// the order in which the recognizers that see a touch are told about it.
// UIKit documents which recognizers see a touch (the hit-tested view's and its ancestors':
// "A window delivers touch events to a gesture recognizer before it delivers them to the
// hit-tested view attached to the gesture recognizer", Event Handling Guide, "Gesture
// Recognizers"), and how recognizers that compete are ordered on purpose (failure
// requirements, https://developer.apple.com/documentation/uikit/coordinating-multiple-gesture-recognizers),
// but not in which order it delivers one touch to them. Two pans that both want to begin on
// the same move are then decided by that order alone, so a test that depends on it runs
// under each reading.

/// The order in which the model delivers a touch to the recognizers that see it.
@_spi(Fixture) @MainActor public enum TouchDelivery {
  /// One reading of the undocumented order.
  public enum Order: Sendable, CaseIterable {
    /// The hit-tested view's recognizers first, then each ancestor's up to the window.
    case hitViewFirst
    /// The window's recognizers first, then each descendant's down to the hit-tested view.
    case windowFirst
  }

  /// The order of the next touches (the test sets it; a new chat screen resets it).
  public static var order = Order.hitViewFirst
}
