// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import StickyBadge
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// One badge's drag: the engine, the gesture translator and the once-only dismissal.
  ///
  /// A reference type that SwiftUI does not observe, so advancing the engine inside a
  /// `Canvas` renderer does not invalidate views; state changes that views must see
  /// (dragging started, dismissed) go through `onPhaseChange`, always asynchronously.
  @MainActor
  final class StickyBadgeSession {
    let id = UUID()
    var configuration = StickyBadgeConfiguration()
    var color = Color.red
    var labelColor = Color.white
    var labelText: String?
    var labelFontSize: CGFloat = 13
    var onDismiss: (() -> Void)?
    var onEvent: ((DragEvent) -> Void)?
    var dismissedAnnouncement: String?
    /// Told (asynchronously) when the badge starts or stops being drawn by the overlay.
    var onPhaseChange: ((DragPhase) -> Void)?

    private(set) var engine: StickyBadgeEngine?
    private var translator = PanGestureTranslator()
    private(set) var hasReportedDismissal = false
    private var lastReportedPhase = DragPhase.resting
    #if canImport(UIKit)
      private let impact = UIImpactFeedbackGenerator(style: .medium)
      private let softImpact = UIImpactFeedbackGenerator(style: .light)
      private let notification = UINotificationFeedbackGenerator()
    #endif

    /// Whether the overlay must draw this badge now.
    var isInOverlay: Bool { engine.map { HostPolicy.drawsInOverlay(in: $0.phase) } ?? false }

    /// Creates a resting engine for `shape` (in the overlay host's coordinates).
    func prepare(shape: BadgeShape) -> Bool {
      if let engine, engine.phase != .resting { return true }
      guard !hasReportedDismissal else { return false }
      engine = try? StickyBadgeEngine(badge: shape, configuration: configuration)
      return engine != nil
    }

    /// Feeds one drag callback (locations in the overlay host's coordinates).
    func drag(_ phase: PanGesturePhase, location: CGPoint, start: CGPoint, time: Date) {
      guard engine != nil else { return }
      let location = Point(x: Double(location.x), y: Double(location.y))
      let translation = location - Point(x: Double(start.x), y: Double(start.y))
      translator.apply(
        phase, location: location, translation: translation,
        time: time.timeIntervalSinceReferenceDate, to: &engine!)
      #if canImport(UIKit)
        if phase == .began {
          impact.prepare()
          notification.prepare()
        }
      #endif
      advance(to: time.timeIntervalSinceReferenceDate)
    }

    /// Whether a drag is in progress.
    var isTracking: Bool { translator.isTracking }

    /// Dismisses from code (VoiceOver, clear all) at `time`.
    func dismiss(at time: Date) {
      guard !hasReportedDismissal, engine != nil || lastShape.map({ prepare(shape: $0) }) == true
      else { return }
      engine?.dismiss(time: time.timeIntervalSinceReferenceDate)
      advance(to: time.timeIntervalSinceReferenceDate)
    }

    /// The last shape the badge view reported, for a dismissal before any drag.
    var lastShape: BadgeShape?

    /// Brings a dismissed badge back (a new count).
    func reset() {
      engine = nil
      translator = PanGestureTranslator()
      hasReportedDismissal = false
      report(.resting)
    }

    /// The view went away or the app went to the background mid-animation: a drag or a
    /// return ends at home, a burst that started counts as a dismissal (reported once).
    func interrupt() {
      guard let engine else { return }
      switch HostPolicy.interruptionOutcome(for: engine.phase) {
      case .none:
        return
      case .restore:
        self.engine = nil
        translator = PanGestureTranslator()
        report(.resting)
      case .dismiss:
        translator = PanGestureTranslator()
        if !hasReportedDismissal {
          hasReportedDismissal = true
          let onDismiss = onDismiss
          let onEvent = onEvent
          let event = DragEvent(.dismissed, at: engine.currentTime)
          Task { @MainActor in
            onEvent?(event)
            onDismiss?()
          }
        }
        self.engine = nil
        report(.dismissed)
      }
    }

    /// Advances the engine and handles its events; returns the frame to draw.
    @discardableResult
    func advance(to time: Double) -> BadgeFrame? {
      guard var engine else { return nil }
      engine.advance(to: time)
      self.engine = engine
      let frame = engine.frame
      for event in frame.events {
        if event.kind == .dismissed {
          if hasReportedDismissal { continue }
          hasReportedDismissal = true
        }
        let onEvent = onEvent
        let onDismiss = onDismiss
        let announcement = dismissedAnnouncement
        // Never call out of a view update: the app's callbacks may change state.
        Task { @MainActor in
          onEvent?(event)
          if event.kind == .dismissed {
            #if canImport(UIKit)
              if UIAccessibility.isVoiceOverRunning, let announcement {
                UIAccessibility.post(notification: .announcement, argument: announcement)
              }
            #endif
            onDismiss?()
          }
        }
      }
      #if canImport(UIKit)
        for cue in HostPolicy.hapticCues(for: frame) {
          switch cue {
          case .snap: impact.impactOccurred()
          case .reattach: softImpact.impactOccurred()
          case .burst: notification.notificationOccurred(.success)
          }
        }
      #endif
      report(frame.phase)
      return frame
    }

    private func report(_ phase: DragPhase) {
      let drawn = HostPolicy.drawsInOverlay(in: phase)
      let wasDrawn = HostPolicy.drawsInOverlay(in: lastReportedPhase)
      let changed = drawn != wasDrawn || (phase == .dismissed) != (lastReportedPhase == .dismissed)
      lastReportedPhase = phase
      guard changed else { return }
      let onPhaseChange = onPhaseChange
      Task { @MainActor in onPhaseChange?(phase) }
    }
  }

  /// Everything needed to draw one badge frame, as plain values.
  struct BadgeDrawing {
    var frame: BadgeFrame
    var color: Color
    /// The label, already styled at the frame's scale (built on the main actor).
    var label: Text?
  }

  extension StickyBadgeSession {
    /// Advances to `time` and returns what to draw, or `nil` when nothing is drawn.
    func drawing(at time: Double) -> BadgeDrawing? {
      guard let frame = advance(to: time), frame.phase != .dismissed else { return nil }
      let label = labelText.map {
        Text($0)
          .font(.system(size: labelFontSize * frame.label.scale, weight: .semibold))
          .foregroundColor(labelColor)
      }
      return BadgeDrawing(frame: frame, color: color, label: label)
    }
  }

  extension GraphicsContext {
    /// Draws a badge frame: the outline, the particles and the label.
    func draw(_ drawing: BadgeDrawing) {
      let frame = drawing.frame
      var path = Path()
      for element in frame.outline {
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
      var layer = self
      layer.opacity = frame.opacity
      layer.fill(path, with: .color(drawing.color))
      for particle in frame.particles {
        let r = particle.radius
        layer.opacity = particle.opacity
        layer.fill(
          Path(
            ellipseIn: CGRect(
              x: particle.center.x - r, y: particle.center.y - r, width: 2 * r, height: 2 * r)),
          with: .color(drawing.color))
      }
      if let label = drawing.label, frame.label.opacity > 0 {
        layer.opacity = frame.label.opacity * frame.opacity
        layer.draw(
          label, at: CGPoint(x: frame.label.center.x, y: frame.label.center.y), anchor: .center)
      }
    }
  }
#endif
