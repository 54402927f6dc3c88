// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import Foundation
  @_spi(Hosting) import StickyBadge
  @_spi(Hosting) import StickyBadgeRendering
  @_spi(Hosting) import StickyBadgeScenario
  import Testing

  /// Animated GIFs: frame count, delays, size, looping and pixels, read back with giflib.
  @Suite struct GIFTests {
    /// Renders every frame of `scene` to RGBA images.
    func images(_ scene: RenderScene, _ options: RenderOptions) throws -> [RasterImage] {
      let renderer = try CairoRenderer(scene: scene, options: options)
      return try scene.frames.indices.map { try renderer.image(ofFrame: $0) }
    }

    @Test func springHomeGIFHasTheRightFramesDelaysAndSize() throws {
      let scenario = try TestScenes.scenario(
        TestScenes.pullJSON(to: Point(x: 90, y: 60), release: 0.4, duration: 1.5))
      let scene = try RenderScene(scenario: scenario, fps: 20)
      #expect(scene.frames.count == 31)  // 0, 0.05, ..., 1.5
      let options = RenderOptions(scale: 2, background: .white)
      let gif = try scene.gif(options: options)
      #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
      let decoded = try GIFDecoder.decode(gif)
      let viewport = scene.viewport(options: options)
      #expect(decoded.width == Int(viewport.size.width) * 2)
      #expect(decoded.height == Int(viewport.size.height) * 2)
      #expect(decoded.loopCount == 0)
      // 20 fps is 5 centiseconds a frame; identical neighbours are merged into one frame
      // whose delay is the sum, so the total is always the scenario's length.
      #expect(decoded.delays.reduce(0, +) == 155)  // 31 frames x 5 cs
      #expect(decoded.delays.allSatisfy { $0 >= 5 && $0 % 5 == 0 })

      // Every rendered frame appears on screen for its 5 cs, inside one GIF frame, and
      // matches what cairo drew within palette error.
      let rendered = try images(scene, options)
      let shown = frameOnScreen(delays: decoded.delays, frameCount: rendered.count, centiseconds: 5)
      #expect(decoded.frames.count < rendered.count)  // still stretches are merged
      #expect(Set(shown).count == decoded.frames.count)  // and every GIF frame is used
      for (index, image) in rendered.enumerated() {
        let difference = try #require(decoded.frames[shown[index]].difference(from: image))
        #expect(
          difference.pixelsExceeding(24) <= image.width * image.height / 200, "frame \(index)")
        #expect(difference.largestChannelDifference <= 64, "frame \(index)")
      }
    }

    /// Which GIF frame is on screen while rendered frame i (i * step cs from the start) shows.
    func frameOnScreen(delays: [Int], frameCount: Int, centiseconds step: Int) -> [Int] {
      var ends: [Int] = []
      var total = 0
      for delay in delays {
        total += delay
        ends.append(total)
      }
      return (0..<frameCount).map { index in
        ends.firstIndex { $0 > index * step } ?? (delays.count - 1)
      }
    }

    @Test func transparentBackgroundBurstEndsEmpty() throws {
      let scenario = try TestScenes.scenario(
        TestScenes.pullJSON(to: Point(x: 150, y: 40), release: 0.3, duration: 1.0))
      let scene = try RenderScene(scenario: scenario, fps: 25)
      #expect(scene.frames.last?.phase == .dismissed)
      let options = RenderOptions(scale: 1)
      let decoded = try GIFDecoder.decode(try scene.gif(options: options))
      let rendered = try images(scene, options)
      #expect(decoded.delays.reduce(0, +) == 104)  // 26 frames x 4 cs
      // Whatever was under half opacity is transparent, the rest opaque.
      let shown = frameOnScreen(delays: decoded.delays, frameCount: rendered.count, centiseconds: 4)
      for (index, image) in rendered.enumerated() {
        let frame = decoded.frames[shown[index]]
        var mismatches = 0
        for pixel in 0..<(image.width * image.height)
        where (frame.pixels[pixel * 4 + 3] == 255) != (image.pixels[pixel * 4 + 3] >= 128) {
          mismatches += 1
        }
        #expect(mismatches == 0, "frame \(index)")
      }
      let last = try #require(decoded.frames.last)
      #expect(last.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
    }

    @Test func delaysAddUpWithoutDrift() {
      let frames = (0...30).map { index in
        BadgeFrame(
          time: Double(index) / 30, phase: .resting, anchor: nil,
          badge: BadgeShape(center: .zero, radius: 10),
          label: LabelPlacement(center: .zero, scale: 1, opacity: 1), outline: [], particles: [],
          burstFrameIndex: nil, opacity: 1, events: [])
      }
      let scene = RenderScene(
        frames: frames, configuration: StickyBadgeConfiguration(),
        restingBadge: BadgeShape(center: .zero, radius: 10),
        labelText: "", frameInterval: 1.0 / 30)
      let delays = scene.frameDelaysInCentiseconds
      #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])  // ends at 3, 7, 10, 13, 17, 20
      #expect(delays.reduce(0, +) == 103)  // 31 frames of 1/30 s
    }

    @Test func encoderRejectsMismatchedFrames() {
      #expect(throws: RenderError.self) {
        try GIFEncoder.encode(
          frames: [RasterImage(width: 2, height: 2), RasterImage(width: 3, height: 2)],
          delays: [5, 5])
      }
      #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [], delays: []) }
      #expect(throws: RenderError.self) { try GIFDecoder.decode(Array("not a gif".utf8)) }
    }

    /// A flat colour keeps its exact value through quantisation.
    @Test func flatColoursAreExact() throws {
      var image = RasterImage(width: 8, height: 8)
      for pixel in 0..<64 {
        let isRed = pixel % 8 < 4
        image.pixels[pixel * 4] = isRed ? 0xF7 : 0x12
        image.pixels[pixel * 4 + 1] = isRed ? 0x4C : 0x34
        image.pixels[pixel * 4 + 2] = isRed ? 0x31 : 0x56
        image.pixels[pixel * 4 + 3] = 255
      }
      let decoded = try GIFDecoder.decode(
        try GIFEncoder.encode(frames: [image], delays: [10], loopCount: nil))
      #expect(decoded.loopCount == nil)
      #expect(decoded.delays == [10])
      #expect(decoded.frames == [image])
    }
  }
#endif
