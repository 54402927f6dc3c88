// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import SwiftUI

  /// One badge's ``BadgeSession``, fed by the badge view and advanced by the overlay.
  ///
  /// A reference type that SwiftUI does not observe, so advancing it inside a `Canvas`
  /// renderer does not invalidate views; what views must see (the presentation, the
  /// dismissal) is passed on asynchronously, never during a view update.
  @MainActor
  final class StickyBadgeSession {
    /// Every decision about the badge, in the overlay host's coordinates.
    var core = BadgeSession()
    /// The fill colour.
    var color = Color.red
    /// The label, if any.
    var labelText: String?
    /// The label's font size at rest.
    var labelFontSize = CGFloat(BadgeMetrics.defaultLabelFontSize)
    /// Called once per dismissal.
    var onDismiss: (() -> Void)?
    /// What VoiceOver announces once dismissed.
    var dismissedAnnouncement: String?
    /// Told (asynchronously) how the badge is shown from now on.
    var onPresentationChange: ((BadgePresentation) -> Void)?
    private let platform = PlatformFeedback()

    /// Feeds one `DragGesture.onChanged` (locations in the overlay host's coordinates).
    func dragMoved(to location: CGPoint, from start: CGPoint, time: Date) {
      core.dragMoved(
        to: Point(location), from: Point(start), time: time.timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// Feeds `DragGesture.onEnded`.
    func dragEnded(at location: CGPoint, from start: CGPoint, time: Date) {
      core.dragEnded(
        at: Point(location), from: Point(start), time: time.timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// The gesture stopped without `onEnded` (SwiftUI's cancellation): the badge goes home.
    func dragCancelled(time: Date) {
      core.pan(
        .cancelled, location: .zero, translation: .zero, time: time.timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// Dismisses from code (VoiceOver's action).
    func dismiss(at time: Date) {
      core.dismiss(time: time.timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// The count changed: a dismissed badge that shows something again comes back.
    func contentChanged(isVisible: Bool) {
      core.contentChanged(isVisible: isVisible, time: Date().timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// The view went away or the app went to the background.
    func interrupt(_ reason: InterruptionReason) {
      core.interrupt(reason, time: Date().timeIntervalSinceReferenceDate)
      handleEvents()
    }

    /// Advances to `time` and returns what to draw, or `nil` when the overlay draws nothing.
    func drawing(at time: Double) -> BadgeDrawing? {
      core.advance(to: time)
      handleEvents()
      guard let frame = core.frame else { return nil }
      let label = labelText.map {
        Text($0)
          .font(.system(size: labelFontSize * frame.label.scale, weight: .semibold))
          .foregroundColor(.white)
      }
      return BadgeDrawing(frame: frame, color: color, label: label)
    }

    private func handleEvents() {
      for event in core.takeEvents() {
        switch event {
        case .haptic(let cue): platform.play(cue)
        case .prepareHaptics: platform.prepare()
        case .dismissed:
          let (onDismiss, announcement, platform) = (onDismiss, dismissedAnnouncement, platform)
          // Never call out of a view update: the app's callback may change state.
          Task { @MainActor in
            if let announcement { platform.announce(announcement) }
            onDismiss?()
          }
        case .presentation(let presentation):
          let onPresentationChange = onPresentationChange
          Task { @MainActor in onPresentationChange?(presentation) }
        case .drag, .released: break
        }
      }
    }
  }

  /// Everything needed to draw one badge frame, as plain values.
  struct BadgeDrawing {
    var frame: BadgeFrame
    var color: Color
    /// The label, already styled at the frame's scale (built on the main actor).
    var label: Text?
  }

  extension Point {
    /// The core point for a Core Graphics point.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The Core Graphics point for this core point.
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  }

  extension Path {
    /// The path of a core outline (`M`, `L`, `Q`, `C`, `Z` map one to one).
    init(_ outline: [PathElement]) {
      self.init()
      for element in outline {
        switch element {
        case .move(let p): move(to: p.cgPoint)
        case .line(let p): addLine(to: p.cgPoint)
        case .quadCurve(let p, let c): addQuadCurve(to: p.cgPoint, control: c.cgPoint)
        case .curve(let p, let c1, let c2):
          addCurve(to: p.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
        case .close: closeSubpath()
        }
      }
    }
  }

  extension GraphicsContext {
    /// Draws a badge frame: the outline, the particles and the label.
    func draw(_ drawing: BadgeDrawing) {
      let frame = drawing.frame
      var layer = self
      layer.opacity = frame.opacity
      layer.fill(Path(frame.outline), with: .color(drawing.color))
      for particle in frame.particles {
        let r = particle.radius
        layer.opacity = particle.opacity
        layer.fill(
          Path(
            ellipseIn: CGRect(
              x: particle.center.x - r, y: particle.center.y - r, width: 2 * r, height: 2 * r)),
          with: .color(drawing.color))
      }
      if let label = drawing.label {
        layer.opacity = frame.label.opacity * frame.opacity
        layer.draw(label, at: frame.label.center.cgPoint, anchor: .center)
      }
    }
  }
#endif
