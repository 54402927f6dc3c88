/// Everything one frame draws, decided by the core; a face only rasterizes it.
///
/// Draw in this order, in the input's coordinates (points, y down, the space of the
/// session's ``BadgeSession/restingShape``):
///
/// 1. ``outline``: fill it (non-zero winding) with ``fillColor`` at ``outlineOpacity``.
/// 2. ``circles``: fill each disk with ``fillColor`` at the circle's own opacity. They are
///    the burst's particles, or the default drawing of burst image ``burstImage`` (never
///    both in one frame).
/// 3. ``label``: when visible, its text in ``labelColor``.
/// 4. The faces behind the hosting door (the playground, the command line's renders) also
///    draw the debug overlay, `debug`, when visible.
///
/// Colours are opaque (alpha 1); every alpha, the configured colours' included, is already
/// folded into the opacity of the item that uses it.
///
/// The list has fixed capacities (``outlineCapacity``, ``circleCapacity``, and
/// `DebugOverlayPaint`'s), reserved once, so rebuilding it every frame with
/// `BadgePainter.paint(_:)` does not allocate. Every field is a plain number, point,
/// colour, flag, ``PathElement`` array or the label's string, so the whole list flattens
/// into a fixed numeric buffer; the label's string is the same in every frame.
///
/// ```swift
/// if let list = session.paintFrame() {
///   fill(path(list.outline), list.fillColor, opacity: list.outlineOpacity)
///   for circle in list.circles { fill(circle.bounds, list.fillColor, opacity: circle.opacity) }
///   if list.label.isVisible { write(list.label, in: list.labelColor) }
/// }
/// ```
public struct PaintList: Hashable, Sendable {
  /// The silhouette to fill: anchor, bridge and badge as one closed path; empty when
  /// nothing is filled (bursting, dismissed). At most ``outlineCapacity`` elements.
  public var outline: [PathElement]
  /// The opacity to fill ``outline`` with: the badge colour's alpha times the frame's
  /// opacity. Domain: [0, 1].
  public var outlineOpacity: Double
  /// The colour of the outline and of every circle, opaque (its alpha is in the opacities).
  public var fillColor: BadgeColor
  /// Filled disks in ``fillColor``: the particles of a particle burst, or the default
  /// drawing of the burst image. At most ``circleCapacity``.
  public var circles: [PaintCircle]
  /// The image of the image-frame burst style to show, for hosts that play their own
  /// pictures (they skip ``circles`` while this is visible); invisible otherwise.
  public var burstImage: BurstImagePaint
  /// The label.
  public var label: LabelPaint
  /// The colour of the label, opaque (its alpha is in ``LabelPaint/opacity``).
  public var labelColor: BadgeColor
  /// The debug overlay: guides, construction lines and markers.
  @_spi(Hosting) public var debug: DebugOverlayPaint

  /// The most outline elements a frame holds: the connected silhouette of a capsule badge
  /// uses at most 30, so 64 leaves room.
  public static let outlineCapacity = 64
  /// The most circles a frame holds: the most particles a burst may have
  /// (``BurstConfiguration/maximumParticleCount``), which is more than the burst image's
  /// `BurstImageDrawing.dotCount`.
  public static let circleCapacity = BurstConfiguration.maximumParticleCount

  /// Creates an empty list (nothing visible) with every capacity reserved.
  public init() {
    let black = BadgeColor(red: 0, green: 0, blue: 0)
    let none = Circle(center: .zero, radius: 0)
    self.init(
      fillColor: black, labelColor: black, labelText: "", snapCircle: none,
      reattachCircle: none)
  }

  /// Creates a list with nothing visible yet but what no frame changes: the colours, the
  /// label's text and the debug guides' circles; every capacity reserved. Each property is
  /// stored once, so that a painter's list is built in place, not built and then copied.
  init(
    fillColor: BadgeColor, labelColor: BadgeColor, labelText: String, snapCircle: Circle,
    reattachCircle: Circle
  ) {
    outline = []
    outline.reserveCapacity(PaintList.outlineCapacity)
    outlineOpacity = 0
    self.fillColor = fillColor
    circles = []
    circles.reserveCapacity(PaintList.circleCapacity)
    burstImage = BurstImagePaint()
    label = LabelPaint(text: labelText)
    self.labelColor = labelColor
    debug = DebugOverlayPaint(snapCircle: snapCircle, reattachCircle: reattachCircle)
  }
}

/// `value` clamped to [0, 1]; non-finite values count as 0.
func clampUnit(_ value: Double) -> Double {
  guard value.isFinite else { return 0 }
  return Swift.min(1, Swift.max(0, value))
}

extension BadgeColor {
  /// The same colour with alpha 1.
  var opaque: BadgeColor { BadgeColor(red: red, green: green, blue: blue) }
}
