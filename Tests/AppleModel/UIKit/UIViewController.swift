// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// view controllers, navigation, presentation, and the responder chain through them.
// - The responder chain (https://developer.apple.com/documentation/uikit/uiresponder/next):
//   "UIView implements this method and returns the UIViewController object that manages it
//   (if it has one) or its superview (if it doesn't). UIViewController similarly implements
//   the method and returns its view's superview."
// - Traits: a view controller inherits its view's superview's traits (or its parent's) with
//   its `traitOverrides` (UITraitOverrides.swift).
// - pushViewController(_:animated:)
//   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)):
//   "Pushes a view controller onto the receiver's stack and updates the display": the new top
//   view controller's view replaces the old one (the model plays no transition: the old view
//   leaves the window at once); interactivePopGestureRecognizer
//   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer):
//   "The navigation controller installs this gesture recognizer on its view and uses it to pop
//   the topmost view controller off the navigation stack when a person swipes horizontally
//   from the leading edge of the screen." Its type is documented only as UIGestureRecognizer;
//   that it is a UIScreenEdgePanGestureRecognizer is observed (its class in the view debugger),
//   not documented, so `NavigationFixture.popRecognizerIsEdgePan` lets a test try both.
// - UIScreenEdgePanGestureRecognizer
//   (https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer): "A
//   continuous gesture recognizer that interprets panning gestures that start near an edge of
//   the screen"; how near is not documented: the model's 20 points.
// - Presentation (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview):
//   "The container view is always an ancestor of the presented view controller's view", and
//   by default the presented view fills it (frameOfPresentedViewInContainerView: "The default
//   implementation of this method returns the frame rectangle of the container view"). Where
//   the container goes Apple does not say: in front of the presenting window's views
//   (observed: layers of views above the root view controller's, in the same window,
//   https://medium.com/@jai.192395/uiwindow-in-ios-2e721ec2d944) or in a window of its own;
//   `PresentationFixture.container` picks the reading.

/// A view controller (Apple: UIViewController).
@MainActor open class UIViewController: UIResponder {
  public override init() { super.init() }

  private var loadedView: UIView?
  /// The root view, made on first use.
  open var view: UIView! {
    get {
      if loadedView == nil { loadView() }
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }
  open func loadView() { view = UIView(frame: .zero) }

  /// The container this controller is a child of (a navigation controller).
  public internal(set) weak var parent: UIViewController?
  /// The nearest navigation controller up the parents.
  open var navigationController: UINavigationController? {
    parent.flatMap { $0 as? UINavigationController ?? $0.navigationController }
  }
  open override var next: UIResponder? { view.superview }

  /// The controller's traits: inherited, with its overrides.
  open var traitCollection: UITraitCollection {
    let inherited =
      view.superview?.traitCollection ?? parent?.traitCollection ?? UITraitCollection()
    return traitOverrides.applied(to: inherited)
  }
  /// This controller's trait overrides (iOS 17), for it and its views.
  @available(iOS 17.0, *)
  open var traitOverrides = UITraitOverrides() { didSet { view.setNeedsLayout() } }
  /// Updates the traits of this controller's view and its subtree now (iOS 17).
  @available(iOS 17.0, *)
  public func updateTraitsIfNeeded() { view.deliverTraitChanges() }

  // MARK: Presentation

  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  /// The container view of this controller's presentation, when it is presented.
  private var container: UIView?

  /// Presents `viewController` over this one's window (its container per the fixture).
  open func present(
    _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard let window = view.window else { return }
    let container = UIView(frame: window.bounds)
    switch PresentationFixture.container {
    case .inPresentingWindow: window.addSubview(container)
    case .ownWindow:
      let own = UIWindow(frame: window.bounds)
      own.windowLevel = window.windowLevel + 1
      own.addSubview(container)
      PresentationFixture.windows.append(own)
    }
    viewController.view.frame = container.bounds
    container.addSubview(viewController.view)
    (presentedViewController, viewController.presentingViewController) = (viewController, self)
    viewController.container = container
    completion?()
  }

  /// Dismisses the controller this one presented (or this one, when presented).
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let presented = presentedViewController ?? self
    let container = presented.container
    // A container in a window of its own takes its window along (read before it leaves it).
    let window = container?.window
    container?.removeFromSuperview()
    PresentationFixture.windows.removeAll { $0 === window }
    presented.presentingViewController?.presentedViewController = nil
    (presented.presentingViewController, presented.container) = (nil, nil)
    completion?()
  }
}

/// Where the model puts a presentation's container view (undocumented), set by the test.
@_spi(Fixture) @MainActor public enum PresentationFixture {
  /// One reading.
  public enum Container: Sendable, CaseIterable {
    /// In front of the presenting view's window's subviews.
    case inPresentingWindow
    /// In a window of its own, in front of the presenting one.
    case ownWindow
  }
  public static var container = Container.inPresentingWindow
  /// The windows made for presentations still shown (their own-window reading).
  public internal(set) static var windows: [UIWindow] = []
}

/// A stack of view controllers (Apple: UINavigationController).
@MainActor open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  /// The edge swipe back, installed on the controller's view.
  public let interactivePopGestureRecognizer: UIGestureRecognizer?

  public init(rootViewController: UIViewController) {
    interactivePopGestureRecognizer =
      NavigationFixture.popRecognizerIsEdgePan
      ? UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
      : EdgeSwipeRecognizer(target: nil, action: nil)
    super.init()
    interactivePopGestureRecognizer.map(view.addGestureRecognizer)
    pushViewController(rootViewController, animated: false)
  }

  open var topViewController: UIViewController? { viewControllers.last }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    topViewController?.view.removeFromSuperview()
    viewController.parent = self
    viewControllers.append(viewController)
    show(viewController)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.view.removeFromSuperview()
    top.parent = nil
    topViewController.map(show)
    return top
  }

  private func show(_ viewController: UIViewController) {
    viewController.view.frame = view.bounds
    view.addSubview(viewController.view)
  }
}

/// Which class the model's interactive pop recognizer has (undocumented), set by the test.
@_spi(Fixture) @MainActor public enum NavigationFixture {
  /// Whether it is a UIScreenEdgePanGestureRecognizer (observed) or an opaque recognizer.
  public static var popRecognizerIsEdgePan = true
}

/// A pan that starts near the screen's edge (Apple: UIScreenEdgePanGestureRecognizer).
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  @_spi(Fixture) open override func wish(after event: TouchPhase) -> Wish {
    guard let touch, state == .possible, touch.start.x > 20 else { return super.wish(after: event) }
    return .fail
  }
}

/// The edge swipe as a recognizer that is no UIPanGestureRecognizer (the other reading).
final class EdgeSwipeRecognizer: UIGestureRecognizer {
  private let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
  @_spi(Fixture) public override func wish(after event: TouchPhase) -> Wish {
    (edgePan.touch, edgePan.state) = (touch, state)
    return edgePan.wish(after: event)
  }
}
