// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// timeline schedules (https://developer.apple.com/documentation/swiftui/timelineschedule).

/// When a timeline view redraws (Apple: TimelineSchedule); the model has the animation one.
public protocol TimelineSchedule: Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame, or none while `paused` (Apple: `.animation(minimumInterval:paused:)`).
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}
