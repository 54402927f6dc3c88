// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI

  /// The stretchy pull-down blob (the stretchy-circle write-up, 002): pull it down and its
  /// lower part stretches away, shrinking, joined by a smooth waist; let go and it springs
  /// back into a circle.
  ///
  /// The view is `2 × radius` wide and tall enough for the longest pull
  /// (``StretchyCircleSession/viewHeight(radius:configuration:)``); a
  /// ``StretchyCircleSession`` drives it.
  public struct StretchyCircleView: View {
    private let radius: Double
    private let color: Color
    private let configuration: StretchyCircleConfiguration
    private let onRelease: ((Double) -> Void)?
    @State private var model = StretchyCircleModel()
    @State private var isAnimating = false

    /// Creates a stretchy circle.
    ///
    /// - Parameters:
    ///   - radius: The resting circle's radius, in points.
    ///   - color: The fill colour.
    ///   - configuration: How far it stretches and how it springs back.
    ///   - onRelease: Called with the pulled distance when the finger lifts.
    public init(
      radius: Double = StretchyCircleSession.defaultRadius, color: Color = .accentColor,
      configuration: StretchyCircleConfiguration = StretchyCircleConfiguration(),
      onRelease: ((Double) -> Void)? = nil
    ) {
      (self.radius, self.color, self.configuration) = (radius, color, configuration)
      self.onRelease = onRelease
    }

    /// The blob, drawn each frame while it moves.
    public var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: !isAnimating)) { context in
        let outline = model.outline(
          radius: radius, configuration: configuration,
          at: context.date.timeIntervalSinceReferenceDate)
        Canvas { graphics, _ in graphics.fill(Path(CGPath.outline(outline)), with: .color(color)) }
      }
      .frame(
        width: radius + radius,
        height: StretchyCircleSession.viewHeight(radius: radius, configuration: configuration),
        alignment: .top
      )
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: StretchyCircleSession.dragRecognitionDistance)
          .onChanged { value in
            isAnimating = true
            model.session?.dragMoved(
              to: Point(value.location), from: Point(value.startLocation),
              time: value.time.timeIntervalSinceReferenceDate)
          }
          .onEnded { value in
            let time = value.time.timeIntervalSinceReferenceDate
            guard let (offset, settleDelay) = model.session?.dragEnded(time: time) else { return }
            onRelease?(offset)
            // Let the timeline pause once the spring has settled (unless pulled again).
            let model = model
            Task { @MainActor in
              try? await Task.sleep(nanoseconds: UInt64(settleDelay * 1e9))  // seconds to ns
              isAnimating =
                model.session?.needsFrames(at: Date().timeIntervalSinceReferenceDate) ?? false
            }
          }
      )
      .accessibilityHidden(true)
    }
  }

  /// The stretchy circle's state: a reference so that frames do not invalidate the view.
  @MainActor
  private final class StretchyCircleModel {
    /// The blob's session, made at the first frame, when the view's radius is known, and
    /// made again when the view is given another radius or configuration.
    var session: StretchyCircleSession?

    /// Makes the session for `radius` and `configuration` if there is none or it was made
    /// for others (at the top of the view), advances it to `time` and returns its outline.
    func outline(radius: Double, configuration: StretchyCircleConfiguration, at time: Double)
      -> [PathElement]
    {
      if session?.needsReplacement(radius: radius, configuration: configuration) ?? true {
        session = try? StretchyCircleSession(radius: radius, configuration: configuration)
      }
      session?.advance(to: time)
      // The view reports releases by `dragEnded`'s result: events are forgotten.
      if session?.hasEvents == true { _ = session?.takeEvents() }
      return session?.frame.outline ?? []
    }
  }
#endif
