// Compiled where SwiftUI exists (iOS, macOS, visionOS, ...), and on Linux against the SwiftUI
// model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI)
  @_spi(Hosting) import StickyBadge
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
    /// Whether a finger holds the blob: SwiftUI resets it when the drag ends or the system
    /// cancels it (an incoming call), when `onEnded` is not called.
    @GestureState private var isPulling = false

    /// Creates a stretchy circle.
    ///
    /// - Parameters:
    ///   - radius: The resting circle's radius, in points.
    ///   - color: The fill colour.
    ///   - configuration: How far it stretches and how it springs back.
    ///   - onRelease: Called with the pulled distance when the finger lifts (not when the
    ///     system cancels the pull: the blob then springs back without it).
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
        let time = context.date.timeIntervalSinceReferenceDate
        let outline = model.outline(
          radius: radius, configuration: configuration, isPulling: isPulling, at: time)
        let _ = model.isAtRest ? pauseOnNextTurn() : ()
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
          .updating($isPulling) { _, pulling, _ in pulling = true }
          .onChanged { value in
            isAnimating = true
            model.session?.dragMoved(
              to: Point(value.location), from: Point(value.startLocation),
              time: value.time.timeIntervalSinceReferenceDate)
          }
          .onEnded { value in
            let time = value.time.timeIntervalSinceReferenceDate
            guard let (offset, _) = model.session?.dragEnded(time: time) else { return }
            onRelease?(offset)
          }
      )
      .accessibilityHidden(true)
    }

    /// Pauses the timeline once the blob is at rest, on the next turn: not during the update
    /// that found it at rest (unless a finger took hold again meanwhile).
    private func pauseOnNextTurn() {
      guard model.asksToPause() else { return }
      Task { @MainActor in
        if model.isAtRest { isAnimating = false }
      }
    }
  }

  /// The stretchy circle's state: a reference so that frames do not invalidate the view.
  @MainActor
  private final class StretchyCircleModel {
    /// The blob's session, made at the first frame, when the view's radius is known, and
    /// made again when the view is given another radius or configuration.
    var session: StretchyCircleSession?
    /// The time of the latest frame.
    private var time = 0.0
    /// Whether the view was asked to pause since the blob last needed frames.
    private var pauseAsked = false

    /// Whether the blob is still at the latest frame: no finger holds it and its spring has
    /// settled.
    var isAtRest: Bool { !(session?.needsFrames(at: time) ?? false) }

    /// Makes the session for `radius` and `configuration` if there is none or it was made
    /// for others (at the top of the view), lets it go if it is held while no gesture holds
    /// it (`isPulling` reset: the system cancelled the drag, so `onEnded` was not called; it
    /// springs back, reporting no release), advances it to `time` and returns its outline.
    func outline(
      radius: Double, configuration: StretchyCircleConfiguration, isPulling: Bool, at time: Double
    ) -> [PathElement] {
      if session?.needsReplacement(radius: radius, configuration: configuration) ?? true {
        session = try? StretchyCircleSession(radius: radius, configuration: configuration)
      }
      if !isPulling, session?.isDragging == true { session?.touchEnded(time: time) }
      session?.advance(to: time)
      self.time = time
      if !isAtRest { pauseAsked = false }
      // The view reports releases by `dragEnded`'s result: events are forgotten.
      if session?.hasEvents == true { _ = session?.takeEvents() }
      return session?.frame.outline ?? []
    }

    /// Whether the view should ask to pause now: once each time the blob comes to rest.
    func asksToPause() -> Bool {
      defer { pauseAsked = true }
      return !pauseAsked
    }
  }
#endif
