@_spi(Hosting) import StickyBadge

extension RenderScene {
  /// A painter for this scene's badge, drawing the debug overlay when `options` ask for it.
  func painter(options: RenderOptions) -> BadgePainter {
    BadgePainter(
      restingBadge: restingBadge, labelText: labelText, configuration: configuration,
      labelFont: options.labelFont, showsDebugOverlay: options.showsDebugOverlay)
  }
}

extension Bounds {
  /// Grows the box to everything `list` paints, for fitting the canvas.
  mutating func add(_ list: PaintList) {
    addPoints(of: list.outline)
    for circle in list.circles where circle.opacity > 0 {
      add(circle.center, margin: circle.radius)
    }
    let label = list.label
    if label.isVisible {
      // A square around the label's centre, as wide as 0.6 em per character: the margin
      // the canvases have always had (their sizes and positions do not move with the font).
      add(
        Point(x: label.centerX, y: label.centerY),
        margin: label.fontSize * 0.6 * Double(label.text.count) / 2)
    }
    if list.debug.isVisible {
      let snap = list.debug.snapGuide.circle
      add(snap.center, margin: snap.radius)
      addControlPoints(of: list.outline, margin: 2)
    }
  }

  private mutating func addPoints(of path: [PathElement]) {
    for element in path {
      switch element {
      case .move(let point), .line(let point): add(point)
      case .quadCurve(let point, let control):
        add(point)
        add(control)
      case .curve(let point, let control1, let control2):
        add(point)
        add(control1)
        add(control2)
      case .close: break
      }
    }
  }

  private mutating func addControlPoints(of path: [PathElement], margin: Double) {
    for element in path {
      switch element {
      case .quadCurve(_, let control): add(control, margin: margin)
      case .curve(_, let control1, let control2):
        add(control1, margin: margin)
        add(control2, margin: margin)
      case .move, .line, .close: break
      }
    }
  }
}

/// `value` clamped to [0, 1]; non-finite values count as 0 (for colour bytes).
func clampUnit(_ value: Double) -> Double {
  guard value.isFinite else { return 0 }
  return Swift.min(1, Swift.max(0, value))
}
