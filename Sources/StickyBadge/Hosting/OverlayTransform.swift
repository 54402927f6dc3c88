/// A similarity transform (uniform scale, then translation) between two coordinate
/// spaces, used to draw a badge in a window-level overlay.
///
/// The engine works in the coordinate space of the view that holds the badge (a table
/// cell's content view, say), where its home never moves. Each frame the host asks the
/// platform where that space lies in the overlay and draws the frame through this
/// transform, so the badge follows a cell that scrolls or rotates with the screen and
/// its burst plays where the badge is, never at a stale position.
///
/// UIKit: `OverlayTransform { Point(view.convert($0.cgPoint, to: overlay)) }`
/// (``init(converting:)``).
///
/// Without the platform's conversion, chain the views' frame and bounds origins:
/// ``init(path:)``.
@_spi(Hosting) public struct OverlayTransform: Hashable, Sendable {
  /// The scale from local to overlay lengths.
  public var scale: Double
  /// Where the local origin lies in the overlay.
  public var translation: Point

  /// The transform that changes nothing.
  public static let identity = OverlayTransform(scale: 1, translation: .zero)

  /// Creates a transform that scales by `scale` and then moves by `translation`.
  public init(scale: Double = 1, translation: Point) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.translation = translation.isFinite ? translation : .zero
  }

  /// The transform for a local space whose origin lies at `originInOverlay` and whose
  /// point `(1, 0)` lies at `unitXInOverlay` (rotation is not supported and ignored).
  public init(originInOverlay: Point, unitXInOverlay: Point) {
    self.init(scale: originInOverlay.distance(to: unitXInOverlay), translation: originInOverlay)
  }

  /// The transform measured by a platform's conversion from the local space to the overlay
  /// (UIKit: `{ view.convert($0, to: overlay) }`): where it puts the origin and `(1, 0)`.
  public init(converting convert: (Point) -> Point) {
    self.init(originInOverlay: convert(.zero), unitXInOverlay: convert(Point(x: 1, y: 0)))
  }

  /// The transform from a view's own coordinates to its superview's: a view's bounds
  /// origin (a scroll view's content offset) is shown at its frame origin.
  public static func viewToSuperview(frameOrigin: Point, boundsOrigin: Point) -> OverlayTransform {
    OverlayTransform(translation: frameOrigin - boundsOrigin)
  }

  /// The transform through a chain of views, innermost first, each given as its frame
  /// origin in its superview and its bounds origin; the last superview is the overlay.
  ///
  /// For a badge in a cell at y = 300 of a table scrolled by 120 points, the table at
  /// y = 64 in the window: `[(cell: (0, 300), (0, 0)), (table: (0, 64), (0, 120))]`
  /// maps the cell's `(10, 10)` to the window's `(10, 254)`.
  public init(path: [(frameOrigin: Point, boundsOrigin: Point)]) {
    var result = OverlayTransform.identity
    for step in path {
      result = result.followed(
        by: .viewToSuperview(frameOrigin: step.frameOrigin, boundsOrigin: step.boundsOrigin))
    }
    self = result
  }

  /// This transform followed by `outer`.
  public func followed(by outer: OverlayTransform) -> OverlayTransform {
    OverlayTransform(scale: scale * outer.scale, translation: outer.apply(translation))
  }

  /// The inverse transform, from the overlay back to the local space.
  public var inverted: OverlayTransform {
    OverlayTransform(scale: 1 / scale, translation: -translation * (1 / scale))
  }

  /// The point in the overlay for a local point.
  public func apply(_ point: Point) -> Point { point * scale + translation }

  /// A length in the overlay for a local length.
  public func apply(length: Double) -> Double { length * scale }

  /// The shape in the overlay for a local shape.
  public func apply(_ shape: BadgeShape) -> BadgeShape {
    BadgeShape(
      center: apply(shape.center), radius: shape.radius * scale,
      halfLength: shape.halfLength * scale)
  }

  /// The circle in the overlay for a local circle.
  public func apply(_ circle: Circle) -> Circle {
    Circle(center: apply(circle.center), radius: circle.radius * scale)
  }

  /// The path element in the overlay for a local one.
  public func apply(_ element: PathElement) -> PathElement {
    switch element {
    case .move(let point): .move(to: apply(point))
    case .line(let point): .line(to: apply(point))
    case .quadCurve(let point, let control): .quadCurve(to: apply(point), control: apply(control))
    case .curve(let point, let control1, let control2):
      .curve(to: apply(point), control1: apply(control1), control2: apply(control2))
    case .close: .close
    }
  }

  /// Appends every element of `outline`, transformed, to `path`.
  public func append(_ outline: [PathElement], to path: inout [PathElement]) {
    for element in outline { path.append(apply(element)) }
  }

  /// The frame as seen in the overlay: every position and size transformed.
  ///
  /// The label's scale stays relative to the label's resting size, which the host
  /// multiplies by ``scale`` itself.
  public func apply(_ frame: BadgeFrame) -> BadgeFrame {
    var result = frame
    result.anchor = frame.anchor.map { apply($0) }
    result.badge = apply(frame.badge)
    result.label.center = apply(frame.label.center)
    result.outline.removeAll(keepingCapacity: true)
    append(frame.outline, to: &result.outline)
    for index in result.particles.indices {
      result.particles[index].center = apply(frame.particles[index].center)
      result.particles[index].radius = frame.particles[index].radius * scale
    }
    return result
  }
}

extension OverlayTransform {
  /// The paint list as seen in the overlay: every position, radius, font size and width
  /// transformed; colours and opacities unchanged.
  public func apply(_ list: PaintList) -> PaintList {
    var result = list
    result.outline.removeAll(keepingCapacity: true)
    append(list.outline, to: &result.outline)
    for index in result.circles.indices {
      result.circles[index].center = apply(list.circles[index].center)
      result.circles[index].radius = apply(length: list.circles[index].radius)
    }
    result.burstImage.center = apply(list.burstImage.center)
    result.burstImage.radius = apply(length: list.burstImage.radius)
    result.label.fontSize = apply(length: list.label.fontSize)
    result.label.width = apply(length: list.label.width)
    result.label.centerX = list.label.centerX * scale + translation.x
    result.label.centerY = list.label.centerY * scale + translation.y
    result.label.baselineY = list.label.baselineY * scale + translation.y
    return result
  }
}

extension OverlayTransform {
  /// Where a host draws a copy of the badge's own content (the snapshot of a view made
  /// draggable) in the overlay: at the label's centre, at the label's scale times this
  /// transform's, at the label's opacity times the frame's.
  public func contentPlacement(of frame: BadgeFrame) -> LabelPlacement {
    LabelPlacement(
      center: apply(frame.label.center), scale: frame.label.scale * scale,
      opacity: clampUnit(frame.label.opacity * frame.opacity))
  }
}
