/// The debug overlay of a frame, for design review: the snap and re-attach distances,
/// the shapes and Bézier handles the outline is built from, and markers on its points.
///
/// Draw, in order: each guide (a dashed circle stroke), ``construction`` (a stroke), then
/// ``markers`` (a fill, non-zero winding). Every size is in points.
@_spi(Hosting) public struct DebugOverlayPaint: Hashable, Sendable {
  /// Whether the overlay is drawn (``BadgePainter/showsDebugOverlay``).
  public var isVisible: Bool
  /// The circle the badge's centre must leave for the bridge to snap, around home.
  public var snapGuide: DebugGuide
  /// The circle a detached badge must enter to re-attach, around home.
  public var reattachGuide: DebugGuide
  /// Thin lines: the anchor circle, the badge's shape, and a segment from each Bézier
  /// end point to its control point (the handles). At most ``constructionCapacity``.
  public var construction: [PathElement]
  /// The colour of ``construction``, opaque.
  public var constructionColor: BadgeColor
  /// The stroke width of ``construction``, in points. Domain: (0, ∞).
  public var constructionLineWidth: Double
  /// The opacity of ``construction``. Domain: [0, 1].
  public var constructionOpacity: Double
  /// Small filled shapes: a square on every control point, a disk on every point where
  /// outline segments join, a cross on the anchor's and the badge's centres. At most
  /// ``markerCapacity``.
  public var markers: [PathElement]
  /// The colour of ``markers``, opaque.
  public var markerColor: BadgeColor
  /// The opacity of ``markers``. Domain: [0, 1].
  public var markerOpacity: Double

  /// The overlay's ink, `#222222`.
  public static let ink = BadgeColor(rgb: 0x222222)
  /// Half the side of the square on a control point, in points.
  public static let controlPointHalfSide = 1.1
  /// The radius of the disk on a join, in points.
  public static let joinRadius = 1.1
  /// Half the length of each bar of a centre's cross, in points.
  public static let crossHalfLength = 3.0
  /// Half the thickness of each bar of a centre's cross, in points.
  public static let crossHalfThickness = 0.4

  /// The most construction elements: two circles or capsules (at most 8 elements each)
  /// and two line segments (2 elements each) per outline element.
  public static let constructionCapacity = 16 + 4 * PaintList.outlineCapacity
  /// The most marker elements: per outline element two squares (5 elements each) and
  /// one disk (6), and two crosses (10 each).
  public static let markerCapacity = 16 * PaintList.outlineCapacity + 20

  /// Creates an invisible overlay with its capacities reserved.
  public init() {
    let none = Circle(center: .zero, radius: 0)
    self.init(snapCircle: none, reattachCircle: none)
  }

  /// Creates an invisible overlay whose guides are the given circles, its capacities reserved.
  init(snapCircle: Circle, reattachCircle: Circle) {
    isVisible = false
    snapGuide = DebugGuide(circle: snapCircle, color: BadgeColor(rgb: 0x2F6FEB))
    reattachGuide = DebugGuide(circle: reattachCircle, color: BadgeColor(rgb: 0x1A9E55))
    construction = []
    construction.reserveCapacity(DebugOverlayPaint.constructionCapacity)
    constructionColor = DebugOverlayPaint.ink
    constructionLineWidth = 0.6
    constructionOpacity = 0.7
    markers = []
    markers.reserveCapacity(DebugOverlayPaint.markerCapacity)
    markerColor = DebugOverlayPaint.ink
    markerOpacity = 1
  }
}
