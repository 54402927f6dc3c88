// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import UIKit

  /// QQ's "clear all": when the group's own badge (say, the total on a tab or a header)
  /// is dragged off, every registered badge bursts in turn, top to bottom, and
  /// ``onComplete`` is called once when the last burst has finished.
  ///
  /// When it starts, who takes part and in which order is decided by the core's
  /// ``ClearAllGroup``; a display link drives its schedule while it runs, so each burst
  /// starts at its exact time whatever the frame rate.
  @MainActor
  public final class StickyBadgeGroup {
    /// The time between two bursts, in seconds.
    public var interval: Double { group.sequence.interval }
    /// Called once when every member has burst and the last burst has finished.
    public var onComplete: (() -> Void)?

    private var group: ClearAllGroup
    /// The members in registration order, each by its controller's identity, held weakly.
    private var members: [(id: Int, controller: () -> StickyBadgeController?)] = []
    private var clock: FrameClock?

    /// Creates a group triggered by `groupBadge`'s release to burst (or its dismissal).
    public init(
      groupBadge: StickyBadgeController, interval: Double = ClearAllSequence.defaultInterval
    ) {
      group = ClearAllGroup(
        interval: interval, burstDuration: groupBadge.configuration.burst.duration)
      groupBadge.observers.append { [weak self] event in
        guard let self, let time = self.group.trigger(by: event) else { return }
        self.start(at: time)
      }
      groupBadge.showsAgain = { [weak self] isVisible in
        self?.group.groupBadgeShows(isVisible: isVisible) ?? isVisible
      }
    }

    /// Adds a badge to the group (again after its cell was reused: it is moved, not duplicated).
    public func register(_ controller: StickyBadgeController) {
      unregister(controller)
      members.append(
        (Int(bitPattern: ObjectIdentifier(controller)), { [weak controller] in controller }))
    }

    /// Removes a badge from the group (and every member that was freed).
    public func unregister(_ controller: StickyBadgeController) {
      for member in members where member.controller() == nil || member.controller() === controller {
        group.remove(member: member.id)
      }
      members.removeAll { $0.controller() == nil || $0.controller() === controller }
    }

    private func start(at time: Double) {
      // Where each badge is now: at registration a cell is usually not on screen yet.
      let current = members.compactMap { id, controller in
        controller().map { controller in
          ClearAllMember(
            id: id,
            placement: controller.view?.screenPlacement
              ?? ScreenPlacement(
                frame: nil, visibleArea: PaintRect(x: 0, y: 0, width: 0, height: 0)),
            isDismissed: controller.isDismissed)
        }
      }
      group.start(at: time, members: current)
      guard advance(to: time) else { return }
      clock = FrameClock { [weak self] link in self?.advance(to: link.timestamp) ?? false }
    }

    /// Dismisses the members due by `time`; returns whether the group needs more frames.
    private func advance(to time: Double) -> Bool {
      let isBursting = { (id: Int) in
        self.members.first { $0.id == id }?.controller()?.phase == .bursting
      }
      for event in group.advance(to: time, isBursting: isBursting) {
        switch event {
        case .dismiss(let member, let time):
          members.first { $0.id == member }?.controller()?.dismiss(at: time)
        case .completed: onComplete?()
        }
      }
      return group.needsFrames
    }

    /// Lets the group run again after its members were reset (a new batch of unread messages).
    public func reset() {
      clock?.stop()
      group.reset()
    }
  }
#endif
