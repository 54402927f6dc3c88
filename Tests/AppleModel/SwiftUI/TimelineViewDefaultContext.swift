// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// what a timeline view's content is given
// (https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext): "the date
// from the schedule that triggered the update".

/// The moment a timeline view's content is made for (Apple: TimelineViewDefaultContext).
public struct TimelineViewDefaultContext: Sendable {
  /// The date of this update.
  public let date: Date
}
