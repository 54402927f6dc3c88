import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// what the host keeps between renders (no Apple counterpart): state storage, mounted UIKit
// views, gesture areas and what canvases drew. A state change asks for a render on the next
// turn of the main actor ("When the value changes, SwiftUI updates the parts of the view
// hierarchy that depend on the value", https://developer.apple.com/documentation/swiftui/state),
// never inside the render in progress (observed, not documented: Xcode warns "Modifying state
// during view update, this will cause undefined behavior", https://swiftui-lab.com/state-changes).

/// The host's memory of the view tree.
@MainActor final class ViewGraph {
  /// Kept state values, by the key of the property that owns them.
  var storage: [String: AnyObject] = [:]
  /// Where gestures can begin, back to front, from the latest render.
  var gestureAreas: [GestureArea] = []
  /// What canvases drew in the latest render, back to front.
  var drawings: [CanvasDrawing] = []
  /// Whether an unpaused timeline asked for a render at every frame.
  var wantsFrames = false
  /// Whether a state change is waiting for a render.
  private(set) var needsUpdate = false
  /// Renders the tree (the host's), called on the turn after a state change.
  var update: () -> Void = {}
  /// The view the UIKit views are mounted in.
  weak var hostView: UIView?
  private var mounted: [String: MountedView] = [:]
  private var seen: Set<String> = []

  /// Asks for a render on the next turn of the main actor.
  func setNeedsUpdate() {
    guard !needsUpdate else { return }
    needsUpdate = true
    Task { @MainActor [weak self] in self?.updateIfNeeded() }
  }

  /// Renders now if a state change is waiting.
  func updateIfNeeded() {
    if needsUpdate { update() }
  }

  /// How many gesture-carrying views the render has met, in the order it met them.
  private var order = 0

  /// Starts a render: forgets what the previous one laid out.
  func beginRender() {
    (needsUpdate, wantsFrames, gestureAreas, drawings, seen) = (false, false, [], [], [])
    order = 0
  }

  /// The position of the next gesture-carrying view in the render's order: a view inside
  /// another, or in front of it, comes later.
  func nextOrder() -> Int {
    order += 1
    return order
  }

  /// The gestures a touch at `point` (in the host's coordinates) goes to, the one that ranks
  /// first first: a high-priority gesture of the outermost view that has one; else the
  /// gesture of the innermost, frontmost view; then every simultaneous gesture holding it.
  func gestures(at point: CGPoint) -> [GestureArea] {
    let holding = gestureAreas.filter { $0.frame.contains(point) }
    let exclusive = holding.filter { $0.priority != .simultaneous }
    let high = exclusive.filter { $0.priority == .high }.min { $0.order < $1.order }
    let first = high ?? exclusive.max { $0.order < $1.order }
    return [first].compactMap { $0 } + holding.filter { $0.priority == .simultaneous }
  }

  /// The identity of the representable whose UIKit view holds `view`, if any.
  func representablePath(holding view: UIView?) -> String? {
    var current = view
    while let candidate = current {
      if let found = mounted.first(where: { $0.value.container === candidate }) { return found.key }
      current = candidate.superview
    }
    return nil
  }

  /// Ends a render: representables no longer in the tree are dismantled and removed.
  func endRender() {
    for (path, view) in mounted where !seen.contains(path) {
      view.dismantle()
      mounted[path] = nil
    }
  }

  /// Makes (the first time) and updates the UIKit view of `representable` at `frame`.
  func mount<R: UIViewRepresentable>(_ representable: R, in context: RenderContext, frame: CGRect) {
    seen.insert(context.path)
    let view: MountedView
    if let existing = mounted[context.path], existing.view is R.UIViewType {
      view = existing
    } else {
      let coordinator = representable.makeCoordinator()
      let made = representable.makeUIView(
        context: R.Context(coordinator: coordinator, environment: context.environment))
      view = MountedView(made, coordinator: coordinator) {
        R.dismantleUIView(made, coordinator: $0)
      }
      hostView?.addSubview(view.container)
      mounted[context.path] = view
    }
    view.container.frame = frame
    view.view.frame = view.container.bounds
    view.container.isUserInteractionEnabled = context.allowsHitTesting
    view.view.accessibilityElementsHidden = context.isAccessibilityHidden
    view.bridgeTextSize(of: context.environment)
    guard let coordinator = view.coordinator as? R.Coordinator,
      let uiView = view.view as? R.UIViewType
    else { return }
    representable.updateUIView(
      uiView, context: R.Context(coordinator: coordinator, environment: context.environment))
  }
}

/// A representable's UIKit view in the host, in a container that carries its frame and hit
/// testing (SwiftUI hosts it in a view of its own, too).
@MainActor final class MountedView {
  let container = UIView()
  let view: UIView
  let coordinator: Any
  private let tearDown: (Any) -> Void

  init<Coordinator>(
    _ view: UIView, coordinator: Coordinator, tearDown: @escaping (Coordinator) -> Void
  ) {
    (self.view, self.coordinator) = (view, coordinator)
    self.tearDown = { ($0 as? Coordinator).map(tearDown) }
    container.addSubview(view)
  }

  /// Calls `dismantleUIView` and removes the view.
  func dismantle() {
    tearDown(coordinator)
    container.removeFromSuperview()
  }
}

/// Where a gesture can begin: its view's frame, in the hosting view's coordinates, and how it
/// ranks.
struct GestureArea {
  let frame: CGRect
  let drag: DragHandlers
  let priority: GesturePriority
  /// The view's place in the render's order (inner and front views later).
  let order: Int
  /// The identity of the view the gesture is attached to.
  let path: String

  /// Whether the view at `path` is inside this gesture's view.
  func contains(_ path: String) -> Bool { path.hasPrefix(self.path + "/") }
}
