// Minimal stand-ins for the UIKit / Core Animation API used by StickyBadgeUIKit, with the
// signatures from Apple's documentation, to type-check the adapter on Linux.
@_exported import CoreGraphics
@_exported import Foundation

public struct Selector { public init(_ name: String) {} }
// Linux only, where no Objective-C runtime sends selectors: the UIKit model of the tests
// (Tests/AppleModel) calls this instead; the adapter conforms to it only without ObjectiveC.
@_spi(Fixture) @MainActor public protocol SelectorPerforming: AnyObject {
  func perform(_ selector: Selector, with sender: Any)
}
public typealias CFTimeInterval = Double
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

open class CALayer {
  public init() {}
  open func addSublayer(_ layer: CALayer) {}
  open func removeFromSuperlayer() {}
  open var opacity: Float = 1
  open var isHidden = false
  open var contents: Any?
  open var frame = CGRect.zero
}
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
}
public enum CATransaction {
  public static func begin() {}
  public static func commit() {}
  public static func setDisableActions(_ flag: Bool) {}
}
public struct CAFrameRateRange {
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}
@MainActor open class CADisplayLink {
  public init(target: Any, selector sel: Selector) {}
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: CFTimeInterval { 0 }
  open var targetTimestamp: CFTimeInterval { 0 }
  open var preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)
}

@MainActor open class UITraitCollection {
  public enum Contrast { case unspecified, normal, high }
  open var accessibilityContrast: UIAccessibilityContrast { .normal }
  open var userInterfaceStyle: UIUserInterfaceStyle { .light }
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
}
public enum UIAccessibilityContrast { case unspecified, normal, high }
public enum UIUserInterfaceStyle { case unspecified, light, dark }
public struct UIContentSizeCategory: Equatable { public static let large = UIContentSizeCategory() }

@MainActor open class UIColor {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
  open class var systemRed: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool { true }
  open var cgColor: CGColor { fatalError() }
}
@MainActor open class UIFont {
  public enum Weight { case regular, semibold }
  public struct TextStyle { public static let footnote = TextStyle() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  open var pointSize: CGFloat { 13 }
  open var capHeight: CGFloat { 9 }
  open var ascender: CGFloat { 12 }
  open func withSize(_ fontSize: CGFloat) -> UIFont { self }
}
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
}
extension NSString {
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    .zero
  }
}
@MainActor open class UIFontMetrics {
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  open func scaledFont(for font: UIFont) -> UIFont { font }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }
}
@MainActor open class UIImage { open var cgImage: CGImage? { nil } }
public struct UIEvent {}
public struct UIAccessibilityTraits: OptionSet {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let staticText = UIAccessibilityTraits(rawValue: 1)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 2)
}
@MainActor open class UIAccessibilityCustomAction {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
  public init(name: String, actionHandler: @escaping Handler) {}
}
public struct UILayoutPriority {
  public static let required = UILayoutPriority()
  // iOS 11; the SwiftUI adapter lets its badge view grow to the touch target.
  public static let defaultLow = UILayoutPriority()
}
public enum NSLayoutConstraintAxis { case horizontal, vertical }
public struct UIViewAutoresizing: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let flexibleWidth = UIViewAutoresizing(rawValue: 1)
  public static let flexibleHeight = UIViewAutoresizing(rawValue: 2)
  public static let flexibleLeftMargin = UIViewAutoresizing(rawValue: 4)
  public static let flexibleRightMargin = UIViewAutoresizing(rawValue: 8)
  public static let flexibleTopMargin = UIViewAutoresizing(rawValue: 16)
  public static let flexibleBottomMargin = UIViewAutoresizing(rawValue: 32)
}

@MainActor open class UIResponder {
  public init() {}
  open var next: UIResponder? { nil }
}
@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: .zero) }
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var bounds = CGRect.zero
  open var frame = CGRect.zero
  open var center = CGPoint.zero
  open var transform = CGAffineTransform.identity
  open var window: UIWindow? { nil }
  open var superview: UIView? { nil }
  open var layer = CALayer()
  open var backgroundColor: UIColor?
  open var isUserInteractionEnabled = true
  open var autoresizingMask: UIViewAutoresizing = []
  open var traitCollection = UITraitCollection()
  open var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ g: UIGestureRecognizer) {}
  open func removeGestureRecognizer(_ g: UIGestureRecognizer) {}
  open func addSubview(_ view: UIView) {}
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  open func removeFromSuperview() {}
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  open var subviews: [UIView] { [] }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  open func snapshotView(afterScreenUpdates: Bool) -> UIView? { nil }
  open func setNeedsLayout() {}
  open func layoutSubviews() {}
  open func invalidateIntrinsicContentSize() {}
  open var intrinsicContentSize: CGSize { .zero }
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  open func didMoveToWindow() {}
  open func didMoveToSuperview() {}
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraintAxis) {}
  open func setContentCompressionResistancePriority(
    _ p: UILayoutPriority, for axis: NSLayoutConstraintAxis
  ) {}
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityTraits: UIAccessibilityTraits = []
  open var accessibilityElementsHidden = false
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  open func sizeToFit() {}
}
@MainActor open class UIWindow: UIView {
  open var windowScene: UIWindowScene? { nil }
}
@MainActor open class UIScene {
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("sbg")
}
@MainActor open class UIWindowScene: UIScene {}
// iOS 17: trait change registration.
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
public struct UITraitAccessibilityContrast: UITraitDefinition {}
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}
public struct UITraitLayoutDirection: UITraitDefinition {}
public enum UIUserInterfaceLayoutDirection { case leftToRight, rightToLeft }
public protocol UITraitChangeRegistration {}
@MainActor public protocol UITraitEnvironment: AnyObject {}
extension UIView: UITraitEnvironment {}
extension UITraitEnvironment {
  @available(iOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges<Self: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { fatalError() }
}
@MainActor open class UIScrollView: UIView {
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  open var adjustedContentInset: UIEdgeInsets { .zero }
}
public struct UIEdgeInsets {
  public static let zero = UIEdgeInsets()
}
extension CGRect {
  public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}
@MainActor open class UILabel: UIView {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var text: String?
  open var font: UIFont! = UIFont()
  open var textColor: UIColor! = .white
  open var textAlignment: NSTextAlignment = .natural
  open var adjustsFontForContentSizeCategory = false
}
public enum NSTextAlignment { case natural, center }

@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}
@MainActor open class UIGestureRecognizer {
  public enum State: Int, @unchecked Sendable { case possible, began, changed, ended, cancelled, failed }
  public required init(target: Any?, action: Selector?) {}
  open func addTarget(_ target: Any, action: Selector) {}
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var view: UIView? { nil }
  open var state: State { .possible }
  open func location(in view: UIView?) -> CGPoint { .zero }
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var maximumNumberOfTouches = Int.max
  open func translation(in view: UIView?) -> CGPoint { .zero }
}
@MainActor open class UIFeedbackGenerator { open func prepare() {} }
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle { case light, medium, heavy }
  public init(style: FeedbackStyle) {}
  @available(iOS 17.5, *)
  public init(style: FeedbackStyle, view: UIView) {}
  open func impactOccurred() {}
}
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType { case success, warning, error }
  public override init() {}
  @available(iOS 17.5, *)
  public init(view: UIView) {}
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
public struct UIAccessibility {
  public struct Notification { public static let announcement = Notification() }
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
  @MainActor public static var isVoiceOverRunning: Bool { false }
  @MainActor public static func post(notification: Notification, argument: Any?) {}
}
public enum UIApplication {
  public static let didEnterBackgroundNotification = Foundation.Notification.Name("bg")
}
extension NotificationCenter {
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: Foundation.Notification.Name?,
    object anObject: Any?
  ) {}
}

// MARK: - Used only by Examples/UIKitConversations.swiftpm

extension UIView {
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { true }
    set {}
  }
  public var clipsToBounds: Bool {
    get { false }
    set {}
  }
  public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}
extension CALayer {
  public var cornerRadius: CGFloat {
    get { 0 }
    set {}
  }
}
extension UIColor { open class var systemBlue: UIColor { .white } }
@MainActor public final class UILayoutGuide {
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
}
@MainActor public final class NSLayoutAnchor {
  public func constraint(equalTo anchor: NSLayoutAnchor) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  public func constraint(equalTo anchor: NSLayoutAnchor, constant c: CGFloat) -> NSLayoutConstraint
  { NSLayoutConstraint() }
}
@MainActor open class NSLayoutConstraint {
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}
@MainActor open class UIViewController: UIResponder {
  public override init() {}
  open func viewDidLoad() {}
  open var view: UIView! { nil }
  open func addChild(_ childController: UIViewController) {}
  open func didMove(toParent parent: UIViewController?) {}
  open var title: String?
  open var navigationItem: UINavigationItem { UINavigationItem() }
}
@MainActor open class UINavigationItem { open var rightBarButtonItem: UIBarButtonItem? }
@MainActor open class UIBarButtonItem { public init(customView: UIView) {} }
@MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init() }
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}
@MainActor open class UITableView: UIScrollView {
  public enum Style { case plain, grouped }
  public static let automaticDimension: CGFloat = -1
  open var rowHeight: CGFloat = 44
  open var tableHeaderView: UIView?
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  open func reloadData() {}
}
@MainActor open class UITableViewController: UIViewController {
  public init(style: UITableView.Style) { super.init() }
  open var tableView: UITableView! { nil }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
}
@MainActor open class UITableViewCell: UIView {
  public enum CellStyle { case `default`, subtitle }
  public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var contentView: UIView { self }
  open var textLabel: UILabel? { nil }
  open var detailTextLabel: UILabel? { nil }
  open func prepareForReuse() {}
  open var isEditing: Bool { false }
}

extension IndexPath { public var row: Int { 0 } }
extension UIImage {
  public convenience init?(systemName name: String) { fatalError() }
}
extension UITableViewCell {
  public var imageView: UIImageView? { nil }
}
@MainActor open class UIImageView: UIView {
  open var image: UIImage?
}
@MainActor open class UIStackView: UIView {
  public enum Distribution { case fill, fillEqually }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  open var axis: NSLayoutConstraintAxis = .horizontal
  open var distribution: Distribution = .fill
  open var arrangedSubviews: [UIView] { [] }
  open func addArrangedSubview(_ view: UIView) {}
}
@MainActor open class UIButton: UIView {
  public enum ButtonType { case system }
  public struct State { public static let normal = State() }
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
  open func setTitle(_ title: String?, for state: State) {}
  open func setImage(_ image: UIImage?, for state: State) {}
  open var imageView: UIImageView? { nil }
}
extension UIColor { open class var secondarySystemBackground: UIColor { .white } }
extension UIView { public var heightAnchor: NSLayoutDimension { NSLayoutDimension() } }
@MainActor public final class NSLayoutDimension {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
extension NSLayoutConstraint {
  public var isActive: Bool {
    get { false }
    set {}
  }
}
