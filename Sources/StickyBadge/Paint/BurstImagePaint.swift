/// Which picture of the image-frame burst style (``BurstStyle/frames``) a frame shows.
///
/// The exploding-button write-up (001) plays its own pictures of a puff; a host that has
/// such pictures draws picture ``index`` of ``count`` centred on ``center``, scaled to
/// ``radius``, instead of the core's default drawing of the same picture
/// (`BurstImageDrawing`, the last circles of ``PaintList/circles``):
/// ``PaintList/burst(hostPictureCount:)`` says which picture and which circles. Every
/// other face draws all the circles.
///
/// ```swift
/// let (picture, circles) = list.burst(hostPictureCount: puffImages.count)
/// for circle in circles { fill(circle) }  // the particles, or the default drawing
/// if let picture {
///   draw(puffImages[picture], in: list.burstImage.bounds, opacity: list.burstImage.opacity)
/// }
/// ```
public struct BurstImagePaint: Hashable, Sendable {
  /// Whether a burst picture is shown this frame.
  public var isVisible: Bool
  /// The picture to show, from 0. Domain: [0, ``count``).
  public var index: Int
  /// How many pictures the burst plays (``BurstConfiguration/frameCount``). Domain: [1, 240].
  public var count: Int
  /// Where the badge burst, in points.
  public var center: Point
  /// The badge's dot radius when it burst, in points.
  public var radius: Double
  /// The opacity to draw the picture with (the badge's fade and the colour's alpha).
  /// Domain: [0, 1].
  public var opacity: Double

  /// The side of the square, centred on ``center``, in which a host draws its own picture:
  /// `BadgeMetrics.burstImageSide(for:)` of a dot of ``radius``.
  public var imageSide: Double {
    BadgeMetrics.burstImageSide(for: BadgeShape(center: center, radius: radius))
  }

  /// Creates an invisible burst picture.
  public init() {
    isVisible = false
    index = 0
    count = 1
    center = .zero
    radius = 0
    opacity = 0
  }
}

extension PaintList {
  /// What a host that has `hostPictureCount` burst pictures of its own draws of this list's
  /// burst: the picture to draw, ``BurstImagePaint/index`` when a picture is shown and the
  /// host has one for it (`nil` otherwise), and the circles to fill, which leave out the
  /// core's default drawing of a picture the host draws itself (its last
  /// `BurstImageDrawing.dotCount` circles).
  public func burst(hostPictureCount: Int) -> (picture: Int?, circles: ArraySlice<PaintCircle>) {
    guard burstImage.isVisible, burstImage.index < hostPictureCount else {
      return (nil, circles[...])
    }
    return (burstImage.index, circles.dropLast(BurstImageDrawing.dotCount))
  }
}
