@_exported import CoreGraphics
// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product. On Linux it stands in for
// UIKit so that the Apple adapters' own sources run in `swift test` (Docs/UIKitModel.md lists
// every rule with its documentation). This file: the view hierarchy and hit testing.
// - Geometry (https://developer.apple.com/documentation/uikit/uiview/frame, /bounds, /center,
//   /transform): `center` is in the superview's coordinates, `bounds` in the view's own; the
//   transform applies around the centre ("Specifies the transform applied to the view,
//   relative to the center of its bounds"); with a transform other than the identity, "the
//   value of this property [frame] is undefined and therefore should be ignored": the model
//   returns the bounding box of the transformed bounds, and no test reads it.
// - convert(_:to:) (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qppd):
//   through every ancestor's transform; `nil` means the window's coordinates.
// - Hierarchy (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:),
//   /removefromsuperview(), /didmovetowindow()): a superview holds its subviews strongly, a
//   subview its superview weakly; adding a view to a new superview removes it from the old;
//   `didMoveToWindow()` ("Tells the view that its window object changed") runs on every view
//   of a subtree whose window changed.
// - hitTest(_:with:) (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)):
//   "ignores view objects that are hidden, that have disabled user interactions, or have an
//   alpha level less than 0.01"; "points that lie outside the receiver's bounds are never
//   reported as hits, even if they actually lie within one of the receiver's subviews";
//   subviews are searched front (last) to back (observed: an added view "appears on top of any
//   other subviews", addSubview(_:)). A change of size makes layout pending: observed, no
//   public Apple source found (layoutIfNeeded(): "If no layout updates are pending, this
//   method exits without modifying the layout or calling any layout-related callbacks").
// - sizeToFit() (https://developer.apple.com/documentation/uikit/uiview/sizetofit()): calls
//   `sizeThatFits(_:)`, whose default "returns the existing size of the view".
// - The view's mask (https://developer.apple.com/documentation/uikit/uiview/mask): stored;
//   it hides the view's content without taking part in hit testing.
import Foundation

@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }

  // MARK: Geometry

  open var bounds = CGRect.zero {
    didSet {
      guard bounds.size != oldValue.size else { return }
      setNeedsLayout()
      autoresizeSubviews(from: oldValue.size)  // UIView+Autoresizing.swift
    }
  }
  open var center = CGPoint.zero
  open var transform = CGAffineTransform.identity
  open var frame: CGRect {
    get {
      let local = CGRect(
        x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
      return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  /// `point` in the superview's coordinates.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
    return CGPoint(x: local.x + center.x, y: local.y + center.y)
  }

  /// `point`, in the superview's coordinates, in this view's.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - center.x, y: point.y - center.y)
      .applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  /// The topmost ancestor (or this view).
  var root: UIView { superview?.root ?? self }

  /// `point` in the root's coordinates.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    superview.map { $0.pointInRoot(pointInSuperview(point)) } ?? point
  }

  /// `point`, in the root's coordinates, in this view's.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    superview.map { pointFromSuperview($0.pointFromRoot(point)) } ?? point
  }

  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    return (view ?? window).map { $0.pointFromRoot(inRoot) } ?? inRoot
  }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot((view ?? window)?.pointInRoot(point) ?? point)
  }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let (xs, ys) = (corners.map(\.x), corners.map(\.y))
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  // MARK: Hierarchy

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  open var window: UIWindow? { superview?.window }

  open func addSubview(_ view: UIView) {
    let oldWindow = view.window
    if let old = view.superview { old.subviews.removeAll { $0 === view } }
    subviews.append(view)
    view.superview = self
    view.didMoveToSuperview()
    view.windowChanged(from: oldWindow)
    view.deliverTraitChanges()
  }
  open func insertSubview(_ view: UIView, at index: Int) {
    addSubview(view)
    subviews.removeLast()
    subviews.insert(view, at: min(index, subviews.count))
  }
  /// "Inserts a view above another view in the view hierarchy": `siblingSubview` is "The
  /// sibling view that will be behind the inserted view"
  /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    addSubview(view)
    subviews.removeLast()
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    subviews.insert(view, at: index)
  }
  open func removeFromSuperview() {
    guard let old = superview else { return }
    let oldWindow = window
    old.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
    windowChanged(from: oldWindow)
    deliverTraitChanges()
  }
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}

  /// Tells every view of the subtree that its window changed (its traits are told after).
  func windowChanged(from oldWindow: UIWindow?) {
    guard oldWindow !== window else { return }
    didMoveToWindow()
    for view in subviews { view.windowChanged(from: oldWindow) }
  }

  // MARK: Appearance

  open var alpha: CGFloat = 1 { didSet { layer.opacity = Float(alpha) } }
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  open var mask: UIView?
  public let layer = CALayer()
  open var backgroundColor: UIColor?
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var tintColor: UIColor!
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
  open var autoresizingMask: AutoresizingMask = []

  /// A copy of the view (Apple: a snapshot view of the same size).
  open func snapshotView(afterScreenUpdates: Bool) -> UIView? { UIView(frame: bounds) }

  // MARK: Hit testing

  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event)
    else { return nil }
    for view in subviews.reversed() {
      if let hit = view.hitTest(view.pointFromSuperview(point), with: event) { return hit }
    }
    return self
  }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: Gesture recognizers

  open var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.attach(to: self)
  }
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard gestureRecognizers?.contains(where: { $0 === recognizer }) == true else { return }
    gestureRecognizers?.removeAll { $0 === recognizer }
    recognizer.attach(to: nil)
  }

  // MARK: Layout

  /// Whether `layoutSubviews()` is due (`layoutIfNeeded()` runs it).
  public private(set) var needsLayout = true
  open func setNeedsLayout() { needsLayout = true }
  open func layoutIfNeeded() {
    deliverTraitChanges()  // traits are updated before layout (UITraitOverrides.swift)
    layoutSubtreeIfNeeded()
  }
  private func layoutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews { view.layoutSubtreeIfNeeded() }
  }
  open func layoutSubviews() {}
  public static let noIntrinsicMetric: CGFloat = -1
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Whether `invalidateIntrinsicContentSize()` was called since the test last cleared it.
  public var intrinsicContentSizeWasInvalidated = false
  open func invalidateIntrinsicContentSize() { intrinsicContentSizeWasInvalidated = true }
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
  open var translatesAutoresizingMaskIntoConstraints = true
  private var priorities: [String: Float] = [:]
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { priorities["hug\(axis)"] = priority.rawValue }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { priorities["resist\(axis)"] = priority.rawValue }
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(priorities["hug\(axis)"] ?? 250)
  }

  // MARK: Traits

  /// The traits inherited down the hierarchy, with this view's overrides
  /// (UITraitOverrides.swift; the default traits outside a window).
  open var traitCollection: UITraitCollection { hierarchyTraits }
  /// This view's trait overrides (iOS 17); a change reaches the subtree at the next trait update.
  @available(iOS 17.0, *)
  open var traitOverrides = UITraitOverrides() { didSet { needsLayout = true } }
  /// The traits last delivered to this view's trait-change callbacks.
  var deliveredTraits = UITraitCollection()
  /// The view controller whose root view this is (UIViewController.swift).
  weak var owningViewController: UIViewController?
  /// The view's view controller when it is one's root view, otherwise its superview.
  open override var next: UIResponder? { owningViewController ?? superview }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The handlers of `registerForTraitChanges`.
  var traitHandlers: [(UIView, UITraitCollection) -> Void] = []

  // MARK: Accessibility

  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityTraits: UIAccessibilityTraits = []
  open var accessibilityElementsHidden = false
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
}

/// A layout priority (Apple: UILayoutPriority).
public struct UILayoutPriority: Equatable, Sendable {
  public var rawValue: Float
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
}

/// Auto Layout (Apple: NSLayoutConstraint); only the axis is modelled.
@MainActor open class NSLayoutConstraint {
  public enum Axis: Sendable { case horizontal, vertical }
}
