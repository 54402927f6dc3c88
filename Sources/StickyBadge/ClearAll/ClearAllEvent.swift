/// One step of a "clear all" sequence, at the exact time it is due.
@_spi(Hosting) public enum ClearAllEvent: Hashable, Sendable {
  /// Dismiss the member with this identifier now: call its session's
  /// ``BadgeSession/dismiss(time:animated:isVisible:)`` with `time`.
  case dismiss(member: Int, time: Double)
  /// Every member has burst and its burst has finished; reported exactly once.
  case completed(time: Double)

  /// When the step is due.
  public var time: Double {
    switch self {
    case .dismiss(_, let time), .completed(let time): time
    }
  }
}
