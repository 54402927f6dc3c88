// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the animation schedule (https://developer.apple.com/documentation/swiftui/animationtimelineschedule):
// "A pausable schedule of dates updating at a frequency no more quickly than the provided
// interval"; with no interval, the model redraws at every display frame (each tick of the
// UIKit model's display links), and not at all while paused.

/// A schedule for animations: each frame unless paused (Apple: AnimationTimelineSchedule).
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// The shortest time between two redraws, `nil` for every frame.
  public let minimumInterval: Double?
  /// Whether the schedule has stopped.
  public let paused: Bool
}
