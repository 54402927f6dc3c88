// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// the system taking a touch sequence away (an incoming call, Control Center), for the SwiftUI
// model's tests; the rest of the finger is in UIWindow.swift.
// - touchesCancelled(_:with:) (https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)):
//   "Sent to the gesture recognizer when a system event (such as an incoming phone call)
//   cancels a touch event."
// - UIGestureRecognizer.State.cancelled (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled):
//   a continuous gesture that had begun is cancelled, and its targets are sent their action
//   (UIGestureRecognizer.swift); a recognizer that had not begun fails.
// - No lift follows: every recognizer is possible again for the next touch.

extension Finger {
  /// The system cancels this touch sequence (an incoming call, Control Center pulled
  /// down): the finger is gone without lifting.
  public func cancel() {
    for recognizer in recognizers {
      switch recognizer.state {
      case .began, .changed:
        recognizer.history.append(.cancelled)
        recognizer.enter(.cancelled)
      case .possible:
        recognizer.history.append(.failed)
        recognizer.enter(.failed)
      default: break
      }
    }
    for recognizer in recognizers {
      (recognizer.touch, recognizer.state) = (nil, .possible)
    }
  }
}
