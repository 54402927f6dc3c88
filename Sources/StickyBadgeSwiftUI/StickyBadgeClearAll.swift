// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS): the
// SwiftUI "clear all" is UIKit's StickyBadgeGroup. On Linux, against the models the tests run.
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeUIKit

  /// QQ's "clear all" in SwiftUI: drag the total badge off and every member badge bursts in
  /// turn, top to bottom, each one dismissed as if the user had dragged it away.
  ///
  /// Own one per list (in `@State`, or in your store) and hand it to the badges: the total
  /// with `.stickyBadge(count:clearingAll:onComplete:)`, each row's badge with
  /// `.stickyBadge(count:clearAll:)`. Each member's dismissal reaches the app as a drag would
  /// (a bound count goes to 0, `onDismiss` is called), so the total counts down; it stays
  /// gone meanwhile. Rows removed on the way are skipped. When the last burst has finished
  /// the total's `onComplete` is called once, and the next batch of unread messages shows the
  /// total again, ready to clear all again.
  ///
  /// It is UIKit's `StickyBadgeGroup`: the core's ``ClearAllGroup`` decides when it starts,
  /// who takes part and in which order.
  @MainActor
  public final class StickyBadgeClearAll {
    /// The time between two bursts, in seconds.
    public let interval: Double
    /// The UIKit group, made when the total's badge view is made.
    private var group: StickyBadgeGroup?
    /// The total's badge, which triggers `group`.
    private weak var total: StickyBadgeController?
    /// The members' badges, held weakly, kept for a total made after them.
    private var members: [() -> StickyBadgeController?] = []
    /// The app's latest completion callback (the total's `onComplete`).
    var onComplete: () -> Void = {}

    /// Creates a clear all whose badges burst `interval` seconds apart.
    public init(interval: Double = ClearAllSequence.defaultInterval) {
      self.interval = interval
    }

    /// Makes `controller`, the total's badge, the one whose dismissal clears all.
    func setTotal(_ controller: StickyBadgeController) {
      let group = StickyBadgeGroup(groupBadge: controller, interval: interval)
      // On the next turn, as members' dismissals: not inside a SwiftUI update or a frame.
      group.onComplete = { [weak self] in
        Task { @MainActor in
          guard let self else { return }
          self.group?.reset()  // the next batch of unread messages can be cleared again
          self.onComplete()
        }
      }
      for member in members { member().map(group.register) }
      (self.group, total) = (group, controller)
    }

    /// Forgets the total's badge when it leaves the screen (a clear all under way stops).
    func removeTotal(_ controller: StickyBadgeController) {
      guard total === controller else { return }
      group?.reset()
      (group, total) = (nil, nil)
    }

    /// Adds a member's badge (once: registering it again does not duplicate it).
    func register(_ controller: StickyBadgeController) {
      unregister(controller)
      members.append { [weak controller] in controller }
      group?.register(controller)
    }

    /// Removes a member's badge (its row left the screen): a clear all under way skips it.
    func unregister(_ controller: StickyBadgeController) {
      members.removeAll { $0() == nil || $0() === controller }
      group?.unregister(controller)
    }
  }
#endif
