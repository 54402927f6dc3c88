import StickyBadge

/// What to paint for one frame, independent of the backend, so SVG and cairo agree.
struct FrameLayout {
  /// A filled disk.
  struct Dot {
    var center: Point
    var radius: Double
    var opacity: Double
  }

  /// The label, centred at ``center``.
  struct Label {
    var text: String
    var center: Point
    var fontSize: Double
    var opacity: Double

    /// Where the baseline goes so the digits' ink is centred vertically: half the
    /// cap height (0.729 em in DejaVu Sans Bold) below the centre.
    var baseline: Double { center.y + fontSize * FrameLayout.capHeight / 2 }
  }

  /// The debug overlay: construction geometry for design review.
  struct Debug {
    var snapCircle: Circle
    var reattachCircle: Circle
    var anchor: Circle?
    var badge: BadgeShape
    /// Segments from each Bézier end point to its control point.
    var handles: [(Point, Point)] = []
    /// Control points (off the curve).
    var controlPoints: [Point] = []
    /// Points on the outline where segments join.
    var joins: [Point] = []
    /// Centres of the anchor and the badge.
    var centers: [Point] = []
  }

  /// The cap height of the label font, in ems.
  static let capHeight = 0.729

  var outline: [PathElement]
  var fill: BadgeColor
  var fillOpacity: Double
  var particles: [Dot]
  var burstImage: [Dot]
  var label: Label?
  var debug: Debug?

  init(frame: BadgeFrame, scene: RenderScene, showsDebugOverlay: Bool) {
    let configuration = scene.configuration
    let opacity = clampUnit(frame.opacity)
    outline = frame.outline
    fill = configuration.color
    fillOpacity = clampUnit(configuration.color.alpha * opacity)
    particles = frame.particles.map {
      Dot(
        center: $0.center, radius: Swift.max(0, $0.radius), opacity: clampUnit($0.opacity * opacity)
      )
    }
    burstImage = []
    if let index = frame.burstFrameIndex {
      burstImage = FrameLayout.burstImage(
        index: index, count: configuration.burst.frameCount, badge: frame.badge, opacity: opacity)
    }
    label = nil
    let nominalSize = scene.restingBadge.radius * BadgeShape.labelFontScale * frame.label.scale
    // Keep wide labels inside the capsule with 0.4 radius of padding at each end.
    let available =
      scene.restingBadge.width * frame.label.scale - 0.8 * scene.restingBadge.radius
      * frame.label.scale
    let textWidth = FrameLayout.estimatedWidth(of: scene.labelText) * nominalSize
    let fontSize =
      textWidth > available && textWidth > 0
      ? nominalSize * Swift.max(0, available) / textWidth : nominalSize
    if !scene.labelText.isEmpty, frame.label.opacity > 0, opacity > 0, fontSize > 0.01 {
      label = Label(
        text: scene.labelText, center: frame.label.center, fontSize: fontSize,
        opacity: clampUnit(frame.label.opacity * opacity * configuration.labelColor.alpha))
    }
    debug = nil
    if showsDebugOverlay {
      let home = scene.restingBadge.center
      var overlay = Debug(
        snapCircle: Circle(center: home, radius: configuration.snapDistance),
        reattachCircle: Circle(center: home, radius: configuration.reattachDistance),
        anchor: frame.anchor, badge: frame.badge)
      var current = Point.zero
      for element in frame.outline {
        switch element {
        case .move(let point), .line(let point):
          overlay.joins.append(point)
          current = point
        case .quadCurve(let point, let control):
          overlay.handles.append((current, control))
          overlay.handles.append((control, point))
          overlay.controlPoints.append(control)
          overlay.joins.append(point)
          current = point
        case .curve(let point, let control1, let control2):
          overlay.handles.append((current, control1))
          overlay.handles.append((control2, point))
          overlay.controlPoints.append(control1)
          overlay.controlPoints.append(control2)
          overlay.joins.append(point)
          current = point
        case .close:
          break
        }
      }
      if let anchor = frame.anchor { overlay.centers.append(anchor.center) }
      if !frame.outline.isEmpty || !frame.particles.isEmpty {
        overlay.centers.append(frame.badge.center)
      }
      debug = overlay
    }
  }

  /// The advance width of `text` in ems of DejaVu Sans Bold (digits 0.696, `+` 0.838),
  /// so SVG and cairo size the label the same way without measuring.
  static func estimatedWidth(of text: String) -> Double {
    var width = 0.0
    for character in text {
      switch character {
      case "0"..."9": width += 0.696
      case "+": width += 0.838
      case " ": width += 0.348
      case "i", "l", "j", "!", ".", ",", ":", "'": width += 0.4
      default: width += 0.75
      }
    }
    return width
  }

  /// The image-frame burst style (the exploding-button write-up, 001, plays eight pictures
  /// of a puff): image `index` of `count` is a ring of eight dots flying out and fading.
  static func burstImage(index: Int, count: Int, badge: BadgeShape, opacity: Double) -> [Dot] {
    let progress = (Double(index) + 0.5) / Double(Swift.max(1, count))
    let radius = badge.radius
    var dots: [Dot] = []
    for dot in 0..<8 {
      let angle = Double(dot) * Double.pi / 4 + Double.pi / 8
      let distance = radius * (0.4 + 1.6 * progress)
      dots.append(
        Dot(
          center: badge.center + Point.unit(angle: angle) * distance,
          radius: radius * 0.45 * (1 - 0.7 * progress),
          opacity: clampUnit((1 - progress * progress) * opacity)))
    }
    return dots
  }

  /// Grows `bounds` to everything this layout paints.
  func extend(_ bounds: inout Bounds) {
    for element in outline {
      switch element {
      case .move(let point), .line(let point): bounds.add(point)
      case .quadCurve(let point, let control):
        bounds.add(point)
        bounds.add(control)
      case .curve(let point, let control1, let control2):
        bounds.add(point)
        bounds.add(control1)
        bounds.add(control2)
      case .close: break
      }
    }
    for dot in particles + burstImage where dot.opacity > 0 {
      bounds.add(dot.center, margin: dot.radius)
    }
    if let label {
      bounds.add(label.center, margin: label.fontSize * 0.6 * Double(label.text.count) / 2)
    }
    if let debug {
      bounds.add(debug.snapCircle.center, margin: debug.snapCircle.radius)
      for point in debug.controlPoints { bounds.add(point, margin: 2) }
    }
  }
}

/// `value` clamped to [0, 1]; non-finite values count as 0.
func clampUnit(_ value: Double) -> Double {
  guard value.isFinite else { return 0 }
  return Swift.min(1, Swift.max(0, value))
}
