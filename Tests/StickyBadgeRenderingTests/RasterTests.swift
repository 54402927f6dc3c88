// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import Foundation
  @_spi(Hosting) import StickyBadge
  import StickyBadgeRendering
  import Testing

  /// Properties of the rasterised pictures that do not need reference images.
  @Suite struct RasterTests {
    let dot = BadgeShape(center: TestScenes.home, radius: 10)

    /// At 3x the silhouette is one fill: every pixel along the line of centres and well
    /// inside the disks is fully opaque (no seam between bridge and circles), and the
    /// only partly covered pixels are along the outline's edge.
    ///
    /// (Close to the snap distance the neck gets thinner than a pixel, so partial
    /// coverage there is correct; these distances keep it several pixels wide.)
    @Test(arguments: [
      Point(x: 95, y: 70), Point(x: 52, y: 44), Point(x: 40, y: 92), Point(x: 86, y: 40),
      Point(x: 10, y: 10),
    ])
    func silhouetteHasNoSeamAt3x(target: Point) throws {
      let frame = try TestScenes.draggedFrame(badge: dot, to: target)
      #expect(frame.phase == .stretching)
      let anchor = try #require(frame.anchor)
      let scene = TestScenes.scene(frame, badge: dot, text: "")
      let renderer = try CairoRenderer(scene: scene, options: RenderOptions(scale: 3))
      let image = try renderer.image(ofFrame: 0)
      let origin = renderer.viewport.origin
      func alpha(at point: Point) -> UInt8 {
        let x = Int(((point.x - origin.x) * 3).rounded(.down))
        let y = Int(((point.y - origin.y) * 3).rounded(.down))
        return image.pixel(x: x, y: y).alpha
      }
      // Along the line of centres, from inside the anchor to inside the badge.
      let start = anchor.center
      let end = frame.badge.center
      for step in 0...200 {
        let point = start.interpolated(to: end, fraction: Double(step) / 200)
        #expect(alpha(at: point) == 255, "seam at \(point.x), \(point.y)")
      }
      // Inside each disk, away from the edge.
      for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.2) {
        let direction = Point(x: cos(angle), y: sin(angle))
        #expect(alpha(at: anchor.center + direction * (anchor.radius - 1)) == 255)
        #expect(alpha(at: frame.badge.center + direction * (frame.badge.radius - 1)) == 255)
      }
      // Partly covered pixels only along the edge: at most ~2 per pixel of outline length.
      var edgePixels = 0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let a = image.pixel(x: x, y: y).alpha
          if a > 0 && a < 255 { edgePixels += 1 }
        }
      }
      let perimeterPixels = 3 * outlineLength(frame.outline)
      #expect(Double(edgePixels) < 2.2 * perimeterPixels)
      #expect(Double(edgePixels) > 0.5 * perimeterPixels)
    }

    /// The label's ink is centred on the badge, horizontally and vertically.
    @Test(arguments: ["3", "12", "99+"])
    func labelIsCentred(text: String) throws {
      let badge = BadgeShape(center: TestScenes.home, radius: 12, text: text)
      var engine = try StickyBadgeEngine(badge: badge)
      engine.advance(to: 0)
      let scene = TestScenes.scene(engine.frame, badge: badge, text: text)
      let renderer = try CairoRenderer(scene: scene, options: RenderOptions(scale: 4))
      let image = try renderer.image(ofFrame: 0)
      // White-ish pixels are the label (the badge is red, the background transparent).
      var sumX = 0.0
      var sumY = 0.0
      var minX = Int.max
      var maxX = Int.min
      var minY = Int.max
      var maxY = Int.min
      var count = 0.0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image.pixel(x: x, y: y)
          if pixel.alpha == 255 && pixel.green > 200 && pixel.blue > 200 {
            sumX += Double(x)
            sumY += Double(y)
            count += 1
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
          }
        }
      }
      #expect(count > 50)
      let centerX = (badge.center.x - renderer.viewport.origin.x) * 4
      let centerY = (badge.center.y - renderer.viewport.origin.y) * 4
      // The ink's bounding box is centred within a point (4 pixels) either way.
      #expect(
        abs(Double(minX + maxX + 1) / 2 - centerX) < 4, "horizontal \(minX)...\(maxX) vs \(centerX)"
      )
      #expect(
        abs(Double(minY + maxY + 1) / 2 - centerY) < 4, "vertical \(minY)...\(maxY) vs \(centerY)")
      // And it stays inside the badge.
      #expect(Double(maxX - minX) < (badge.width - badge.radius * 0.5) * 4)
    }

    /// Transparent background: pixels outside the badge are fully transparent, the fill
    /// colour is exact in the interior, and its alpha follows the configuration.
    @Test func colourAndTransparency() throws {
      var configuration = StickyBadgeConfiguration()
      configuration.color = BadgeColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
      var engine = try StickyBadgeEngine(badge: dot, configuration: configuration)
      engine.advance(to: 0)
      let scene = TestScenes.scene(engine.frame, badge: dot, text: "", configuration: configuration)
      let renderer = try CairoRenderer(scene: scene, options: RenderOptions(scale: 2))
      let image = try renderer.image(ofFrame: 0)
      // 20 points of badge plus 16 of padding on each side, at 2x.
      #expect(image.width == 104 && image.height == 104, "\(image.width)x\(image.height)")
      #expect(image.pixel(x: 0, y: 0).alpha == 0)
      let center = image.pixel(x: 52, y: 52)
      #expect(abs(Int(center.alpha) - 128) <= 1)
      #expect(
        abs(Int(center.red) - 51) <= 2 && abs(Int(center.green) - 102) <= 2
          && abs(Int(center.blue) - 204) <= 2)
    }

    /// PNG output decodes to the same pixels that were drawn.
    @Test func pngRoundTrip() throws {
      let frame = try TestScenes.draggedFrame(badge: dot, to: Point(x: 80, y: 60))
      let scene = TestScenes.scene(frame, badge: dot, text: "3")
      let renderer = try CairoRenderer(scene: scene, options: RenderOptions(scale: 2))
      let image = try renderer.image(ofFrame: 0)
      let png = try renderer.png(ofFrame: 0)
      #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let decoded = try PNGDecoder.decode(png)
      let difference = try #require(decoded.difference(from: image))
      // Straight alpha round-trips through premultiplied storage within rounding.
      #expect(difference.pixelsExceeding(2) == 0)
    }

    /// The fitted canvas contains every frame; a fixed size is centred on the same area.
    @Test func viewportFitsAndCentres() throws {
      let frame = try TestScenes.draggedFrame(badge: dot, to: Point(x: 100, y: 75))
      let scene = TestScenes.scene(frame, badge: dot, text: "3")
      let fitted = scene.viewport(options: RenderOptions())
      let anchor = try #require(frame.anchor)
      #expect(
        fitted.origin.x <= 40 - anchor.radius - 16 && fitted.origin.x >= 40 - anchor.radius - 17)
      #expect(
        fitted.origin.y <= 40 - anchor.radius - 16 && fitted.origin.y >= 40 - anchor.radius - 17)
      #expect(fitted.origin.x + fitted.size.width >= 100 + 10 + 16)
      #expect(fitted.origin.y + fitted.size.height >= 75 + 10 + 16)
      let fixed = scene.viewport(
        options: RenderOptions(canvasSize: CanvasSize(width: 400, height: 300)))
      #expect(fixed.size == CanvasSize(width: 400, height: 300))
      let fittedCenter = fitted.origin.x + fitted.size.width / 2
      #expect(abs(fixed.origin.x + 200 - fittedCenter) <= 1)
      // Scale multiplies the pixel size.
      let renderer = try CairoRenderer(scene: scene, options: RenderOptions(scale: 3))
      #expect(renderer.pixelWidth == Int(fitted.size.width) * 3)
    }

    private func outlineLength(_ outline: [PathElement]) -> Double {
      var length = 0.0
      var current = Point.zero
      var start = Point.zero
      for element in outline {
        switch element {
        case .move(let p):
          current = p
          start = p
        case .line(let p):
          length += current.distance(to: p)
          current = p
        case .quadCurve(let p, let c):
          length += current.distance(to: c) + c.distance(to: p)
          current = p
        case .curve(let p, let c1, let c2):
          // Chord and control polygon average: close enough for a bound.
          length +=
            (current.distance(to: p) + current.distance(to: c1) + c1.distance(to: c2)
              + c2.distance(to: p)) / 2
          current = p
        case .close:
          length += current.distance(to: start)
          current = start
        }
      }
      return length
    }
  }
#endif
