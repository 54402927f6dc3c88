/// Which picture of the image-frame burst style (``BurstStyle/frames``) a frame shows.
///
/// The exploding-button write-up (001) plays its own pictures of a puff; a host that has
/// such pictures draws picture ``index`` of ``count`` centred on ``center``, scaled to
/// ``radius``, instead of the core's default drawing of the same picture
/// (``BurstImageDrawing``, the last circles of ``PaintList/circles``):
/// ``PaintList/burst(hostPictureCount:)`` says which picture and which circles. Every
/// other face draws all the circles.
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
  /// ``BadgeMetrics/burstImageSide(for:)`` of a dot of ``radius``.
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

/// The core's default drawing of a burst picture: a ring of eight dots that flies out,
/// shrinks and fades over the pictures, the same in every face.
///
/// Picture `index` of `count` is drawn at progress `p = (index + 0.5) / count`. Dot `k`
/// sits at angle `k · π/4 + π/8` from the badge's centre, `radius · (0.4 + 1.6 p)` away,
/// with radius `radius · 0.45 · (1 − 0.7 p)` and opacity `1 − p²`.
public enum BurstImageDrawing {
  /// How many dots make the ring.
  public static let dotCount = 8
  /// The dots' distance from the centre at progress 0, as a multiple of the badge radius.
  public static let startDistance = 0.4
  /// How much farther the dots fly by progress 1, as a multiple of the badge radius.
  public static let travel = 1.6
  /// A dot's radius at progress 0, as a multiple of the badge radius.
  public static let dotRadius = 0.45
  /// The fraction of its radius a dot loses by progress 1.
  public static let shrink = 0.7

  /// The progress of picture `index` of `count`: the middle of its share of the burst.
  /// Domain of the result: (0, 1) for `index` in [0, count).
  public static func progress(index: Int, count: Int) -> Double {
    (Double(index) + 0.5) / Double(Swift.max(1, count))
  }

  /// Appends the dots of `picture` to `circles`.
  public static func append(_ picture: BurstImagePaint, into circles: inout [PaintCircle]) {
    guard picture.isVisible else { return }
    let progress = progress(index: picture.index, count: picture.count)
    let radius = picture.radius
    for dot in 0..<dotCount {
      let angle = Double(dot) * Double.pi / 4 + Double.pi / 8
      let distance = radius * (startDistance + travel * progress)
      circles.append(
        PaintCircle(
          center: picture.center + Point.unit(angle: angle) * distance,
          radius: radius * dotRadius * (1 - shrink * progress),
          opacity: clampUnit((1 - progress * progress) * picture.opacity)))
    }
  }
}

extension PaintList {
  /// What a host that has `hostPictureCount` burst pictures of its own draws of this list's
  /// burst: the picture to draw, ``BurstImagePaint/index`` when a picture is shown and the
  /// host has one for it (`nil` otherwise), and the circles to fill, which leave out the
  /// core's default drawing of a picture the host draws itself (its last
  /// ``BurstImageDrawing/dotCount`` circles).
  public func burst(hostPictureCount: Int) -> (picture: Int?, circles: ArraySlice<PaintCircle>) {
    guard burstImage.isVisible, burstImage.index < hostPictureCount else {
      return (nil, circles[...])
    }
    return (burstImage.index, circles.dropLast(BurstImageDrawing.dotCount))
  }
}
