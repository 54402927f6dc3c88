// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// responders and the touches a view receives.
// - touchesBegan(_:with:) (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)):
//   "UIKit calls this method when a new touch is detected in a view or window. ... The default
//   implementation of this method forwards the message up the responder chain." (likewise
//   touchesMoved, touchesEnded, touchesCancelled).
// - The responder chain (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events):
//   a view's next responder is its superview.
// - The window delivers a touch to the hit-tested view after its gesture recognizers
//   (UIGestureRecognizer.swift says which touches they cancel or hold back).
import Foundation

/// A touch event (Apple: UIEvent); the model's touches carry none.
@MainActor open class UIEvent {}

/// A finger on the screen (Apple: UITouch).
@MainActor open class UITouch: NSObject {
  /// The view the touch was delivered to (the hit-tested view).
  public private(set) weak var view: UIView?
  /// Where the finger is, in the window's coordinates.
  var point: CGPoint

  init(view: UIView?, at point: CGPoint) {
    (self.view, self.point) = (view, point)
  }

  /// Where the finger is, in `view`'s coordinates (the window's when `nil`).
  open func location(in view: UIView?) -> CGPoint {
    view?.convert(point, from: nil) ?? point
  }
}

@MainActor open class UIResponder: NSObject {
  /// The next responder in the chain (none by default).
  open var next: UIResponder? { nil }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
