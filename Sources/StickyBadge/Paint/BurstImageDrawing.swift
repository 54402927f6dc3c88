/// The core's default drawing of a burst picture: a ring of eight dots that flies out,
/// shrinks and fades over the pictures, the same in every face.
///
/// Picture `index` of `count` is drawn at progress `p = (index + 0.5) / count`. Dot `k`
/// sits at angle `k · π/4 + π/8` from the badge's centre, `radius · (0.4 + 1.6 p)` away,
/// with radius `radius · 0.45 · (1 − 0.7 p)` and opacity `1 − p²`.
@_spi(Hosting) public enum BurstImageDrawing {
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
