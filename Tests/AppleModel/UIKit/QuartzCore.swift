// A BEHAVIOURAL MODEL OF CORE ANIMATION: a test fixture, not a product. On Linux it is part of
// the UIKit model (which re-exports Core Animation as UIKit does) so that the Apple adapters' own sources run in `swift test`
// (Docs/UIKitModel.md). Rules modelled, as Apple documents them:
// - CADisplayLink (https://developer.apple.com/documentation/quartzcore/cadisplaylink): "Once
//   you associate the display link with a run loop, the system calls the selector on the
//   target when the screen's contents need to update", until `invalidate()`; "the newly
//   constructed display link retains the target" (init(target:selector:)), and the run loop
//   retains the link until it is invalidated. Here the test refreshes the display
//   (`DisplayLinks.tick`), never a real one.
// - The display's rate: UIScreen.maximumFramesPerSecond
//   (https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond): "In
//   iOS, the value of this property can be up to 120 for devices with ProMotion displays"
//   (`DisplayLinks.maximumFramesPerSecond`, 60 unless the test sets it; an iPhone app without
//   CADisableMinimumFrameDurationOnPhone runs at 60 at most).
// - preferredFrameRateRange (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange):
//   "The display link makes a best attempt to invoke your app's callback within the frequency
//   range you set to this property. However, the system also takes into account the device's
//   hardware capabilities"; "The system typically provides a consistent frame rate by
//   choosing one that's a factor" of the display's rate. The model calls a link every
//   n-th refresh, n the largest whole number with the display's rate / n at least the
//   preferred rate (every refresh when the link prefers none); `timestamp` ("The time interval
//   that represents when the last frame displayed") is the refresh's time and
//   `targetTimestamp` ("The time interval that represents when the next frame displays") the
//   next callback's.
// - CACurrentMediaTime (https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime):
//   the current media time, here the test's clock (`MediaClock.now`).
// - CALayer's `opacity`, `isHidden`, `sublayers`
//   (https://developer.apple.com/documentation/quartzcore/calayer): stored, not drawn.
@_exported import CoreGraphics

/// The test's clock, in seconds: what `CACurrentMediaTime()` returns.
@_spi(Fixture) @MainActor public enum MediaClock {
  /// Now, in seconds; tests move it forward.
  public static var now: Double = 1000
}

public typealias CFTimeInterval = Double

/// The current media time (the test's clock).
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// A selector: on Linux, a method's name.
public struct Selector: Hashable, Sendable {
  /// The method's name.
  public let name: String
  public init(_ name: String) { self.name = name }
}

/// What target–action APIs call on Linux, where there is no Objective-C runtime to send a
/// selector: the target performs the named action itself.
@_spi(Fixture) @MainActor public protocol SelectorPerforming: AnyObject {
  /// Performs the method named by `selector` with `sender`.
  func perform(_ selector: Selector, with sender: Any)
}

open class CALayer {
  public init() {}
  open private(set) var sublayers: [CALayer]?
  public private(set) weak var superlayer: CALayer?
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  open var opacity: Float = 1
  open var isHidden = false
  open var contents: Any?
  open var frame = CGRect.zero
  open var cornerRadius: CGFloat = 0
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
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float, maximum: Float, preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
}

/// A display link (Apple: CADisplayLink), ticked by the test.
@MainActor open class CADisplayLink {
  private var target: AnyObject?  // retained, as documented
  private let selector: Selector
  public init(target: Any, selector sel: Selector) {
    (self.target, selector) = (target as AnyObject, sel)
  }
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    if !isInvalidated { DisplayLinks.running.append(self) }
  }
  /// Removes the link from every run loop and releases its target.
  open func invalidate() {
    isInvalidated = true
    target = nil
    DisplayLinks.running.removeAll { $0 === self }
  }
  open private(set) var timestamp: CFTimeInterval = 0
  open private(set) var targetTimestamp: CFTimeInterval = 0
  open var preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
  open var isPaused = false
  private var isInvalidated = false
  /// Refreshes of the display since the last callback.
  fileprivate var refreshesSinceCallback = 0

  /// How many refreshes of the display go by between two callbacks.
  fileprivate var refreshesPerCallback: Int {
    let preferred = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
    guard preferred > 0 else { return 1 }
    return max(1, Int((Float(DisplayLinks.maximumFramesPerSecond) / preferred).rounded(.down)))
  }

  fileprivate func fire(at time: Double, frameDuration: Double) {
    guard !isPaused, let target = target as? any SelectorPerforming else { return }
    (timestamp, targetTimestamp) = (time, time + frameDuration)
    target.perform(selector, with: self)
  }
}

/// Every display link added to a run loop and not invalidated: the test ticks them.
@_spi(Fixture) @MainActor public enum DisplayLinks {
  /// The links that fire on the next tick, in the order they were added.
  public internal(set) static var running: [CADisplayLink] = []

  /// The display's refresh rate, which the test sets (60 by default; 120 on ProMotion).
  public static var maximumFramesPerSecond = 60

  /// Refreshes the display once: moves the clock forward one refresh and calls every link
  /// whose turn it is at its rate. With `frameDuration`, a frame of that length instead (a
  /// long or dropped frame, as a test chooses): the clock moves that far and every link fires.
  public static func tick(frameDuration: Double? = nil) {
    guard let frameDuration else {
      let refresh = 1 / Double(maximumFramesPerSecond)
      MediaClock.now += refresh
      for link in running {
        link.refreshesSinceCallback += 1
        let perCallback = link.refreshesPerCallback
        guard link.refreshesSinceCallback >= perCallback else { continue }
        link.refreshesSinceCallback = 0
        link.fire(at: MediaClock.now, frameDuration: refresh * Double(perCallback))
      }
      return
    }
    MediaClock.now += frameDuration
    for link in running { link.fire(at: MediaClock.now, frameDuration: frameDuration) }
  }

  /// Refreshes the display `count` times (or ticks `count` frames of `frameDuration`).
  public static func tick(frames count: Int, frameDuration: Double? = nil) {
    for _ in 0..<count { tick(frameDuration: frameDuration) }
  }
}
