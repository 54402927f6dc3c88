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
      if let range {
        link.preferredFrameRateRange = CAFrameRateRange(
          minimum: Float(range.minimum), maximum: Float(range.maximum),
          preferred: Float(range.preferred))
      }
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    @objc private func fire(_ link: CADisplayLink) { if !tick(link) { stop() } }

    /// Stops ticking (the link lets go of this clock).
    func stop() { link?.invalidate() }
  }
#endif
