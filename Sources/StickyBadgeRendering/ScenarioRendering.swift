@_spi(Hosting) import StickyBadge
@_spi(Hosting) import StickyBadgeScenario

extension RenderScene {
  /// Plays `scenario` at `fps` frames per second (frames at `0, 1/fps, ...` up to its
  /// duration) and collects everything needed to draw it.
  public init(scenario: Scenario, fps: Int) throws(ScenarioError) {
    let frames = try ScenarioSimulation.frames(for: scenario, fps: fps)
    let painted = scenario.paintedBadge
    self.init(
      frames: frames, configuration: scenario.configuration, restingBadge: painted.restingBadge,
      labelText: painted.labelText, frameInterval: 1 / Double(Swift.max(1, fps)))
  }

  /// The index of the frame showing `time` (the last frame starting at or before it).
  public func frameIndex(at time: Double) -> Int {
    ScenarioSimulation.frameIndex(at: time, in: frames)
  }
}

extension RenderScene {
  /// Whether this build writes PNG and GIF: true on Linux, where the package links cairo and
  /// giflib; false on a Mac, where PNG and GIF output throw ``rasterUnavailable`` and SVG and
  /// JSON output work as everywhere. (`-Xswiftc -DSTICKYBADGE_WITHOUT_CAIRO` builds a Linux
  /// tool as a Mac's, which is how the tests check the Mac's behaviour here.)
  #if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
    public static let isRasterOutputAvailable = true
  #else
    public static let isRasterOutputAvailable = false
  #endif

  /// What PNG and GIF output report where cairo and giflib are not linked.
  public static let rasterUnavailable = RenderError(
    "PNG and GIF output need cairo and giflib, which this build does not link (they are"
      + " linked on Linux); write .svg instead")
}

// PNG and GIF need cairo and giflib, which the package links on Linux only (Package.swift);
// elsewhere (a Mac build) they report that, and SVG and JSON output work as everywhere.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  /// Whole-scene raster output: PNG of one frame, animated GIF of all.
  extension RenderScene {
    /// PNG bytes of frame `index`.
    public func png(frameAt index: Int, options: RenderOptions) throws(RenderError) -> [UInt8] {
      try CairoRenderer(scene: self, options: options).png(ofFrame: index)
    }

    /// PNG bytes of every frame, drawn with one renderer.
    ///
    /// - Parameter progress: called with (frames done, frame count) after each frame.
    public func pngs(options: RenderOptions, progress: ((Int, Int) -> Void)? = nil)
      throws(RenderError) -> [[UInt8]]
    {
      let renderer = try CairoRenderer(scene: self, options: options)
      var images: [[UInt8]] = []
      for index in frames.indices {
        images.append(try renderer.png(ofFrame: index))
        progress?(index + 1, frames.count)
      }
      return images
    }

    /// The most pixels (frames times width times height) ``gif(options:progress:)`` accepts.
    public static let maximumGIFPixels = 64_000_000

    /// An animated GIF of every frame, looping forever.
    ///
    /// - Parameter progress: called with (step, total steps) while frames are drawn and
    ///   encoded, for a progress line.
    public func gif(options: RenderOptions, progress: ((Int, Int) -> Void)? = nil)
      throws(RenderError)
      -> [UInt8]
    {
      let renderer = try CairoRenderer(scene: self, options: options)
      // Every frame is kept in memory for the global palette (about 9 bytes a pixel).
      let pixels = renderer.pixelWidth * renderer.pixelHeight * frames.count
      guard pixels <= RenderScene.maximumGIFPixels else {
        throw RenderError(
          "a GIF of \(frames.count) frames of \(renderer.pixelWidth)x\(renderer.pixelHeight) pixels is too large"
            + " (at most \(RenderScene.maximumGIFPixels / 1_000_000) million pixels in all);"
            + " lower the frame rate, the scale or the duration")
      }
      var images: [RasterImage] = []
      images.reserveCapacity(frames.count)
      let total = frames.count * 2
      for index in frames.indices {
        images.append(try renderer.image(ofFrame: index))
        progress?(index + 1, total)
      }
      return try GIFEncoder.encode(
        frames: images, delays: frameDelaysInCentiseconds, loopCount: 0, matte: options.gifMatte,
        progress: { done, count in
          progress?(frames.count + done * frames.count / Swift.max(1, count), total)
        })
    }
  }
#else
  extension RenderScene {
    /// Reports that PNG output is not built in here.
    public func png(frameAt index: Int, options: RenderOptions) throws(RenderError) -> [UInt8] {
      throw RenderScene.rasterUnavailable
    }

    /// Reports that PNG output is not built in here.
    public func pngs(options: RenderOptions, progress: ((Int, Int) -> Void)? = nil)
      throws(RenderError) -> [[UInt8]]
    { throw RenderScene.rasterUnavailable }

    /// Reports that GIF output is not built in here.
    public func gif(options: RenderOptions, progress: ((Int, Int) -> Void)? = nil)
      throws(RenderError) -> [UInt8]
    { throw RenderScene.rasterUnavailable }
  }
#endif
