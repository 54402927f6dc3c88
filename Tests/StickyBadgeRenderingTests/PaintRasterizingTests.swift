// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import Foundation
  @_spi(Hosting) import StickyBadge
  import StickyBadgeRendering
  import Testing

  /// The renderers draw the core's paint list and nothing else: the numbers in their output
  /// are the list's.
  @Suite struct PaintRasterizingTests {
    /// The elements of a still SVG of `frame`.
    func stillSVG(
      _ frame: BadgeFrame, badge: BadgeShape, text: String,
      configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      options: RenderOptions = RenderOptions()
    ) throws -> [ElementCollector.Element] {
      let scene = TestScenes.scene(frame, badge: badge, text: text, configuration: configuration)
      let svg = SVGRenderer(scene: scene, options: options).frameSVG(at: 0)
      return try #require(ElementCollector.parse(svg))
    }

    @Test(
      "the SVG label of a resting \"12\" is the paint list's: x 40, baseline 44.61, 12.64 points")
    func svgLabelIsThePaintListLabel() throws {
      let badge = BadgeShape(center: TestScenes.home, radius: 10, text: "12")
      var engine = try StickyBadgeEngine(badge: badge)
      engine.advance(to: 0)
      let text = try #require(
        try stillSVG(engine.frame, badge: badge, text: "12").first { $0.name == "text" })
      #expect(text.attributes["x"] == "40")
      #expect(text.attributes["y"] == "44.61")
      #expect(text.attributes["font-size"] == "12.64")
      #expect(text.text == "12")
    }

    @Test(
      "a host's font metrics reach the pictures: digits of 0.5 em are not shrunk, cap height 0.7 moves the baseline"
    )
    func labelFontHookReachesTheRenderers() throws {
      let badge = BadgeShape(center: TestScenes.home, radius: 10, text: "12")
      var engine = try StickyBadgeEngine(badge: badge)
      engine.advance(to: 0)
      let narrow = LabelFontMetrics(
        capHeight: 0.7, digitAdvance: 0.5, plusAdvance: 0.6, spaceAdvance: 0.25, narrowAdvance: 0.3,
        otherAdvance: 0.6)
      let elements = try stillSVG(
        engine.frame, badge: badge, text: "12", options: RenderOptions(labelFont: narrow))
      let text = try #require(elements.first { $0.name == "text" })
      #expect(text.attributes["font-size"] == "13")
      #expect(text.attributes["y"] == "44.55")
    }

    @Test("the SVG circles of burst image 2 of 8 are the core's default drawing")
    func svgBurstImageIsThePaintListDrawing() throws {
      var configuration = StickyBadgeConfiguration()
      configuration.burst.style = .frames
      configuration.burst.duration = 1
      configuration.burst.frameCount = 8
      let badge = BadgeShape(center: TestScenes.home, radius: 10)
      var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
      engine.touchBegan(at: TestScenes.home, time: 0)
      engine.touchMoved(to: Point(x: 140, y: 40), time: 0.1)
      engine.touchEnded(at: Point(x: 140, y: 40), time: 0.25)
      engine.advance(to: 0.55)
      #expect(engine.frame.burstFrameIndex == 2)
      let circles = try stillSVG(engine.frame, badge: badge, text: "", configuration: configuration)
        .filter { $0.name == "circle" }
      #expect(circles.count == 8)
      // 9 points from (140, 40) at π/8: (148.31, 43.44); radius 3.515625, opacity 0.90234375.
      #expect(circles[0].attributes["cx"] == "148.31")
      #expect(circles[0].attributes["cy"] == "43.44")
      #expect(circles.allSatisfy { $0.attributes["r"] == "3.52" })
      #expect(circles.allSatisfy { $0.attributes["fill-opacity"] == "0.9023" })
      #expect(circles.allSatisfy { $0.attributes["fill"] == "#F74C31" })
    }

    @Test(
      "cairo draws the burst image too: the pixel at a dot's centre is badge red, between dots clear"
    )
    func cairoBurstImage() throws {
      var configuration = StickyBadgeConfiguration()
      configuration.burst.style = .frames
      configuration.burst.duration = 1
      configuration.burst.frameCount = 8
      let badge = BadgeShape(center: TestScenes.home, radius: 10)
      var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
      engine.touchBegan(at: TestScenes.home, time: 0)
      engine.touchMoved(to: Point(x: 140, y: 40), time: 0.1)
      engine.touchEnded(at: Point(x: 140, y: 40), time: 0.25)
      engine.advance(to: 0.55)
      let scene = TestScenes.scene(
        engine.frame, badge: badge, text: "", configuration: configuration)
      let options = RenderOptions(scale: 1, canvasSize: CanvasSize(width: 60, height: 60))
      let renderer = try CairoRenderer(scene: scene, options: options)
      let image = try renderer.image(ofFrame: 0)
      func pixel(at point: Point) -> [UInt8] {
        let x = Int((point.x - renderer.viewport.origin.x).rounded(.down))
        let y = Int((point.y - renderer.viewport.origin.y).rounded(.down))
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<offset + 4])
      }
      // The first dot's centre, 9 points out at π/8: red at 0.90234375 opacity (alpha 230;
      // the colour within 1 of #F74C31 after cairo's premultiplication).
      let dot = pixel(at: Point(x: 148.31, y: 43.44))
      #expect(dot[3] == 230)
      for (channel, expected) in zip(dot.prefix(3), [0xF7, 0x4C, 0x31]) {
        #expect(abs(Int(channel) - expected) <= 1)
      }
      // The badge's own centre: nothing is drawn there in a burst picture.
      #expect(pixel(at: Point(x: 140.5, y: 40.5))[3] == 0)
    }
  }
#endif
