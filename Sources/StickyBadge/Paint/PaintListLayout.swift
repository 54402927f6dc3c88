/// A paint list flattened into a fixed buffer of numbers (`Double`), at named offsets, for
/// hosts that read it across a boundary (the WebAssembly page reads it from linear memory).
///
/// The buffer has ``capacity`` values. The header holds the counts and every scalar at the
/// offsets named below; then come four sections at fixed offsets, each as long as its
/// capacity allows:
///
/// - ``outlineStart``: ``PaintList/outline``, ``PaintList/outlineCapacity`` records;
/// - ``circlesStart``: ``PaintList/circles``, ``PaintList/circleCapacity`` records of
///   ``circleStride`` values: centre x, centre y, radius, opacity;
/// - ``constructionStart``: ``DebugOverlayPaint/construction``,
///   ``DebugOverlayPaint/constructionCapacity`` records;
/// - ``markersStart``: ``DebugOverlayPaint/markers``, ``DebugOverlayPaint/markerCapacity``
///   records.
///
/// A path element is ``pathElementStride`` values: the command (``commandMove`` 0 `M`,
/// ``commandLine`` 1 `L`, ``commandQuadCurve`` 2 `Q`, ``commandCurve`` 3 `C`,
/// ``commandClose`` 4 `Z`), the end point x and y (``elementEnd``), then the first control
/// point x and y (``elementControl1``: `Q`, `C`), then the second (``elementControl2``:
/// `C`); unused values are 0. Circles and guides name their fields the same way
/// (``circleRadius``, ``guideColor``, ...). Flags are 1 or 0; colours are red, green, blue from 0
/// to 1. Counts beyond a section's capacity are cut to it (the painter never exceeds them).
/// The label's text is not in the buffer: it is the one the host gave the painter.
@_spi(Hosting) public enum PaintListLayout {
  /// Offset of the number of outline elements.
  public static let outlineCount = 0
  /// Offset of the number of circles.
  public static let circleCount = 1
  /// Offset of ``PaintList/outlineOpacity``.
  public static let outlineOpacity = 2
  /// Offset of ``PaintList/fillColor``: red, green, blue.
  public static let fillColor = 3
  /// Offset of ``LabelPaint/isVisible``.
  public static let labelVisible = 6
  /// Offset of ``LabelPaint/fontSize``.
  public static let labelFontSize = 7
  /// Offset of ``LabelPaint/centerX``.
  public static let labelCenterX = 8
  /// Offset of ``LabelPaint/centerY``.
  public static let labelCenterY = 9
  /// Offset of ``LabelPaint/baselineY``.
  public static let labelBaselineY = 10
  /// Offset of ``LabelPaint/width``.
  public static let labelWidth = 11
  /// Offset of ``LabelPaint/opacity``.
  public static let labelOpacity = 12
  /// Offset of ``PaintList/labelColor``: red, green, blue.
  public static let labelColor = 13
  /// Offset of ``BurstImagePaint/isVisible``.
  public static let burstImageVisible = 16
  /// Offset of ``BurstImagePaint/index``.
  public static let burstImageIndex = 17
  /// Offset of ``BurstImagePaint/count``.
  public static let burstImageCount = 18
  /// Offset of ``BurstImagePaint/center``: x, y.
  public static let burstImageCenter = 19
  /// Offset of ``BurstImagePaint/radius``.
  public static let burstImageRadius = 21
  /// Offset of ``BurstImagePaint/opacity``.
  public static let burstImageOpacity = 22
  /// Offset of ``DebugOverlayPaint/isVisible``.
  public static let debugVisible = 23
  /// Offset of the snap guide: ``guideStride`` values (see ``guideStride``).
  public static let snapGuide = 24
  /// Offset of the re-attach guide: ``guideStride`` values.
  public static let reattachGuide = 33
  /// How many values a guide takes: centre x, centre y, radius, red, green, blue, line
  /// width, dash length, gap length.
  public static let guideStride = 9
  /// Offset of the number of construction elements.
  public static let constructionCount = 42
  /// Offset of ``DebugOverlayPaint/constructionColor``: red, green, blue.
  public static let constructionColor = 43
  /// Offset of ``DebugOverlayPaint/constructionLineWidth``.
  public static let constructionLineWidth = 46
  /// Offset of ``DebugOverlayPaint/constructionOpacity``.
  public static let constructionOpacity = 47
  /// Offset of the number of marker elements.
  public static let markerCount = 48
  /// Offset of ``DebugOverlayPaint/markerColor``: red, green, blue.
  public static let markerColor = 49
  /// Offset of ``DebugOverlayPaint/markerOpacity``.
  public static let markerOpacity = 52
  /// How many values the header takes (the first section starts here).
  public static let headerCount = 56

  /// How many values a path element takes.
  public static let pathElementStride = 7
  /// How many values a circle takes.
  public static let circleStride = 4

  /// A path element's command for `move`.
  public static let commandMove = 0
  /// A path element's command for `line`.
  public static let commandLine = 1
  /// A path element's command for `quadCurve`.
  public static let commandQuadCurve = 2
  /// A path element's command for `curve` (cubic).
  public static let commandCurve = 3
  /// A path element's command for `close`.
  public static let commandClose = 4
  /// Within a path element: the end point, x then y (the command is at 0).
  public static let elementEnd = 1
  /// Within a path element: the first control point, x then y.
  public static let elementControl1 = 3
  /// Within a path element: the second control point, x then y.
  public static let elementControl2 = 5
  /// Within a circle: the radius (the centre's x and y come first).
  public static let circleRadius = 2
  /// Within a circle: the opacity.
  public static let circleOpacity = 3
  /// Within a guide: the radius (the centre's x and y come first).
  public static let guideRadius = 2
  /// Within a guide: the colour, red, green, blue.
  public static let guideColor = 3
  /// Within a guide: the line width.
  public static let guideLineWidth = 6
  /// Within a guide: the dash length.
  public static let guideDash = 7
  /// Within a guide: the gap length.
  public static let guideGap = 8
  /// Where the outline section starts.
  public static let outlineStart = headerCount
  /// Where the circle section starts.
  public static let circlesStart = outlineStart + PaintList.outlineCapacity * pathElementStride
  /// Where the construction section starts.
  public static let constructionStart = circlesStart + PaintList.circleCapacity * circleStride
  /// Where the marker section starts.
  public static let markersStart =
    constructionStart + DebugOverlayPaint.constructionCapacity * pathElementStride
  /// How many values the whole buffer holds.
  public static let capacity =
    markersStart + DebugOverlayPaint.markerCapacity * pathElementStride

  /// Every named offset, by name, for a host that reads the layout instead of repeating it.
  ///
  /// The names are `StaticString`s, so the WebAssembly modules carry the table as data
  /// instead of code that builds it at first use.
  public static let namedOffsets: [(name: StaticString, offset: Int)] = [
    ("outlineCount", outlineCount), ("circleCount", circleCount),
    ("outlineOpacity", outlineOpacity), ("fillColor", fillColor),
    ("labelVisible", labelVisible), ("labelFontSize", labelFontSize),
    ("labelCenterX", labelCenterX), ("labelCenterY", labelCenterY),
    ("labelBaselineY", labelBaselineY), ("labelWidth", labelWidth),
    ("labelOpacity", labelOpacity), ("labelColor", labelColor),
    ("burstImageVisible", burstImageVisible), ("burstImageIndex", burstImageIndex),
    ("burstImageCount", burstImageCount), ("burstImageCenter", burstImageCenter),
    ("burstImageRadius", burstImageRadius), ("burstImageOpacity", burstImageOpacity),
    ("debugVisible", debugVisible), ("snapGuide", snapGuide), ("reattachGuide", reattachGuide),
    ("guideStride", guideStride), ("constructionCount", constructionCount),
    ("constructionColor", constructionColor), ("constructionLineWidth", constructionLineWidth),
    ("constructionOpacity", constructionOpacity), ("markerCount", markerCount),
    ("markerColor", markerColor), ("markerOpacity", markerOpacity),
    ("headerCount", headerCount), ("pathElementStride", pathElementStride),
    ("circleStride", circleStride), ("commandMove", commandMove), ("commandLine", commandLine),
    ("commandQuadCurve", commandQuadCurve), ("commandCurve", commandCurve),
    ("commandClose", commandClose), ("elementEnd", elementEnd),
    ("elementControl1", elementControl1), ("elementControl2", elementControl2),
    ("circleRadius", circleRadius), ("circleOpacity", circleOpacity),
    ("guideRadius", guideRadius), ("guideColor", guideColor), ("guideLineWidth", guideLineWidth),
    ("guideDash", guideDash), ("guideGap", guideGap), ("outlineStart", outlineStart),
    ("circlesStart", circlesStart), ("constructionStart", constructionStart),
    ("markersStart", markersStart), ("capacity", capacity),
  ]

  /// Writes `list` into `buffer`, which must hold at least ``capacity`` values; returns
  /// false (and writes nothing) when it is smaller. Does not allocate.
  @discardableResult
  public static func write(_ list: PaintList, to buffer: UnsafeMutableBufferPointer<Double>)
    -> Bool
  {
    guard buffer.count >= capacity else { return false }
    for index in 0..<headerCount { buffer[index] = 0 }
    buffer[outlineOpacity] = list.outlineOpacity
    writeColor(list.fillColor, at: fillColor, to: buffer)
    let label = list.label
    buffer[labelVisible] = label.isVisible ? 1 : 0
    buffer[labelFontSize] = label.fontSize
    buffer[labelCenterX] = label.centerX
    buffer[labelCenterY] = label.centerY
    buffer[labelBaselineY] = label.baselineY
    buffer[labelWidth] = label.width
    buffer[labelOpacity] = label.opacity
    writeColor(list.labelColor, at: labelColor, to: buffer)
    let picture = list.burstImage
    buffer[burstImageVisible] = picture.isVisible ? 1 : 0
    buffer[burstImageIndex] = Double(picture.index)
    buffer[burstImageCount] = Double(picture.count)
    buffer[burstImageCenter] = picture.center.x
    buffer[burstImageCenter + 1] = picture.center.y
    buffer[burstImageRadius] = picture.radius
    buffer[burstImageOpacity] = picture.opacity
    let debug = list.debug
    buffer[debugVisible] = debug.isVisible ? 1 : 0
    writeGuide(debug.snapGuide, at: snapGuide, to: buffer)
    writeGuide(debug.reattachGuide, at: reattachGuide, to: buffer)
    writeColor(debug.constructionColor, at: constructionColor, to: buffer)
    buffer[constructionLineWidth] = debug.constructionLineWidth
    buffer[constructionOpacity] = debug.constructionOpacity
    writeColor(debug.markerColor, at: markerColor, to: buffer)
    buffer[markerOpacity] = debug.markerOpacity

    buffer[outlineCount] = Double(
      writePath(list.outline, at: outlineStart, capacity: PaintList.outlineCapacity, to: buffer))
    var circles = 0
    for circle in list.circles where circles < PaintList.circleCapacity {
      let base = circlesStart + circles * circleStride
      buffer[base] = circle.center.x
      buffer[base + 1] = circle.center.y
      buffer[base + circleRadius] = circle.radius
      buffer[base + circleOpacity] = circle.opacity
      circles += 1
    }
    buffer[circleCount] = Double(circles)
    buffer[constructionCount] = Double(
      writePath(
        debug.construction, at: constructionStart,
        capacity: DebugOverlayPaint.constructionCapacity, to: buffer))
    buffer[markerCount] = Double(
      writePath(
        debug.markers, at: markersStart, capacity: DebugOverlayPaint.markerCapacity, to: buffer))
    return true
  }

  private static func writeColor(
    _ color: BadgeColor, at offset: Int, to buffer: UnsafeMutableBufferPointer<Double>
  ) {
    buffer[offset] = color.red
    buffer[offset + 1] = color.green
    buffer[offset + 2] = color.blue
  }

  private static func writePoint(
    _ point: Point, command: Int, at base: Int, to buffer: UnsafeMutableBufferPointer<Double>
  ) {
    buffer[base] = Double(command)
    buffer[base + elementEnd] = point.x
    buffer[base + elementEnd + 1] = point.y
  }

  private static func writeGuide(
    _ guide: DebugGuide, at offset: Int, to buffer: UnsafeMutableBufferPointer<Double>
  ) {
    buffer[offset] = guide.circle.center.x
    buffer[offset + 1] = guide.circle.center.y
    buffer[offset + guideRadius] = guide.circle.radius
    writeColor(guide.color, at: offset + guideColor, to: buffer)
    buffer[offset + guideLineWidth] = guide.lineWidth
    buffer[offset + guideDash] = guide.dashLength
    buffer[offset + guideGap] = guide.gapLength
  }

  /// Writes up to `capacity` elements of `path` from `start`; returns how many it wrote.
  ///
  /// The web playground's frame buffer lays out its outlines with it too.
  package static func writePath(
    _ path: [PathElement], at start: Int, capacity: Int,
    to buffer: UnsafeMutableBufferPointer<Double>
  ) -> Int {
    var count = 0
    for element in path where count < capacity {
      let base = start + count * pathElementStride
      for index in 0..<pathElementStride { buffer[base + index] = 0 }
      switch element {
      case .move(let point):
        writePoint(point, command: commandMove, at: base, to: buffer)
      case .line(let point):
        writePoint(point, command: commandLine, at: base, to: buffer)
      case .quadCurve(let point, let control):
        writePoint(point, command: commandQuadCurve, at: base, to: buffer)
        buffer[base + elementControl1] = control.x
        buffer[base + elementControl1 + 1] = control.y
      case .curve(let point, let control1, let control2):
        writePoint(point, command: commandCurve, at: base, to: buffer)
        buffer[base + elementControl1] = control1.x
        buffer[base + elementControl1 + 1] = control1.y
        buffer[base + elementControl2] = control2.x
        buffer[base + elementControl2 + 1] = control2.y
      case .close:
        buffer[base] = Double(commandClose)
      }
      count += 1
    }
    return count
  }
}
