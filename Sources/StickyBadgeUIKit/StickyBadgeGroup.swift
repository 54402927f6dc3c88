// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// QQ's "clear all": when the group's own badge (say, the total on a tab or a header)
  /// is dragged off, every registered badge bursts in turn, top to bottom, and
  /// ``onComplete`` is called once when the last burst has finished.
  ///
  /// ```swift
  /// let group = StickyBadgeGroup(groupBadge: totalBadge.controller)
  /// group.register(cell.badge.controller)        // in cellForRowAt
  /// group.onComplete = { [weak self] in self?.markEverythingRead() }
  /// ```
  ///
  /// The schedule is a ``ClearAllSequence`` from the core, driven by a display link
  /// while it runs, so each burst starts at its exact time whatever the frame rate.
  @MainActor
  public final class StickyBadgeGroup {
    /// The time between two bursts, in seconds.
    public let interval: Double
    /// Called once when every member has burst and the last burst has finished.
    public var onComplete: (() -> Void)?

    private weak var groupBadge: StickyBadgeController?
    private var sequence: ClearAllSequence
    private var members: [Int: WeakController] = [:]
    private var nextIdentifier = 0
    private var displayLink: CADisplayLink?

    /// Creates a group triggered by `groupBadge`'s dismissal.
    public init(groupBadge: StickyBadgeController, interval: Double = 0.06) {
      self.groupBadge = groupBadge
      self.interval = interval
      sequence = ClearAllSequence(
        interval: interval, burstDuration: groupBadge.configuration.burst.duration)
      groupBadge.groupObservers.append { [weak self, weak groupBadge] event in
        guard let self, let groupBadge else { return }
        // Released to burst: a release after which the badge is bursting.
        if event.kind == .released, groupBadge.phase == .bursting || groupBadge.phase == .dismissed
        {
          self.start(at: event.time)
        } else if event.kind == .dismissed, !self.sequence.isRunning, !self.sequence.isCompleted {
          // Dismissed from code (VoiceOver) without a release.
          self.start(at: event.time)
        }
      }
    }

    /// Adds a badge to the group (again after its cell was reused: it is moved, not duplicated).
    public func register(_ controller: StickyBadgeController) {
      unregister(controller)
      let identifier = nextIdentifier
      nextIdentifier += 1
      members[identifier] = WeakController(controller: controller)
      sequence.register(member: identifier, order: Self.screenOrder(of: controller))
    }

    /// Top to bottom on screen; badges not in a window (cells scrolled away) go last.
    private static func screenOrder(of controller: StickyBadgeController) -> Double {
      guard let view = controller.view, view.window != nil else { return .greatestFiniteMagnitude }
      return Double(view.convert(CGPoint.zero, to: nil).y)
    }

    /// Removes a badge from the group.
    public func unregister(_ controller: StickyBadgeController) {
      for (identifier, member) in members
      where member.controller === controller || member.controller == nil {
        members[identifier] = nil
        sequence.unregister(member: identifier)
      }
    }

    private func start(at time: Double) {
      guard !sequence.isRunning, !sequence.isCompleted else { return }
      // Members already dismissed on their own are skipped; the others are ordered by where
      // they are now (at registration a cell is usually not on screen yet).
      for (identifier, member) in members.sorted(by: { $0.key < $1.key }) {
        if let controller = member.controller, !controller.isDismissed {
          sequence.register(member: identifier, order: Self.screenOrder(of: controller))
        } else {
          members[identifier] = nil
          sequence.unregister(member: identifier)
        }
      }
      sequence.start(at: time)
      let proxy = GroupDisplayLinkProxy(owner: self)
      let link = CADisplayLink(target: proxy, selector: #selector(GroupDisplayLinkProxy.tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
      advance(to: time)
    }

    fileprivate func advance(to time: Double) {
      for event in sequence.advance(to: time) {
        switch event {
        case .dismiss(let member, let time):
          members[member]?.controller?.dismiss(at: time)
        case .completed:
          displayLink?.invalidate()
          displayLink = nil
          onComplete?()
        }
      }
    }

    /// Lets the group run again after its members were reset (a new batch of unread messages).
    public func reset() {
      displayLink?.invalidate()
      displayLink = nil
      sequence.reset()
    }
  }

  @MainActor
  private struct WeakController {
    weak var controller: StickyBadgeController?
  }

  @MainActor
  private final class GroupDisplayLinkProxy: NSObject {
    weak var owner: StickyBadgeGroup?

    init(owner: StickyBadgeGroup) { self.owner = owner }

    @objc func tick(_ link: CADisplayLink) {
      guard let owner else {
        link.invalidate()
        return
      }
      owner.advance(to: link.timestamp)
    }
  }
#endif
