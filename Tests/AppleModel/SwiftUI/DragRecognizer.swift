@_spi(Fixture) import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// how the host recognises SwiftUI drags (DragGesture.swift for the documented parts).
// - SwiftUI's gestures take part in UIKit's gesture arbitration: "In iOS, the name can be used
//   to set up failure relationships between UIKit gesture recognizers and this gesture"
//   (https://developer.apple.com/documentation/swiftui/view/gesture(_:name:isenabled:), iOS 18).
//   The model recognises a hosting view's drags with one UIKit gesture recognizer on that view,
//   so UIKit delivers it every touch in the view's subtree, its representables' views
//   included (UIGestureRecognizer.swift). How SwiftUI does it is not documented.
// - The touch goes to the gestures View+Interaction.swift ranks first (ViewGraph.swift).
// - A UIKit view in a representable is a view inside the gesture's view when the
//   representable is: the SwiftUI gesture waits for its recognizers to fail (`gesture(_:)`,
//   "a lower precedence than gestures defined by the view"), they wait for it
//   (`highPriorityGesture(_:)`), or both recognise (`simultaneousGesture(_:)`). A UIKit view
//   elsewhere (in front, not inside) is left to UIKit's rules: the first to recognise wins.
// - Cancelled (the system took the touch), a drag's `onEnded` actions are not called and its
//   gesture states reset; ended, `onEnded` is called, then its gesture states reset.

/// Drives the drag gestures of a hosting view's tree.
@MainActor final class DragRecognizer: UIGestureRecognizer, SelectorPerforming {
  /// The gestures the touch went to, the first-ranked first.
  private var areas: [GestureArea] = []
  /// The target the recognizer sends its actions to: them to it, holding it weakly (the
  /// UIKit model's recognizer keeps its targets, so itself as its target would never go).
  private(set) lazy var actions = Actions(recognizer: self)
  /// Answers UIKit's questions about the UIKit gestures of views inside the drag's view.
  private lazy var arbiter = Arbiter(recognizer: self)

  required init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delegate = arbiter
  }

  /// Passes the recognizer's actions back to it without keeping it.
  final class Actions: SelectorPerforming {
    weak var recognizer: DragRecognizer?
    init(recognizer: DragRecognizer) { self.recognizer = recognizer }
    func perform(_ selector: Selector, with sender: Any) {
      recognizer?.perform(selector, with: sender)
    }
  }

  /// How the first-ranked gesture relates to `other`, a UIKit recognizer: `nil` unless
  /// `other`'s view is in a representable inside that gesture's view.
  func priority(against other: UIGestureRecognizer) -> GesturePriority? {
    guard let first = areas.first, let host = view as? HostingView,
      let path = host.graph.representablePath(holding: other.view), first.contains(path)
    else { return nil }
    return first.priority
  }

  override func wish(after event: TouchPhase) -> Wish {
    guard let touch, let host = view as? HostingView else { return .fail }
    switch (event, state) {
    case (.down, _):
      areas = host.graph.gestures(at: host.convert(touch.start, from: nil))
      guard let first = areas.first else { return .fail }
      return first.drag.minimumDistance <= 0 ? .begin : .none
    case (.moved, .possible):
      guard let first = areas.first else { return .fail }
      let moved = hypot(touch.now.x - touch.start.x, touch.now.y - touch.start.y)
      return moved >= first.drag.minimumDistance ? .begin : .none
    case (.lifted, .possible): return .fail
    case (.lifted, _): return .end
    default: return .none
    }
  }

  /// Calls the drags' actions: updates and `onChanged` as they begin and move, `onEnded` at
  /// the lift, and resets their gesture states when they end or are cancelled.
  func perform(_ selector: Selector, with sender: Any) {
    guard let touch, let host = view else { return }
    for area in areas {
      func local(_ point: CGPoint) -> CGPoint {
        let inHost = host.convert(point, from: nil)
        return CGPoint(x: inHost.x - area.frame.minX, y: inHost.y - area.frame.minY)
      }
      let value = DragGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: MediaClock.now), location: local(touch.now),
        startLocation: local(touch.start))
      switch state {
      case .began, .changed:
        for update in area.drag.onUpdate { update(value) }
        for action in area.drag.onChanged { action(value) }
      case .ended:
        for action in area.drag.onEnded { action(value) }
        for reset in area.drag.onReset { reset() }
      case .cancelled:
        for reset in area.drag.onReset { reset() }
      default: break
      }
    }
  }
}

/// The drag recognizer's delegate: the precedence of its gesture over the UIKit gestures of
/// the views inside the gesture's view.
@MainActor final class Arbiter: NSObject, UIGestureRecognizerDelegate {
  weak var recognizer: DragRecognizer?
  init(recognizer: DragRecognizer) { self.recognizer = recognizer }

  /// `gesture(_:)`: the views' own gestures go first.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { recognizer?.priority(against: otherGestureRecognizer) == .normal }

  /// `highPriorityGesture(_:)`: the views' own gestures wait.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { recognizer?.priority(against: otherGestureRecognizer) == .high }

  /// `simultaneousGesture(_:)`: both recognise.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { recognizer?.priority(against: otherGestureRecognizer) == .simultaneous }
}
