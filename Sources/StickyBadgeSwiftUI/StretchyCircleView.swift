// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
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
  /// (``StretchyCircleConfiguration/maximumOffsetScale``).
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
      radius: Double = 24, color: Color = .accentColor,
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
      let height = radius * (2 + configuration.maximumOffsetScale)
      TimelineView(.animation(minimumInterval: nil, paused: !isAnimating)) { context in
        let outline = model.outline(
          at: context.date.timeIntervalSinceReferenceDate, radius: radius,
          configuration: configuration)
        Canvas { graphics, _ in
          graphics.fill(outline, with: .color(color))
        }
      }
      .frame(width: CGFloat(2 * radius), height: CGFloat(height), alignment: .top)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { value in
            if !isAnimating { isAnimating = true }
            model.drag(
              to: value.location, start: value.startLocation, time: value.time, radius: radius,
              configuration: configuration)
          }
          .onEnded { value in
            let (offset, settleDuration) = model.release(time: value.time)
            onRelease?(offset)
            // Stop the timeline once the spring has certainly settled.
            let model = model
            Task { @MainActor in
              try? await Task.sleep(nanoseconds: UInt64(settleDuration * 1_000_000_000))
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
    private(set) var isDragging = false

    func drag(
      to location: CGPoint, start: CGPoint, time: Date, radius: Double,
      configuration: StretchyCircleConfiguration
    ) {
      let now = time.timeIntervalSinceReferenceDate
      if blob == nil {
        blob = try? StretchyCircle(
          circle: Circle(center: Point(x: radius, y: radius), radius: radius),
          configuration: configuration)
      }
      if !isDragging {
        isDragging = true
        blob?.touchBegan(at: Point(x: Double(start.x), y: Double(start.y)), time: now)
      }
      blob?.touchMoved(to: Point(x: Double(location.x), y: Double(location.y)), time: now)
    }

    /// Lets go; returns the pulled distance and how long to keep drawing.
    func release(time: Date) -> (offset: Double, settleDuration: Double) {
      isDragging = false
      let offset = blob?.frame.offset ?? 0
      blob?.touchEnded(time: time.timeIntervalSinceReferenceDate)
      return (offset, 3 * (blob?.configuration.returnSpring.duration ?? 0.5))
    }

    func outline(
      at time: Double, radius: Double, configuration: StretchyCircleConfiguration
    ) -> Path {
      var path = Path()
      guard var blob else {
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius))
        return path
      }
      blob.advance(to: time)
      self.blob = blob
      for element in blob.frame.outline {
        switch element {
        case .move(let p): path.move(to: CGPoint(x: p.x, y: p.y))
        case .line(let p): path.addLine(to: CGPoint(x: p.x, y: p.y))
        case .quadCurve(let p, let c):
          path.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
        case .curve(let p, let c1, let c2):
          path.addCurve(
            to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
            control2: CGPoint(x: c2.x, y: c2.y))
        case .close: path.closeSubpath()
        }
      }
      return path
    }
  }
#endif
