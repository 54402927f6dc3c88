// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// A display link that calls `tick` every frame until stopped, or until `tick` returns
  /// false (its owner is gone): it never keeps its owner alive.
  @MainActor
  final class FrameClock: NSObject {
    private var link: CADisplayLink?
    private let tick: (CADisplayLink) -> Bool

    /// Starts ticking, at `range` when given.
    init(range: FrameRateRange? = nil, tick: @escaping (CADisplayLink) -> Bool) {
      self.tick = tick
      super.init()
      let link = CADisplayLink(target: self, selector: #selector(fire(_:)))
      link.add(to: .main, forMode: .common)
      self.link = link
      self.range = range
      range.map(request)
    }

    /// The frame rate range the link asks for; set it on every tick from the session, since
    /// the range changes with the phase (a burst asks for less than a drag).
    var range: FrameRateRange? {
      didSet { if let range, oldValue.map({ $0 != range }) ?? true { request(range) } }
    }

    // Property observers do not run in init, which calls this itself.
    private func request(_ range: FrameRateRange) {
      link?.preferredFrameRateRange = CAFrameRateRange(
        minimum: Float(range.minimum), maximum: Float(range.maximum),
        preferred: Float(range.preferred))
    }

    @objc private func fire(_ link: CADisplayLink) { if !tick(link) { stop() } }

    /// Stops ticking (the link lets go of this clock).
    func stop() { link?.invalidate() }
  }
#endif
