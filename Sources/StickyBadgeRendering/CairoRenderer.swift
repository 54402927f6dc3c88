// Linux only: cairo and giflib are linked there (Package.swift); see ScenarioRendering.swift.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import CCairo
  @_spi(Hosting) import StickyBadge

  /// Rasterises frames with cairo: each frame's ``PaintList`` (silhouette, circles, the
  /// label with cairo's toy text API in bold, the debug overlay), anti-aliased; encodes PNG.
  ///
  /// One cairo surface is reused for every frame, so rendering a sequence allocates
  /// only the output images.
  public final class CairoRenderer {
    /// The scene to draw.
    public let scene: RenderScene
    /// How to draw it.
    public let options: RenderOptions
    /// The area drawn, in points.
    public let viewport: Viewport
    /// The image width in pixels.
    public let pixelWidth: Int
    /// The image height in pixels.
    public let pixelHeight: Int

    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// Turns each frame into the paint list that is drawn.
    private var painter: BadgePainter

    /// Creates a renderer with a surface of the viewport's size times the scale.
    ///
    /// - Throws: ``RenderError`` when the image would be empty or larger than 16384
    ///   pixels on a side, or cairo cannot create the surface.
    public init(scene: RenderScene, options: RenderOptions = RenderOptions()) throws(RenderError) {
      self.scene = scene
      self.options = options
      painter = scene.painter(options: options)
      viewport = scene.viewport(options: options)
      let width = (viewport.size.width * options.scale).rounded(.up)
      let height = (viewport.size.height * options.scale).rounded(.up)
      guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384,
        height <= 16384
      else {
        throw RenderError(
          "image size \(NumberFormatting.decimal(width))x\(NumberFormatting.decimal(height)) pixels is outside 1...16384"
        )
      }
      pixelWidth = Int(width)
      pixelHeight = Int(height)
      surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
        cairo_surface_destroy(surface)
        throw RenderError("cairo cannot create a \(pixelWidth)x\(pixelHeight) surface: \(reason)")
      }
      context = cairo_create(surface)
      cairo_set_antialias(context, CAIRO_ANTIALIAS_BEST)
      // Layout must not depend on the device scale: no hinting of outlines or metrics.
      let fontOptions = cairo_font_options_create()
      cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
      cairo_set_font_options(context, fontOptions)
      cairo_font_options_destroy(fontOptions)
      cairo_select_font_face(
        context, options.fontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    }

    deinit {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
    }

    /// Draws frame `index` and returns it as an RGBA image.
    public func image(ofFrame index: Int) throws(RenderError) -> RasterImage {
      try draw(frame: scene.frames[index])
      return readPixels()
    }

    /// Draws frame `index` and returns it as PNG file bytes.
    public func png(ofFrame index: Int) throws(RenderError) -> [UInt8] {
      try draw(frame: scene.frames[index])
      return try encodePNG()
    }

    // MARK: - Drawing

    private func draw(frame: BadgeFrame) throws(RenderError) {
      painter.paint(frame)
      cairo_identity_matrix(context)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      if let background = options.background {
        cairo_set_source_rgba(
          context, background.red, background.green, background.blue, background.alpha)
      } else {
        cairo_set_source_rgba(context, 0, 0, 0, 0)
      }
      cairo_paint(context)
      cairo_set_operator(context, CAIRO_OPERATOR_OVER)
      cairo_scale(context, options.scale, options.scale)
      cairo_translate(context, -viewport.origin.x, -viewport.origin.y)
      rasterize(painter.paintList)
      cairo_surface_flush(surface)
      let status = cairo_status(context)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError(
          "cairo failed to draw: \(String(cString: cairo_status_to_string(status)))")
      }
    }

    /// Draws `list` as it says, in its order.
    private func rasterize(_ list: PaintList) {
      appendPath(list.outline)
      setSource(list.fillColor, opacity: list.outlineOpacity)
      cairo_fill(context)

      for circle in list.circles where circle.isVisible {
        cairo_new_path(context)
        cairo_arc(context, circle.center.x, circle.center.y, circle.radius, 0, 2 * Double.pi)
        setSource(list.fillColor, opacity: circle.opacity)
        cairo_fill(context)
      }

      let label = list.label
      if label.isVisible {
        cairo_set_font_size(context, label.fontSize)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, label.text, &extents)
        cairo_move_to(context, label.centerX - extents.x_advance / 2, label.baselineY)
        setSource(list.labelColor, opacity: label.opacity)
        cairo_show_text(context, label.text)
        cairo_new_path(context)
      }

      if list.debug.isVisible { rasterize(list.debug) }
    }

    private func rasterize(_ debug: DebugOverlayPaint) {
      for guide in [debug.snapGuide, debug.reattachGuide] {
        cairo_set_line_width(context, guide.lineWidth)
        let dashes = [guide.dashLength, guide.gapLength]
        cairo_set_dash(context, dashes, 2, 0)
        cairo_new_path(context)
        cairo_arc(
          context, guide.circle.center.x, guide.circle.center.y, guide.circle.radius, 0,
          2 * Double.pi)
        setSource(guide.color, opacity: 1)
        cairo_stroke(context)
      }
      cairo_set_dash(context, nil, 0, 0)

      appendPath(debug.construction)
      cairo_set_line_width(context, debug.constructionLineWidth)
      setSource(debug.constructionColor, opacity: debug.constructionOpacity)
      cairo_stroke(context)

      appendPath(debug.markers)
      setSource(debug.markerColor, opacity: debug.markerOpacity)
      cairo_fill(context)
    }

    private func setSource(_ color: BadgeColor, opacity: Double) {
      cairo_set_source_rgba(context, color.red, color.green, color.blue, clampUnit(opacity))
    }

    /// Replaces cairo's current path with `elements` (quadratics raised to cubics).
    private func appendPath(_ elements: [PathElement]) {
      cairo_new_path(context)
      var current = Point.zero
      var start = Point.zero
      for element in elements where element.isFinite {
        switch element {
        case .move(let p):
          cairo_move_to(context, p.x, p.y)
          current = p
          start = p
        case .line(let p):
          cairo_line_to(context, p.x, p.y)
          current = p
        case .quadCurve(let p, let c):
          let c1 = current + (c - current) * (2.0 / 3.0)
          let c2 = p + (c - p) * (2.0 / 3.0)
          cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
          current = p
        case .curve(let p, let c1, let c2):
          cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
          current = p
        case .close:
          cairo_close_path(context)
          current = start
        }
      }
    }

    // MARK: - Pixels and PNG

    private func readPixels() -> RasterImage {
      let stride = Int(cairo_image_surface_get_stride(surface))
      guard let data = cairo_image_surface_get_data(surface) else {
        return RasterImage(width: pixelWidth, height: pixelHeight)
      }
      var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
      pixels.withUnsafeMutableBufferPointer { output in
        for y in 0..<pixelHeight {
          let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<pixelWidth {
            // ARGB32 is a native-endian 32-bit value with premultiplied colour.
            let value = row[x]
            let alpha = Int(value >> 24)
            let offset = (y * pixelWidth + x) * 4
            guard alpha > 0 else { continue }
            let red = Int((value >> 16) & 0xFF)
            let green = Int((value >> 8) & 0xFF)
            let blue = Int(value & 0xFF)
            output[offset] = UInt8(Swift.min(255, (red * 255 + alpha / 2) / alpha))
            output[offset + 1] = UInt8(Swift.min(255, (green * 255 + alpha / 2) / alpha))
            output[offset + 2] = UInt8(Swift.min(255, (blue * 255 + alpha / 2) / alpha))
            output[offset + 3] = UInt8(alpha)
          }
        }
      }
      return RasterImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    private func encodePNG() throws(RenderError) -> [UInt8] {
      let buffer = ByteBuffer()
      let unmanaged = Unmanaged.passRetained(buffer)
      defer { unmanaged.release() }
      let status = cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let buffer = Unmanaged<ByteBuffer>.fromOpaque(closure).takeUnretainedValue()
          buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError(
          "cairo cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
      }
      return buffer.bytes
    }
  }

  /// A growable byte array that C callbacks can reach through an opaque pointer.
  final class ByteBuffer {
    var bytes: [UInt8] = []
    var readOffset = 0

    init(_ bytes: [UInt8] = []) { self.bytes = bytes }
  }

  /// Reading PNG files with cairo (for snapshot comparisons and tools).
  public enum PNGDecoder {
    /// Decodes PNG bytes into an RGBA image.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RasterImage {
      let buffer = ByteBuffer(bytes)
      let unmanaged = Unmanaged.passRetained(buffer)
      defer { unmanaged.release() }
      let surface = cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
          let buffer = Unmanaged<ByteBuffer>.fromOpaque(closure).takeUnretainedValue()
          let count = Int(length)
          guard buffer.readOffset + count <= buffer.bytes.count else {
            return CAIRO_STATUS_READ_ERROR
          }
          buffer.bytes.withUnsafeBufferPointer { source in
            data.update(from: source.baseAddress! + buffer.readOffset, count: count)
          }
          buffer.readOffset += count
          return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
      defer { cairo_surface_destroy(surface) }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw RenderError(
          "not a PNG cairo can read: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))"
        )
      }
      // Convert whatever format cairo chose into ARGB32, then into RGBA.
      let width = Int(cairo_image_surface_get_width(surface))
      let height = Int(cairo_image_surface_get_height(surface))
      let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      defer { cairo_surface_destroy(converted) }
      let context = cairo_create(converted)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(context, surface, 0, 0)
      cairo_paint(context)
      cairo_destroy(context)
      cairo_surface_flush(converted)
      let stride = Int(cairo_image_surface_get_stride(converted))
      guard let data = cairo_image_surface_get_data(converted) else {
        return RasterImage(width: width, height: height)
      }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let value = row[x]
          let alpha = Int(value >> 24)
          guard alpha > 0 else { continue }
          let offset = (y * width + x) * 4
          pixels[offset] = UInt8(
            Swift.min(255, (Int((value >> 16) & 0xFF) * 255 + alpha / 2) / alpha))
          pixels[offset + 1] = UInt8(
            Swift.min(255, (Int((value >> 8) & 0xFF) * 255 + alpha / 2) / alpha))
          pixels[offset + 2] = UInt8(Swift.min(255, (Int(value & 0xFF) * 255 + alpha / 2) / alpha))
          pixels[offset + 3] = UInt8(alpha)
        }
      }
      return RasterImage(width: width, height: height, pixels: pixels)
    }
  }
#endif
