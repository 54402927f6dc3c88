// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// what the hit-tested view receives of a touch sequence, next to its gesture recognizers.
// - "A window delivers touch events to a gesture recognizer before it delivers them to the
//   hit-tested view attached to the gesture recognizer" (UIGestureRecognizer,
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer).
// - cancelsTouchesInView (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview):
//   "When this property is true (the default) and the gesture recognizer recognizes its
//   gesture, the touches of that gesture that are pending aren't delivered to the view and
//   previously delivered touches are canceled through a touchesCancelled(_:with:) message sent
//   to the view."
// - delaysTouchesEnded (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended):
//   "When the value of this property is true (the default) and the gesture recognizer is
//   analyzing touch events, the window suspends delivery of touch objects in the
//   UITouch.Phase.ended phase to the attached view. If the gesture recognizer subsequently
//   recognizes its gesture, these touch objects are canceled ... If the gesture recognizer
//   doesn't recognize its gesture, the window delivers these objects in an invocation of the
//   view's touchesEnded(_:with:) method." In the model every recognizer has decided by the
//   time the finger has lifted, so the end is delivered then, or cancelled.
// - delaysTouchesBegan is false by default
//   (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan):
//   the view receives the touch as it begins. A scroll view's `delaysContentTouches` (a short
//   delay before its content sees a touch begin) is not modelled: it changes when, not whether.
import Foundation

/// The hit-tested view's side of one touch sequence: began at touch-down, moved, then ended,
/// or cancelled once a recognizer that cancels touches in its view recognizes.
@MainActor final class ViewTouchDelivery {
  private let touch: UITouch
  private var isOver = false

  /// Delivers the touch's beginning to `view`, after `recognizers` saw it.
  init(view: UIView?, at point: CGPoint, recognizers: [UIGestureRecognizer]) {
    touch = UITouch(view: view, at: point)
    follow(nil, at: point, recognizers: recognizers)
    if !isOver { view?.touchesBegan([touch], with: nil) }
  }

  /// Delivers what `phase` (nil: nothing new, only the recognizers' states) means for the
  /// view, once `recognizers` have handled it.
  func follow(_ phase: TouchPhase?, at point: CGPoint, recognizers: [UIGestureRecognizer]) {
    guard !isOver, let view = touch.view else { return }
    touch.point = point
    if recognizers.contains(where: { $0.cancelsTouchesInView && $0.hasRecognized }) {
      isOver = true
      return view.touchesCancelled([touch], with: nil)
    }
    switch phase {
    case .moved: view.touchesMoved([touch], with: nil)
    case .lifted:
      isOver = true
      view.touchesEnded([touch], with: nil)
    default: break
    }
  }
}

extension ViewTouchDelivery {
  /// The system cancelled the touch sequence: the view's touches end in `touchesCancelled`
  /// ("UIKit calls this method when it receives a system interruption requiring cancellation
  /// of the touch sequence", UIResponder.touchesCancelled(_:with:)).
  func cancel() {
    guard !isOver, let view = touch.view else { return }
    isOver = true
    view.touchesCancelled([touch], with: nil)
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer recognized its gesture in the current touch sequence.
  var hasRecognized: Bool { history.contains { [.began, .ended].contains($0) } }
}
