@_spi(Fixture) import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// timeline views (https://developer.apple.com/documentation/swiftui/timelineview): "A view that
// updates according to a schedule that you provide"; its content is given the date of the
// update (TimelineViewDefaultContext.swift). The model's date is the UIKit model's media
// clock as seconds since the reference date; an unpaused animation schedule makes the host
// render again at every display frame.

/// A view redrawn on a schedule (Apple: TimelineView).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  private let schedule: Schedule
  private let content: (TimelineViewDefaultContext) -> Content

  /// A view whose `content` is made again at each date of `schedule`.
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { (self.schedule, self.content) = (schedule, content) }

  /// No content of its own: the model evaluates the content for the current date.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    if (schedule as? AnimationTimelineSchedule)?.paused == false {
      context.graph.wantsFrames = true
    }
    let now = TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: MediaClock.now))
    return context.child("content").render(content(now), proposal: proposal, place: place)
  }
}
