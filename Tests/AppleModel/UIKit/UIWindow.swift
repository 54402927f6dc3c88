// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// the window, its traits and scene, and a finger driving one touch sequence.
// - UIWindow (https://developer.apple.com/documentation/uikit/uiwindow): the root of a view
//   hierarchy; it hit-tests a touch once, when it begins, and delivers the whole sequence to
//   the gesture recognizers of the hit-tested view and its ancestors (Event Handling Guide,
//   "Gesture Recognizers"; https://developer.apple.com/documentation/uikit/touches-presses-and-gestures/using-responders-and-the-responder-chain-to-handle-events).
//   In which order those recognizers see each touch UIKit does not document: the test picks
//   one (`TouchDelivery.order`), and the adapters are tested under both.
// - A cancelled touch (https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)):
//   "UIKit calls this method when it receives a system interruption requiring cancellation
//   of the touch sequence"; a continuous gesture then ends in `.cancelled`
//   (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled).
// - A recognized gesture whose view left the window is cancelled: observed, not documented
//   (`Readings.cancelsGestureOfViewLeavingWindow` tries both).
import Foundation

@MainActor open class UIWindow: UIView {
  /// The window's traits, which every view in it reports.
  var windowTraits = UITraitCollection()
  open override var window: UIWindow? { self }
  open var windowScene: UIWindowScene?
  /// The window's place in front of or behind the others (a larger level is in front).
  open var windowLevel: CGFloat = 0

  /// Changes the window's traits (dark mode, contrast, layout direction, text size) and
  /// tells every view in it.
  @_spi(Fixture) public func setTraits(_ traits: UITraitCollection) {
    let previous = windowTraits
    windowTraits = traits
    ContentSize.category = traits.preferredContentSizeCategory
    guard traits != previous else { return }
    deliverTraitChanges()
  }

  /// A finger touching down at `point`, in the window's coordinates.
  @_spi(Fixture) public func touchDown(at point: CGPoint) -> Finger {
    Finger(window: self, at: point)
  }
}

/// One finger on the screen: a touch sequence from touch-down to lift.
@_spi(Fixture) @MainActor public final class Finger {
  /// The view the window hit-tested when the finger touched down.
  public let hitView: UIView?
  /// The recognizers that see the sequence: the hit view's, then its ancestors'.
  public let recognizers: [UIGestureRecognizer]
  private var location: CGPoint
  private var waiting: [UIGestureRecognizer: UIGestureRecognizer.Wish] = [:]
  /// What the hit-tested view receives (ViewTouchDelivery.swift).
  private var viewTouches: ViewTouchDelivery?

  init(window: UIWindow, at point: CGPoint) {
    location = point
    hitView = window.hitTest(point, with: nil)
    var chain: [UIGestureRecognizer] = []
    var view = hitView
    while let current = view {
      chain += (current.gestureRecognizers ?? []).filter(\.isEnabled)
      view = current.superview
    }
    recognizers = TouchDelivery.order == .hitViewFirst ? chain : chain.reversed()
    for recognizer in chain {
      (recognizer.touch, recognizer.history) = ((point, point, MediaClock.now), [])
    }
    deliver(.down)
    viewTouches = ViewTouchDelivery(view: hitView, at: point, recognizers: chain)
  }

  /// Moves the finger to `point` one display refresh later; whether the refresh comes before
  /// or after the touch's delivery is not documented (`Readings.refreshBeforeTouch`).
  public func move(to point: CGPoint) {
    if Readings.refreshBeforeTouch { DisplayLinks.tick() }
    location = point
    deliver(.moved)
    if !Readings.refreshBeforeTouch { DisplayLinks.tick() }
  }

  /// Moves the finger to `point` in `steps` frames, in a straight line.
  public func drag(to point: CGPoint, steps: Int = 10) {
    let start = location
    for step in 1...steps {
      let t = CGFloat(step) / CGFloat(steps)
      move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
    }
  }

  /// Keeps the finger still for `seconds`, a frame at a time.
  public func hold(for seconds: Double) {
    let end = MediaClock.now + seconds
    while MediaClock.now < end - 1e-9 {
      DisplayLinks.tick()
      deliver(.timePassed)
    }
  }

  /// Lifts the finger; every recognizer is possible again afterwards.
  public func lift() {
    deliver(.lifted)
    for recognizer in recognizers {
      (recognizer.touch, recognizer.state) = (nil, .possible)
    }
  }

  /// The system cancels the touch (an incoming call, Control Center): a recognized gesture
  /// is cancelled, one not yet recognized fails, and every recognizer is possible again.
  public func cancel() {
    for recognizer in recognizers where recognizer.touch != nil {
      if isRecognized(recognizer) && recognizer.state != .ended {
        enter(recognizer, .cancelled)
      } else if recognizer.state == .possible {
        fail(recognizer)
      }
    }
    waiting = [:]
    viewTouches?.cancel()
    for recognizer in recognizers {
      (recognizer.touch, recognizer.state) = (nil, .possible)
    }
  }

  private func deliver(_ event: TouchPhase) {
    for recognizer in recognizers { recognizer.touch?.now = location }
    for recognizer in recognizers { handle(recognizer, event) }
    resolveWaiting()
    viewTouches?.follow(event, at: location, recognizers: recognizers)
  }

  private func isRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
    [.began, .changed, .ended].contains(recognizer.state)
  }

  private func handle(_ recognizer: UIGestureRecognizer, _ event: TouchPhase) {
    if Readings.cancelsGestureOfViewLeavingWindow, isRecognized(recognizer),
      recognizer.view?.window == nil
    {
      return enter(recognizer, .cancelled)
    }
    guard [.possible, .began, .changed].contains(recognizer.state) else { return }
    let wish = recognizer.wish(after: event)
    switch wish {
    case .none:
      if event == .moved, isRecognized(recognizer) { enter(recognizer, .changed) }
    case .fail: fail(recognizer)
    case .end: enter(recognizer, .ended)
    case .begin, .recognize: attempt(recognizer, wish)
    }
  }

  private func attempt(_ recognizer: UIGestureRecognizer, _ wish: UIGestureRecognizer.Wish) {
    let others = recognizers.filter { $0 !== recognizer }
    let awaited = others.filter { recognizer.waits(for: $0) }
    if awaited.contains(where: isRecognized) { return fail(recognizer) }
    if awaited.contains(where: { $0.state == .possible }) {
      waiting[recognizer] = wish
      return
    }
    waiting[recognizer] = nil
    if others.contains(where: { isRecognized($0) && !recognizer.canRecognize(with: $0) }) {
      return fail(recognizer)
    }
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
      return fail(recognizer)
    }
    enter(recognizer, wish == .recognize ? .ended : .began)
    for other in others where other.state == .possible && !recognizer.canRecognize(with: other) {
      fail(other)
    }
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    waiting[recognizer] = nil
    enter(recognizer, .failed)
  }

  private func enter(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    recognizer.history.append(state)
    recognizer.enter(state)
  }

  private func resolveWaiting() {
    var progressed = true
    while progressed {
      progressed = false
      for (recognizer, wish) in waiting where recognizer.state == .possible {
        let awaited = recognizers.filter { $0 !== recognizer && recognizer.waits(for: $0) }
        guard !awaited.contains(where: { $0.state == .possible }) else { continue }
        attempt(recognizer, wish)
        progressed = true
      }
      waiting = waiting.filter { $0.key.state == .possible }
    }
  }
}
