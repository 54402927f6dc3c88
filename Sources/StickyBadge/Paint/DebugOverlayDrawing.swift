/// Builds the debug overlay's construction lines and markers from a frame.
enum DebugOverlayDrawing {
  /// Appends `frame`'s construction lines and markers to `overlay` (whose arrays the
  /// caller has emptied).
  static func append(_ frame: BadgeFrame, into overlay: inout DebugOverlayPaint) {
    append(
      anchor: frame.anchor, badge: frame.badge, outline: frame.outline,
      marksBadge: !frame.outline.isEmpty || !frame.particles.isEmpty, into: &overlay)
  }

  /// Appends the construction lines and markers of an outline joining `anchor` (if any) and
  /// `badge` to `overlay` (whose arrays the caller has emptied): the two shapes and the
  /// Bézier handles as lines; squares on control points, disks on joins and a cross on the
  /// anchor's centre, and on the badge's when `marksBadge`, as markers.
  static func append(
    anchor: Circle?, badge: BadgeShape, outline: [PathElement], marksBadge: Bool,
    into overlay: inout DebugOverlayPaint
  ) {
    // Construction: the shapes the outline joins, and the Bézier handles.
    if let anchor {
      OutlineBuilder.appendCircle(anchor, into: &overlay.construction)
    }
    OutlineBuilder.appendBadge(badge, into: &overlay.construction)
    var current = Point.zero
    for element in outline {
      switch element {
      case .move(let point), .line(let point):
        current = point
      case .quadCurve(let point, let control):
        appendSegment(current, control, into: &overlay.construction)
        appendSegment(control, point, into: &overlay.construction)
        current = point
      case .curve(let point, let control1, let control2):
        appendSegment(current, control1, into: &overlay.construction)
        appendSegment(control2, point, into: &overlay.construction)
        current = point
      case .close:
        break
      }
    }

    // Markers: squares on control points, then disks on joins, then crosses on centres.
    let half = DebugOverlayPaint.controlPointHalfSide
    for element in outline {
      switch element {
      case .quadCurve(_, let control):
        appendSquare(at: control, half: half, into: &overlay.markers)
      case .curve(_, let control1, let control2):
        appendSquare(at: control1, half: half, into: &overlay.markers)
        appendSquare(at: control2, half: half, into: &overlay.markers)
      case .move, .line, .close:
        break
      }
    }
    for element in outline {
      switch element {
      case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
        OutlineBuilder.appendCircle(
          Circle(center: point, radius: DebugOverlayPaint.joinRadius), into: &overlay.markers)
      case .close:
        break
      }
    }
    if let anchor { appendCross(at: anchor.center, into: &overlay.markers) }
    if marksBadge { appendCross(at: badge.center, into: &overlay.markers) }
  }

  @inline(never)  // Kept: inlined, the blob module is about 550 bytes larger, over its budget.
  private static func appendSegment(
    _ start: Point, _ end: Point, into path: inout [PathElement]
  ) {
    path.append(.move(to: start))
    path.append(.line(to: end))
  }

  private static func appendSquare(
    at point: Point, half: Double, into path: inout [PathElement]
  ) {
    appendRectangle(
      Point(x: point.x - half, y: point.y - half), Point(x: point.x + half, y: point.y + half),
      into: &path)
  }

  private static func appendCross(at point: Point, into path: inout [PathElement]) {
    let length = DebugOverlayPaint.crossHalfLength
    let thickness = DebugOverlayPaint.crossHalfThickness
    appendRectangle(
      Point(x: point.x - length, y: point.y - thickness),
      Point(x: point.x + length, y: point.y + thickness), into: &path)
    appendRectangle(
      Point(x: point.x - thickness, y: point.y - length),
      Point(x: point.x + thickness, y: point.y + length), into: &path)
  }

  /// An axis-aligned rectangle from corner `a` to corner `b`, clockwise on screen.
  private static func appendRectangle(_ a: Point, _ b: Point, into path: inout [PathElement]) {
    path.append(.move(to: a))
    path.append(.line(to: Point(x: b.x, y: a.y)))
    path.append(.line(to: b))
    path.append(.line(to: Point(x: a.x, y: b.y)))
    path.append(.close)
  }
}
