// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import UIKit

  /// A display link that calls `tick` every frame until stopped, or until `tick` returns
  /// false: it never keeps its owner alive, and outlives it, so that `tick` (capturing its
  /// owner weakly) can clean up once the owner is gone and return false.
  @MainActor
  final class FrameClock {
    private var link: CADisplayLink?

    /// Starts ticking, at `range` when given.
    init(range: FrameRateRange? = nil, tick: @escaping (CADisplayLink) -> Bool) {
      // The run loop holds the link and the link its target, which holds `tick`, until
      // `stop()` or `tick` returning false invalidates it.
      let target = ActionTarget { sender in
        guard let link = sender as? CADisplayLink else { return }
        if !tick(link) { link.invalidate() }
      }
      let link = CADisplayLink(target: target, selector: ActionTarget.selector)
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

    /// Stops ticking (the link lets go of this clock).
    func stop() { link?.invalidate() }
  }
#endif
