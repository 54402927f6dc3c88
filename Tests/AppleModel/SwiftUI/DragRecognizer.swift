@_spi(Fixture) import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// how the host recognises SwiftUI drags, as a UIKit gesture recognizer on its view, so that
// UIKit's rules for competing gestures apply (DragGesture.swift for the documented parts).
// A touch is SwiftUI's only when UIKit hit-tests it to the hosting view itself (not to a
// representable's UIKit view in front); it goes to the frontmost gesture area holding it.

/// Drives the drag gestures of a hosting view's tree.
@MainActor final class DragRecognizer: UIGestureRecognizer, SelectorPerforming {
  /// The gesture area the touch began in.
  private var area: GestureArea?
  /// The target the recognizer sends its actions to: them to it, holding it weakly (the
  /// UIKit model's recognizer keeps its targets, so itself as its target would never go).
  private(set) lazy var actions = Actions(recognizer: self)

  /// Passes the recognizer's actions back to it without keeping it.
  final class Actions: SelectorPerforming {
    weak var recognizer: DragRecognizer?
    init(recognizer: DragRecognizer) { self.recognizer = recognizer }
    func perform(_ selector: Selector, with sender: Any) {
      recognizer?.perform(selector, with: sender)
    }
  }

  override func wish(after event: TouchPhase) -> Wish {
    guard let touch, let host = view as? HostingView else { return .fail }
    switch (event, state) {
    case (.down, _):
      let start = host.convert(touch.start, from: nil)
      area = nil
      guard host.window?.hitTest(touch.start, with: nil) === host,
        let found = host.graph.gestureAreas.last(where: { $0.frame.contains(start) })
      else { return .fail }
      area = found
      return found.drag.minimumDistance <= 0 ? .begin : .none
    case (.moved, .possible):
      guard let area else { return .fail }
      let moved = hypot(touch.now.x - touch.start.x, touch.now.y - touch.start.y)
      return moved >= area.drag.minimumDistance ? .begin : .none
    case (.lifted, .possible): return .fail
    case (.lifted, _): return .end
    default: return .none
    }
  }

  /// Calls the drag's actions: `onChanged` as it begins and moves, `onEnded` at the lift.
  func perform(_ selector: Selector, with sender: Any) {
    guard let area, let touch, let host = view else { return }
    func local(_ point: CGPoint) -> CGPoint {
      let inHost = host.convert(point, from: nil)
      return CGPoint(x: inHost.x - area.frame.minX, y: inHost.y - area.frame.minY)
    }
    let value = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: MediaClock.now), location: local(touch.now),
      startLocation: local(touch.start))
    switch state {
    case .began, .changed: for action in area.drag.onChanged { action(value) }
    case .ended: for action in area.drag.onEnded { action(value) }
    default: break
    }
  }
}
