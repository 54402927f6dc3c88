// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// gesture recognizers, as documented in UIGestureRecognizer
// (https://developer.apple.com/documentation/uikit/uigesturerecognizer), "Coordinating multiple
// gesture recognizers" (https://developer.apple.com/documentation/uikit/coordinating-multiple-gesture-recognizers)
// and the Event Handling Guide's "Gesture Recognizers" chapter:
// - the window delivers a touch to the recognizers of the hit-tested view and its ancestors;
// - states: possible → began → changed → ended (continuous) or possible → ended (discrete),
//   or failed / cancelled; targets are sent their action for began, changed, ended (a
//   discrete recognizer: recognized) and cancelled;
// - gestureRecognizerShouldBegin(_:) returning false fails the recognizer
//   (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:));
// - require(toFail:), shouldRequireFailureOf and shouldBeRequiredToFailBy: a recognizer that
//   must wait for another stays possible until that one fails (then it recognizes) or
//   recognizes (then it fails);
// - simultaneous recognition: when one recognizes, the others fail unless a delegate's
//   gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) returns true.
// - UIPanGestureRecognizer (https://developer.apple.com/library/ios/documentation/UIKit/Reference/UIPanGestureRecognizer_Class/index.html):
//   "It begins (UIGestureRecognizerStateBegan) when the minimum number of fingers allowed
//   (minimumNumberOfTouches) has moved enough to be considered a pan." How far is not
//   documented (`Readings.movementThreshold`, tried at 8, 10 and 12 points), nor how far a tap
//   may move before it fails (the same reading).
// - UILongPressGestureRecognizer (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer):
//   begins after `minimumPressDuration` ("The default duration is 0.5 seconds") unless the
//   finger moved more than `allowableMovement` ("The default value is 10 points").
import Foundation

@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}
// The protocol's methods are optional in UIKit: these are their documented defaults.
extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

@MainActor open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
  private var targets: [(target: AnyObject, action: Selector)] = []
  /// Actions the model's own views run (a scroll view scrolling with its pan).
  var handlers: [(UIGestureRecognizer) -> Void] = []

  public required init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  public private(set) weak var view: UIView?
  open var isEnabled = true
  /// Documented default true (ViewTouchDelivery.swift).
  open var cancelsTouchesInView = true
  /// Documented default true (ViewTouchDelivery.swift).
  open var delaysTouchesEnded = true
  open var state: State = .possible
  private var failureRequirements: [() -> UIGestureRecognizer?] = []
  open func require(toFail other: UIGestureRecognizer) {
    failureRequirements.append { [weak other] in other }
  }

  func attach(to view: UIView?) { self.view = view }

  // MARK: The touch the recognizer sees

  /// Where the finger is, and where it touched down, in the window's coordinates (the
  /// SwiftUI model's gesture recognizer reads it).
  @_spi(Fixture) public internal(set) var touch: (now: CGPoint, start: CGPoint, startTime: Double)?
  open func location(in view: UIView?) -> CGPoint {
    guard let touch else { return .zero }
    return view?.convert(touch.now, from: nil) ?? touch.now
  }
  open var numberOfTouches: Int { touch == nil ? 0 : 1 }

  // MARK: Recognition, told by the touch sequence

  /// What the recognizer wants after the touch moved, time passed or the finger lifted.
  @_spi(Fixture) public enum Wish { case none, begin, recognize, fail, end }
  /// What this recognizer wants after `event` (the SwiftUI model's recognizer overrides it).
  @_spi(Fixture) open func wish(after event: TouchPhase) -> Wish { .none }

  /// Whether this recognizer waits for `other` to fail before it may recognize.
  func waits(for other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0() === other }
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  func canRecognize(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Moves to `state` and sends the actions the state calls for.
  func enter(_ newState: State) {
    state = newState
    guard newState != .possible, newState != .failed else { return }
    for handler in handlers { handler(self) }
    for (target, action) in targets {
      (target as? any SelectorPerforming)?.perform(action, with: self)
    }
  }

  /// Every state this recognizer entered in the current touch sequence, in order.
  public internal(set) var history: [State] = []
}

/// What happened to the finger.
@_spi(Fixture) public enum TouchPhase { case down, moved, timePassed, lifted }

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var maximumNumberOfTouches = Int.max
  open var minimumNumberOfTouches = 1
  open func translation(in view: UIView?) -> CGPoint {
    guard let touch else { return .zero }
    let (now, start) = (location(in: view), view?.convert(touch.start, from: nil) ?? touch.start)
    return CGPoint(x: now.x - start.x, y: now.y - start.y)
  }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  @_spi(Fixture) open override func wish(after event: TouchPhase) -> Wish {
    guard let touch else { return .none }
    switch (event, state) {
    case (.moved, .possible):
      return hypot(touch.now.x - touch.start.x, touch.now.y - touch.start.y)
        >= Readings.movementThreshold ? .begin : .none
    case (.lifted, .possible): return .fail
    case (.lifted, _): return .end
    default: return .none
    }
  }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  @_spi(Fixture) open override func wish(after event: TouchPhase) -> Wish {
    guard let touch, state == .possible else { return .none }
    let moved = hypot(touch.now.x - touch.start.x, touch.now.y - touch.start.y)
    if moved > Readings.movementThreshold { return .fail }
    return event == .lifted ? .recognize : .none
  }
}

@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: Double = 0.5
  open var allowableMovement: CGFloat = 10
  @_spi(Fixture) open override func wish(after event: TouchPhase) -> Wish {
    guard let touch else { return .none }
    let moved = hypot(touch.now.x - touch.start.x, touch.now.y - touch.start.y)
    switch (event, state) {
    case (.lifted, .possible): return .fail
    case (.lifted, _): return .end
    case (_, .possible):
      if moved > allowableMovement { return .fail }
      return MediaClock.now - touch.startTime >= minimumPressDuration ? .begin : .none
    default: return .none
    }
  }
}
