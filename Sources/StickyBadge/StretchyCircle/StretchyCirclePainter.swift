/// Turns stretchy-circle frames into paint lists: the blob's colour and its debug overlay
/// are decided here, so a face only rasterizes the list (the web playground's pull-down
/// blob is drawn by the same Canvas rasterizer as the badges).
///
/// The list is a ``PaintList`` with only its outline, fill colour and debug overlay in use:
/// no circles, no label, and guides of radius 0 (nothing to stroke). Painting a frame
/// reuses the list's storage, so it does not allocate.
///
/// ```swift
/// var painter = StretchyCirclePainter()
/// blob.advance(to: time)  // a StretchyCircleSession
/// blob.paint(with: &painter)
/// draw(painter.paintList)
/// ```
@_spi(Hosting) public struct StretchyCirclePainter: Sendable {
  /// The blob's colour when the app does not choose one: the system blue, `#0A84FF`.
  public static let defaultColor = BadgeColor(rgb: 0x0A84FF)

  /// The blob's colour; its alpha is the outline's opacity.
  public let color: BadgeColor
  /// Whether ``paint(_:)`` fills in the debug overlay: the two circles the outline joins,
  /// the Bézier handles, and markers on control points, joins and both centres.
  public var showsDebugOverlay: Bool
  /// The paint list of the latest frame given to ``paint(_:)``.
  public private(set) var paintList: PaintList

  /// Creates a painter filling the blob with `color`.
  public init(
    color: BadgeColor = StretchyCirclePainter.defaultColor, showsDebugOverlay: Bool = false
  ) {
    let none = Circle(center: .zero, radius: 0)
    paintList = PaintList(
      fillColor: color.opaque, labelColor: color.opaque, labelText: "", snapCircle: none,
      reattachCircle: none)
    self.color = color
    self.showsDebugOverlay = showsDebugOverlay
  }

  /// Rebuilds ``paintList`` for `frame`, reusing its storage.
  public mutating func paint(_ frame: StretchyCircleFrame) {
    paintList.outline.removeAll(keepingCapacity: true)
    paintList.outline.append(contentsOf: frame.outline)
    paintList.outlineOpacity = clampUnit(color.alpha)
    paintList.debug.isVisible = showsDebugOverlay
    paintList.debug.construction.removeAll(keepingCapacity: true)
    paintList.debug.markers.removeAll(keepingCapacity: true)
    guard showsDebugOverlay else { return }
    DebugOverlayDrawing.append(
      anchor: frame.top,
      badge: BadgeShape(center: frame.bottom.center, radius: frame.bottom.radius),
      outline: frame.outline, marksBadge: true, into: &paintList.debug)
  }
}
