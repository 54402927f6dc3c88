/// QQ's "clear all" (一键退朝) as a host runs it: when does it start, who takes part, in
/// which order, and when does each member burst.
///
/// Feed it the group badge's host events (``trigger(by:)``); when one triggers the
/// sequence, ``start(at:members:)`` with the members as they are now, then
/// ``advance(to:isBursting:)`` from a frame clock while ``needsFrames`` and dismiss each member at
/// the exact time of its ``ClearAllEvent/dismiss(member:time:)`` step.
///
/// It starts at the group badge's release to burst (``ClearAllSequence/triggerTime(in:)``,
/// reported by ``BadgeSession`` as ``BadgeHostEvent/released(_:time:)`` with
/// ``ReleaseOutcome/burst``) or, for a group badge dismissed from code without a release,
/// at its dismissal; exactly once until ``reset()``.
@_spi(Hosting) public struct ClearAllGroup: Hashable, Sendable {
  /// The schedule.
  public private(set) var sequence: ClearAllSequence
  /// The members this group dismissed whose burst may still run: the completion waits for them.
  private var dismissedMembers: [Int] = []
  /// The schedule's completion time, held until those members have finished bursting.
  private var heldCompletion: Double?

  /// Creates a group whose members burst `interval` seconds apart, each burst lasting
  /// `burstDuration` seconds (the members' ``BurstConfiguration/duration``).
  public init(interval: Double = ClearAllSequence.defaultInterval, burstDuration: Double) {
    sequence = ClearAllSequence(interval: interval, burstDuration: burstDuration)
  }

  /// Whether the host must call ``advance(to:isBursting:)`` from a frame clock: the sequence
  /// runs, or its completion waits for the last bursts.
  public var needsFrames: Bool { sequence.isRunning || heldCompletion != nil }

  /// The time at which `event`, reported by the group badge's session, starts the
  /// sequence, or `nil` when it does not (or the sequence already started).
  public func trigger(by event: BadgeHostEvent) -> Double? {
    guard !sequence.isRunning, !sequence.isCompleted else { return nil }
    switch event {
    case .released(.burst, let time), .dismissed(let time): return time
    case .released(.returnHome, _), .drag, .haptic, .prepareHaptics, .presentation: return nil
    }
  }

  /// Starts the sequence at `time` with `members`: those already dismissed are skipped,
  /// the others burst top to bottom by ``ClearAllMember/screenOrder``, off-screen ones last,
  /// ties in the order given. Does nothing once started.
  public mutating func start(at time: Double, members: [ClearAllMember]) {
    guard !sequence.isRunning, !sequence.isCompleted else { return }
    for member in sequence.members { sequence.unregister(member: member) }
    for member in members where !member.isDismissed {
      sequence.register(
        member: member.id, order: member.screenOrder ?? .greatestFiniteMagnitude)
    }
    sequence.start(at: time)
  }

  /// A member went away (its badge was freed, or dismissed on its own): a running
  /// sequence skips it.
  public mutating func remove(member: Int) {
    sequence.unregister(member: member)
    if let index = dismissedMembers.firstIndex(of: member) { dismissedMembers.remove(at: index) }
  }

  /// The steps due at or before `time`, each at its exact time, and the completion, once.
  ///
  /// The completion is the app's last word: it comes once the schedule's last burst has had its
  /// duration and every member the group dismissed has finished bursting: `isBursting(member)`
  /// is false once that member's burst no longer plays (the host answers from the member's
  /// session: its phase is no longer ``DragPhase/bursting``, or it no longer draws in the
  /// overlay), and for a member it does not know. After a long frame every remaining member is due at once and
  /// each reports its own dismissal in its own next frame, so the completion comes at a later
  /// advance, still with the schedule's time. It never comes in the advance that dismissed
  /// members (the host has yet to dismiss them); without `isBursting` (a schedule alone, as in
  /// a test) it comes at the next advance.
  public mutating func advance(
    to time: Double, isBursting: (Int) -> Bool = { _ in false }
  ) -> [ClearAllEvent] {
    var stillBursting: [Int] = []
    for member in dismissedMembers where isBursting(member) { stillBursting.append(member) }
    dismissedMembers = stillBursting
    var steps: [ClearAllEvent] = []
    for step in sequence.advance(to: time) {
      switch step {
      case .dismiss(let member, _):
        dismissedMembers.append(member)
        steps.append(step)
      case .completed(let completion):
        heldCompletion = completion
      }
    }
    if let completion = heldCompletion, dismissedMembers.isEmpty {
      steps.append(.completed(time: completion))
      heldCompletion = nil
    }
    return steps
  }

  /// Lets the group run again (a new batch of unread messages).
  public mutating func reset() {
    sequence.reset()
    dismissedMembers = []
    heldCompletion = nil
  }
}
