// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import StickyBadgeAppleSupport
  import SwiftUI

  /// The stretchy pull-down blob (the stretchy-circle write-up, 002): pull it down and its
  /// lower part stretches away, shrinking, joined by a smooth waist; let go and it springs
  /// back into a circle.
  ///
  /// ```swift
  /// StretchyCircleView(radius: 24, color: .blue) { offset in
  ///   if offset > 60 { refresh() }
  /// }
  /// ```
  ///
  /// The view is `2 × radius` wide and tall enough for the longest pull
  /// (``StretchyCircle/viewHeight(radius:configuration:)``).
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
      radius: Double = StretchyCircle.defaultRadius, color: Color = .accentColor,
      configuration: StretchyCircleConfiguration = StretchyCircleConfiguration(),
      onRelease: ((Double) -> Void)? = nil
    ) {
      self.radius = radius
      self.color = color
      self.configuration = configuration
      self.onRelease = onRelease
    }

    /// The blob, drawn each frame while it moves.
    public var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: !isAnimating)) { context in
        let outline = model.outline(
          at: context.date.timeIntervalSinceReferenceDate, radius: radius,
          configuration: configuration)
        Canvas { graphics, _ in graphics.fill(outline, with: .color(color)) }
      }
      .frame(
        width: CGFloat(radius + radius),
        height: CGFloat(StretchyCircle.viewHeight(radius: radius, configuration: configuration)),
        alignment: .top
      )
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { value in
            isAnimating = true
            model.drag(to: value.location, start: value.startLocation, time: value.time)
          }
          .onEnded { value in
            let (offset, settleDelay) = model.release(time: value.time)
            onRelease?(offset)
            // Stop the timeline once the spring has settled.
            let model = model
            Task { @MainActor in
              try? await Task.sleep(nanoseconds: UInt64(settleDelay * 1e9))  // seconds to ns
              if !model.isDragging { isAnimating = false }
            }
          }
      )
      .accessibilityHidden(true)
    }
  }

  /// The stretchy circle's state: a reference so that frames do not invalidate the view.
  @MainActor
  private final class StretchyCircleModel {
    private var blob: StretchyCircle?

    /// Whether a finger holds the blob.
    var isDragging: Bool { blob?.isDragging ?? false }

    func drag(to location: CGPoint, start: CGPoint, time: Date) {
      let now = time.timeIntervalSinceReferenceDate
      if !isDragging { blob?.touchBegan(at: Point(start), time: now) }
      blob?.touchMoved(to: Point(location), time: now)
    }

    /// Lets go; returns the pulled distance and how long until the blob is at rest.
    func release(time: Date) -> (offset: Double, settleDelay: Double) {
      let offset = blob?.frame.offset ?? 0
      let now = time.timeIntervalSinceReferenceDate
      blob?.touchEnded(time: now)
      return (offset, max(0, (blob?.settleTime ?? now) - now))
    }

    func outline(
      at time: Double, radius: Double, configuration: StretchyCircleConfiguration
    ) -> Path {
      if blob == nil {
        blob = try? StretchyCircle(
          circle: Circle(center: Point(x: radius, y: radius), radius: radius),
          configuration: configuration)
      }
      blob?.advance(to: time)
      return Path(CGPath.outline(blob?.frame.outline ?? []))
    }
  }
#endif
