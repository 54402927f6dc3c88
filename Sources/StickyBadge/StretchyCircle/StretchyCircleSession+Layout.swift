extension StretchyCircleSession {
  /// The radius a host uses when the app does not choose one, in points.
  public static let defaultRadius = 24.0

  /// The height of a view that holds a blob of `radius` at rest at its top and the longest
  /// pull below it: `radius × (2 + maximumOffsetScale)`.
  public static func viewHeight(radius: Double, configuration: StretchyCircleConfiguration)
    -> Double
  {
    radius * (2 + configuration.maximumOffsetScale)
  }

  /// How far a finger must move before a host's drag gesture starts a pull, in points: a
  /// pull starts at once.
  public static let dragRecognitionDistance = 0.0

  /// The radius of the blob a pull area holds when the host does not choose one (the web
  /// playground's), in points.
  public static let pullAreaRadius = 16.0

  /// How far below a pull area's top edge its blob rests when the host does not choose, in
  /// points.
  public static let pullAreaTopMargin = 6.0

  /// The circle a pull area holds at rest: `radius` points, centred across the area whose
  /// top edge starts at (`minX`, `minY`) and is `width` wide, `topMargin` points below that
  /// edge.
  public static func restingCircle(
    minX: Double, minY: Double, width: Double, radius: Double = pullAreaRadius,
    topMargin: Double = pullAreaTopMargin
  ) -> Circle {
    Circle(center: Point(x: minX + width / 2, y: minY + topMargin + radius), radius: radius)
  }
}
