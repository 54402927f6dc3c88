// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// the app's and scenes' life, accessibility settings, haptics and accessibility actions.
// - UIApplication.didEnterBackgroundNotification
//   (https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification)
//   "A notification that posts when the app enters the background." (its object, the
//   application, is not modelled: the adapter does not read it);
//   UIScene.didEnterBackgroundNotification
//   (https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification):
//   "A notification that indicates that the scene is running in the background and is no
//   longer onscreen", with the scene as its object (observed: said for its sibling,
//   willEnterForegroundNotification, "UIKit places the scene object in the object property of
//   the notification"). Their order is not documented; the adapter acts on each alone (the
//   test calls `Lifecycle`).
// - UIAccessibility.isReduceMotionEnabled, isVoiceOverRunning, isDarkerSystemColorsEnabled
//   (https://developer.apple.com/documentation/uikit/uiaccessibility): the test sets them
//   (`AccessibilitySettings`); `post(notification:argument:)` is recorded.
// - Feedback generators (https://developer.apple.com/documentation/uikit/uifeedbackgenerator);
//   iOS 17.5 added initialisers taking the view the feedback is for
//   (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)).
//   Every haptic played is recorded (`Haptics.played`).
import Foundation

@MainActor open class UIApplication: UIResponder {
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
}
@MainActor open class UIScene: UIResponder {
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
@MainActor open class UIWindowScene: UIScene {
  @_spi(Fixture) public override init() {}
}

/// The app's and its scenes' trips to the background, as the system posts them.
@_spi(Fixture) @MainActor public enum Lifecycle {
  /// One scene goes to the background while others stay.
  public static func sceneEntersBackground(_ scene: UIWindowScene) {
    NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
  }
  /// The whole app goes to the background: each of `scenes`, then the app.
  public static func appEntersBackground(scenes: [UIWindowScene]) {
    scenes.forEach(sceneEntersBackground)
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
  }
}

/// The system's accessibility settings, set by the test.
@_spi(Fixture) @MainActor public enum AccessibilitySettings {
  public static var reduceMotion = false
  public static var voiceOver = false
  public static var darkerColors = false
  /// Every announcement posted, in order.
  public static var announcements: [String] = []
  /// Back to the defaults.
  public static func reset() {
    (reduceMotion, voiceOver, darkerColors, announcements) = (false, false, false, [])
  }
}

public enum UIAccessibility {
  public struct Notification: Sendable {
    public static let announcement = Notification()
  }
  @MainActor public static var isReduceMotionEnabled: Bool { AccessibilitySettings.reduceMotion }
  @MainActor public static var isDarkerSystemColorsEnabled: Bool {
    AccessibilitySettings.darkerColors
  }
  @MainActor public static var isVoiceOverRunning: Bool { AccessibilitySettings.voiceOver }
  @MainActor public static func post(notification: Notification, argument: Any?) {
    (argument as? String).map { AccessibilitySettings.announcements.append($0) }
  }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}
@MainActor open class UIAccessibilityCustomAction: NSObject {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
  public let name: String
  private let handler: Handler
  public init(name: String, actionHandler: @escaping Handler) {
    (self.name, handler) = (name, actionHandler)
  }
  /// What VoiceOver does when the user picks the action.
  @_spi(Fixture) public func activate() -> Bool { handler(self) }
}

/// Every haptic the app played: the generator's kind and the view it was made for (held
/// weakly, as the record must not keep a view alive).
@_spi(Fixture) @MainActor public enum Haptics {
  public struct Played {
    public let kind: String
    public private(set) weak var view: UIView?
    init(_ kind: String, _ view: UIView?) { (self.kind, self.view) = (kind, view) }
  }
  public static var played: [Played] = []
}

@MainActor open class UIFeedbackGenerator: NSObject {
  weak var view: UIView?
  open func prepare() {}
}
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy }
  private let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style }
  @available(iOS 17.5, *)
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init()
    self.view = view
  }
  open func impactOccurred() { Haptics.played.append(.init("impact \(style)", view)) }
  @available(iOS 17.5, *)
  open func impactOccurred(at location: CGPoint) { impactOccurred() }
}
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public override init() {}
  @available(iOS 17.5, *)
  public init(view: UIView) {
    super.init()
    self.view = view
  }
  open func notificationOccurred(_ notificationType: FeedbackType) {
    Haptics.played.append(.init("notification \(notificationType)", view))
  }
  @available(iOS 17.5, *)
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
    notificationOccurred(notificationType)
  }
}

@MainActor open class UIBarButtonItem: NSObject {
  public let customView: UIView?
  public init(customView: UIView) { self.customView = customView }
}
