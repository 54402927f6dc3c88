/// QQ's "clear all" (一键退朝): when the group's own badge is dragged off, every
/// registered badge bursts in turn, a fixed interval apart, followed by one completion.
///
/// An app chooses only the interval; UIKit's `StickyBadgeGroup` and SwiftUI's
/// `StickyBadgeClearAll` take it, ``defaultInterval`` by default:
///
/// ```swift
/// let clearAll = StickyBadgeClearAll(interval: 2 * ClearAllSequence.defaultInterval)  // slower
/// ```
///
/// The sequence is a deterministic schedule, not a timer: the faces register their badges,
/// start it when the group badge is released to burst, and advance it from their frame
/// clock, which returns the steps that have come due, each with its exact time, so the
/// result does not depend on the frame rate. That part is the faces' own API
/// (`@_spi(Hosting)`).
public struct ClearAllSequence: Hashable, Sendable {
  /// The usual time between two bursts: 60 ms.
  public static let defaultInterval = 0.06

  /// The time between two bursts, in seconds.
  @_spi(Hosting) public var interval: Double
  /// How long one burst lasts; the completion comes this long after the last burst starts.
  @_spi(Hosting) public var burstDuration: Double

  /// The registered members, in the order they will burst.
  @_spi(Hosting) public private(set) var members: [Int] = []
  /// Whether the sequence has started and not yet completed.
  @_spi(Hosting) public private(set) var isRunning = false
  /// Whether the sequence has completed.
  @_spi(Hosting) public private(set) var isCompleted = false

  private var orders: [Double] = []
  private var scheduledMembers: [Int] = []
  private var scheduledTimes: [Double] = []
  private var nextIndex = 0
  private var lastDismissTime: Double?
  private var startTime = 0.0

  /// Creates an empty group; `interval` and `burstDuration` must be finite and not negative
  /// (other values are treated as 0).
  @_spi(Hosting) public init(
    interval: Double = ClearAllSequence.defaultInterval, burstDuration: Double = 0.35
  ) {
    self.interval = interval.isFinite ? Swift.max(0, interval) : 0
    self.burstDuration = burstDuration.isFinite ? Swift.max(0, burstDuration) : 0
  }

  /// Adds a badge, or moves it if already registered.
  ///
  /// Members burst in increasing `order` (for example their vertical position on
  /// screen, so the list clears from the top), registration order breaking ties.
  /// Members registered after `start(at:)` are not part of the running sequence.
  @_spi(Hosting) public mutating func register(member: Int, order: Double = 0) {
    unregister(member: member)
    let key = order.isFinite ? order : 0
    var index = orders.count
    while index > 0 && orders[index - 1] > key { index -= 1 }
    orders.insert(key, at: index)
    members.insert(member, at: index)
  }

  /// Removes a badge (dismissed on its own, or its cell went away); a removed member
  /// that has not burst yet is skipped by a running sequence.
  @_spi(Hosting) public mutating func unregister(member: Int) {
    removeFromMembers(member)
    // Only the steps not yet due: the ones passed are done.
    if isRunning, let index = scheduledMembers[nextIndex...].firstIndex(of: member) {
      scheduledMembers.remove(at: index)
      scheduledTimes.remove(at: index)
    }
  }

  /// Removes `member` from the registered members, if it is one.
  private mutating func removeFromMembers(_ member: Int) {
    if let index = members.firstIndex(of: member) {
      members.remove(at: index)
      orders.remove(at: index)
    }
  }

  /// Starts bursting the members, the first one at `time`; does nothing when already
  /// started (the completion is reported once).
  @_spi(Hosting) public mutating func start(at time: Double) {
    guard !isRunning, !isCompleted, time.isFinite else { return }
    isRunning = true
    startTime = time
    scheduledMembers = members
    scheduledTimes = []
    for index in members.indices { scheduledTimes.append(time + Double(index) * interval) }
    nextIndex = 0
    lastDismissTime = nil
  }

  /// When everything will have finished, if nothing changes: the last burst's end.
  @_spi(Hosting) public var expectedCompletionTime: Double? {
    guard isRunning else { return nil }
    guard let last = scheduledTimes.last else {
      return lastDismissTime.map { $0 + burstDuration } ?? startTime
    }
    return last + burstDuration
  }

  /// The steps due at or before `time`, in order, each with its exact time.
  @_spi(Hosting) public mutating func advance(to time: Double) -> [ClearAllEvent] {
    guard isRunning, time.isFinite else { return [] }
    var events: [ClearAllEvent] = []
    while nextIndex < scheduledTimes.count, scheduledTimes[nextIndex] <= time {
      let member = scheduledMembers[nextIndex]
      events.append(.dismiss(member: member, time: scheduledTimes[nextIndex]))
      lastDismissTime = scheduledTimes[nextIndex]
      nextIndex += 1
      removeFromMembers(member)
    }
    if nextIndex >= scheduledTimes.count {
      let completion = lastDismissTime.map { $0 + burstDuration } ?? startTime
      if completion <= time {
        events.append(.completed(time: completion))
        isRunning = false
        isCompleted = true
      }
    }
    return events
  }

  /// Resets a completed group so that it can run again with newly registered members.
  @_spi(Hosting) public mutating func reset() {
    isRunning = false
    isCompleted = false
    scheduledMembers = []
    scheduledTimes = []
    nextIndex = 0
    lastDismissTime = nil
  }

  /// The time at which the group badge was released to burst, if `frame` reports it:
  /// a `released` event in a frame whose phase is bursting or dismissed.
  ///
  /// A group badge dismissed from code (VoiceOver's Dismiss action) reports no release:
  /// start the sequence at the time passed to ``BadgeSession/dismiss(time:animated:isVisible:)``.
  @_spi(Hosting) public static func triggerTime(in frame: BadgeFrame) -> Double? {
    guard case .burst = ReleaseOutcome(phaseAfterRelease: frame.phase) else { return nil }
    return frame.events.first { $0.kind == .released }?.time
  }
}
