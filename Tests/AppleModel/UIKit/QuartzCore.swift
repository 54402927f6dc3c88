// A BEHAVIOURAL MODEL OF CORE ANIMATION: a test fixture, not a product. On Linux it is part of
// the UIKit model (which re-exports Core Animation as UIKit does) so that the Apple adapters' own sources run in `swift test`
// (Docs/AppleAPI.md). Rules modelled, as Apple documents them:
// - CADisplayLink (https://developer.apple.com/documentation/quartzcore/cadisplaylink): a link
//   added to a run loop calls its target once per frame until `invalidate()`; "the newly
//   constructed display link retains the target", and the run loop retains the link until it
//   is invalidated. Here the test ticks every link (`DisplayLinks.tick`), never a real display.
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

  /// Moves the clock forward one frame of `frameDuration` seconds and fires every link once.
  public static func tick(frameDuration: Double = 1.0 / 60) {
    MediaClock.now += frameDuration
    for link in running { link.fire(at: MediaClock.now, frameDuration: frameDuration) }
  }

  /// Ticks `count` frames.
  public static func tick(frames count: Int, frameDuration: Double = 1.0 / 60) {
    for _ in 0..<count { tick(frameDuration: frameDuration) }
  }
}
