@_spi(Hosting) import StickyBadge

/// Everything needed to draw an animation of a badge: its frames and what the core's
/// ``BadgePainter`` needs to paint them.
///
/// The core's ``BadgeFrame`` says where things are; the scene adds what a frame does
/// not carry: the configuration (colours, distances, burst style), the label text and
/// where the badge rests. The renderers turn each frame into a ``PaintList`` and only
/// rasterize that.
public struct RenderScene: Sendable {
  /// The frames, in time order.
  @_spi(Hosting) public var frames: [BadgeFrame]
  /// The configuration the frames were made with (colours, distances, burst style).
  public var configuration: StickyBadgeConfiguration
  /// The badge at rest, at home.
  public var restingBadge: BadgeShape
  /// The label text ("12", "99+"), empty for none.
  public var labelText: String
  /// The time between frames, in seconds; the last frame is shown this long.
  public var frameInterval: Double

  /// Creates a scene.
  @_spi(Hosting) public init(
    frames: [BadgeFrame], configuration: StickyBadgeConfiguration, restingBadge: BadgeShape,
    labelText: String, frameInterval: Double
  ) {
    self.frames = frames
    self.configuration = configuration
    self.restingBadge = restingBadge
    self.labelText = labelText
    self.frameInterval = frameInterval
  }

  /// How long the whole animation plays, in seconds: up to the end of the last frame.
  public var totalDuration: Double {
    guard let last = frames.last, let first = frames.first else { return 0 }
    return Swift.max(frameInterval, last.time - first.time + frameInterval)
  }

  /// The time at which frame `index` starts, measured from the first frame.
  public func startTime(ofFrame index: Int) -> Double {
    frames[index].time - frames[0].time
  }

  /// The display time of each frame in hundredths of a second, as GIF stores them.
  ///
  /// Rounding is done on the running total, so the delays add up to the scene's
  /// duration instead of drifting (30 fps gives 3, 3, 4, 3, 3, 4, ...). No delay is
  /// below 2, because browsers show shorter ones as 10.
  public var frameDelaysInCentiseconds: [Int] {
    var delays: [Int] = []
    delays.reserveCapacity(frames.count)
    for index in frames.indices {
      let start = (startTime(ofFrame: index) * 100).rounded()
      let end =
        index + 1 < frames.count
        ? (startTime(ofFrame: index + 1) * 100).rounded() : (totalDuration * 100).rounded()
      delays.append(Swift.max(2, Int(end - start)))
    }
    return delays
  }
}

/// A width and a height in points.
public struct CanvasSize: Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// The part of the plane that is drawn, in points.
public struct Viewport: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The size.
  public var size: CanvasSize

  /// Creates a viewport.
  public init(origin: Point, size: CanvasSize) {
    self.origin = origin
    self.size = size
  }
}

/// How to draw: scale, background, canvas and debug overlay.
public struct RenderOptions: Hashable, Sendable {
  /// Device pixels per point for PNG and GIF (1, 2 or 3 like iOS screens); an SVG's
  /// displayed size is multiplied by it.
  public var scale: Double
  /// The background colour, or nil for a transparent background.
  public var background: BadgeColor?
  /// Whether to draw the debug overlay: centres, the outline's control points, the
  /// snap and re-attach circles.
  public var showsDebugOverlay: Bool
  /// A fixed canvas size, centred on the animation; nil fits the canvas to everything
  /// the animation draws plus ``padding``.
  public var canvasSize: CanvasSize?
  /// The margin around the animation when the canvas is fitted, in points.
  public var padding: Double
  /// The font family of the label, drawn bold (DejaVu Sans is on every Debian machine with
  /// `fonts-dejavu-core`; browsers fall back to Verdana or their sans-serif).
  public var fontFamily: String
  /// The proportions of the label font (cap height, advance widths), from which the core
  /// sizes and places the label; they must describe ``fontFamily`` in bold.
  public var labelFont: LabelFontMetrics
  /// The colour that half-transparent edge pixels are blended with in a GIF with a
  /// transparent background (GIF has on/off transparency only).
  public var gifMatte: BadgeColor

  /// Creates options; the defaults draw at 1x on a transparent, fitted canvas.
  public init(
    scale: Double = 1, background: BadgeColor? = nil, showsDebugOverlay: Bool = false,
    canvasSize: CanvasSize? = nil, padding: Double = 16, fontFamily: String = "DejaVu Sans",
    labelFont: LabelFontMetrics = .dejaVuSansBold, gifMatte: BadgeColor = .white
  ) {
    self.scale = scale
    self.background = background
    self.showsDebugOverlay = showsDebugOverlay
    self.canvasSize = canvasSize
    self.padding = padding
    self.fontFamily = fontFamily
    self.labelFont = labelFont
    self.gifMatte = gifMatte
  }
}

extension RenderScene {
  /// The viewport the scene is drawn in with `options`: whole points, large enough for
  /// every frame (and the debug circles when the overlay is on), or the fixed
  /// ``RenderOptions/canvasSize`` centred on that area.
  public func viewport(options: RenderOptions) -> Viewport {
    var bounds = Bounds()
    var painter = painter(options: options)
    for frame in frames {
      painter.paint(frame)
      bounds.add(painter.paintList)
    }
    if bounds.isEmpty {
      bounds.add(restingBadge.center, margin: restingBadge.radius + restingBadge.halfLength)
    }
    if let size = options.canvasSize {
      let center = Point(x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2)
      let origin = Point(
        x: (center.x - size.width / 2).rounded(.down),
        y: (center.y - size.height / 2).rounded(.down))
      return Viewport(origin: origin, size: size)
    }
    let minX = (bounds.minX - options.padding).rounded(.down)
    let minY = (bounds.minY - options.padding).rounded(.down)
    let maxX = (bounds.maxX + options.padding).rounded(.up)
    let maxY = (bounds.maxY + options.padding).rounded(.up)
    return Viewport(
      origin: Point(x: minX, y: minY), size: CanvasSize(width: maxX - minX, height: maxY - minY))
  }
}

/// An axis-aligned box that grows to include points.
struct Bounds {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  var isEmpty: Bool { minX > maxX }

  mutating func add(_ point: Point, margin: Double = 0) {
    guard point.isFinite, margin.isFinite else { return }
    minX = Swift.min(minX, point.x - margin)
    minY = Swift.min(minY, point.y - margin)
    maxX = Swift.max(maxX, point.x + margin)
    maxY = Swift.max(maxY, point.y + margin)
  }
}
