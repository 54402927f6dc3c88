// Linux only: cairo and giflib are linked there (Package.swift); see ScenarioRendering.swift.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import CGif
  @_spi(Hosting) import StickyBadge

  /// Encodes animated GIFs with giflib.
  ///
  /// - One global palette for the whole animation, from giflib's median-cut quantiser
  ///   (`GifQuantizeBuffer`) run over every visible pixel of every frame, each entry
  ///   then set to the exact mean of the pixels mapped to it (so flat colours such as
  ///   the badge red come out exact).
  /// - Transparency is on or off in GIF: pixels under half opacity become transparent,
  ///   the rest are blended with the matte colour.
  /// - Consecutive identical frames are merged (their delays added). On an opaque
  ///   background each later frame stores only the rectangle that changed, over the
  ///   previous one; with transparency each frame stores the bounding box of what it
  ///   shows and restores the canvas to transparent afterwards.
  /// - Looping uses the NETSCAPE2.0 application extension.
  public enum GIFEncoder {
    /// Encodes `frames` (all the same size) shown for `delays` hundredths of a second each.
    ///
    /// - Parameters:
    ///   - loopCount: 0 loops forever; n plays n+1 times in most browsers; nil writes no
    ///     loop extension (plays once).
    ///   - matte: the colour half-transparent pixels are blended with.
    ///   - progress: called after each frame is encoded with (frames done, frame count).
    public static func encode(
      frames: [RasterImage], delays: [Int], loopCount: Int? = 0, matte: BadgeColor = .white,
      progress: ((Int, Int) -> Void)? = nil
    ) throws(RenderError) -> [UInt8] {
      guard let first = frames.first else { throw RenderError("a GIF needs at least one frame") }
      guard delays.count == frames.count else { throw RenderError("one delay per frame is needed") }
      let width = first.width
      let height = first.height
      guard width > 0, height > 0, width <= 65535, height <= 65535,
        frames.allSatisfy({ $0.width == width && $0.height == height })
      else {
        throw RenderError("GIF frames must all have the same size, between 1 and 65535 pixels")
      }

      // Flatten onto the matte and find transparency.
      let pixelCount = width * height
      let matteRGB = (
        Int((clampUnit(matte.red) * 255).rounded()), Int((clampUnit(matte.green) * 255).rounded()),
        Int((clampUnit(matte.blue) * 255).rounded())
      )
      var usesTransparency = false
      var visibleCount = 0
      for frame in frames {
        frame.pixels.withUnsafeBufferPointer { pixels in
          var offset = 3
          while offset < pixels.count {
            if pixels[offset] >= 128 { visibleCount += 1 } else { usesTransparency = true }
            offset += 4
          }
        }
      }
      // Quantise every visible pixel of every frame at once: one palette, no flicker.
      var red = [UInt8](repeating: 0, count: Swift.max(1, visibleCount))
      var green = red
      var blue = red
      var cursor = 0
      for frame in frames {
        frame.pixels.withUnsafeBufferPointer { pixels in
          var offset = 0
          while offset < pixels.count {
            let alpha = Int(pixels[offset + 3])
            if alpha >= 128 {
              red[cursor] = UInt8(
                (Int(pixels[offset]) * alpha + matteRGB.0 * (255 - alpha) + 127) / 255)
              green[cursor] = UInt8(
                (Int(pixels[offset + 1]) * alpha + matteRGB.1 * (255 - alpha) + 127) / 255)
              blue[cursor] = UInt8(
                (Int(pixels[offset + 2]) * alpha + matteRGB.2 * (255 - alpha) + 127) / 255)
              cursor += 1
            }
            offset += 4
          }
        }
      }
      // Index 255 is kept for transparency (also used for unchanged pixels of later frames).
      let transparentIndex = 255
      var paletteSize: Int32 = 255
      var palette = [GifColorType](repeating: GifColorType(), count: 256)
      var quantised = [UInt8](repeating: 0, count: red.count)
      let quantiseStatus = GifQuantizeBuffer(
        UInt32(red.count), 1, &paletteSize, &red, &green, &blue, &quantised, &palette)
      guard quantiseStatus == GIF_OK else {
        throw RenderError("giflib could not quantise the colours")
      }
      refinePalette(
        &palette, count: Int(paletteSize), indices: quantised, red: red, green: green, blue: blue)

      // Indexed frames.
      var indexedFrames: [[UInt8]] = []
      indexedFrames.reserveCapacity(frames.count)
      cursor = 0
      for frame in frames {
        var indexed = [UInt8](repeating: UInt8(transparentIndex), count: pixelCount)
        frame.pixels.withUnsafeBufferPointer { pixels in
          for pixel in 0..<pixelCount where pixels[pixel * 4 + 3] >= 128 {
            indexed[pixel] = quantised[cursor]
            cursor += 1
          }
        }
        indexedFrames.append(indexed)
      }

      // Merge identical neighbours.
      var uniqueFrames: [[UInt8]] = []
      var uniqueDelays: [Int] = []
      for (index, indexed) in indexedFrames.enumerated() {
        if let last = uniqueFrames.last, last == indexed {
          uniqueDelays[uniqueDelays.count - 1] += delays[index]
        } else {
          uniqueFrames.append(indexed)
          uniqueDelays.append(delays[index])
        }
      }

      let writer = GIFWriter()
      try writer.open()
      defer { writer.close() }
      let mapSize = 256
      guard let colorMap = GifMakeMapObject(Int32(mapSize), palette) else {
        throw RenderError("giflib could not make a colour map")
      }
      defer { GifFreeMapObject(colorMap) }
      try writer.check(
        EGifPutScreenDesc(writer.file, Int32(width), Int32(height), 8, 0, colorMap),
        "screen descriptor")
      if let loopCount { try writer.putLoopExtension(UInt16(clamping: loopCount)) }

      for (index, indexed) in uniqueFrames.enumerated() {
        var rectangle: (x: Int, y: Int, width: Int, height: Int)
        var disposal: Int32
        var pixels = indexed
        if usesTransparency {
          rectangle =
            boundingBox(width: width, height: height) {
              indexed[$0] != UInt8(transparentIndex)
            } ?? (0, 0, 1, 1)
          disposal = DISPOSE_BACKGROUND
        } else if index > 0 {
          let previous = uniqueFrames[index - 1]
          rectangle =
            boundingBox(width: width, height: height) { indexed[$0] != previous[$0] }
            ?? (0, 0, 1, 1)
          disposal = DISPOSE_DO_NOT
          // Unchanged pixels inside the rectangle become transparent: longer LZW runs.
          for pixel in 0..<pixelCount where indexed[pixel] == previous[pixel] {
            pixels[pixel] = UInt8(transparentIndex)
          }
        } else {
          rectangle = (0, 0, width, height)
          disposal = DISPOSE_DO_NOT
        }
        let usesTransparentIndex = usesTransparency || index > 0
        try writer.putGraphicsControl(
          delay: uniqueDelays[index], disposal: disposal,
          transparentIndex: usesTransparentIndex ? transparentIndex : Int(NO_TRANSPARENT_COLOR))
        try writer.check(
          EGifPutImageDesc(
            writer.file, Int32(rectangle.x), Int32(rectangle.y), Int32(rectangle.width),
            Int32(rectangle.height), false, nil), "image descriptor")
        var row = [UInt8](repeating: 0, count: rectangle.width)
        for y in rectangle.y..<(rectangle.y + rectangle.height) {
          for x in 0..<rectangle.width { row[x] = pixels[y * width + rectangle.x + x] }
          try writer.check(EGifPutLine(writer.file, &row, Int32(rectangle.width)), "image data")
        }
        progress?(index + 1, uniqueFrames.count)
      }
      return try writer.finish()
    }

    /// Sets each palette entry to the mean of the exact colours mapped to it.
    private static func refinePalette(
      _ palette: inout [GifColorType], count: Int, indices: [UInt8], red: [UInt8], green: [UInt8],
      blue: [UInt8]
    ) {
      var sums = [(Int, Int, Int, Int)](repeating: (0, 0, 0, 0), count: 256)
      for pixel in indices.indices {
        let index = Int(indices[pixel])
        sums[index].0 += Int(red[pixel])
        sums[index].1 += Int(green[pixel])
        sums[index].2 += Int(blue[pixel])
        sums[index].3 += 1
      }
      for index in 0..<count where sums[index].3 > 0 {
        let n = sums[index].3
        palette[index] = GifColorType(
          Red: UInt8((sums[index].0 + n / 2) / n), Green: UInt8((sums[index].1 + n / 2) / n),
          Blue: UInt8((sums[index].2 + n / 2) / n))
      }
    }

    /// The smallest rectangle holding every pixel whose index (`y * width + x`) satisfies
    /// `included`; nil when none does.
    private static func boundingBox(
      width: Int, height: Int, where included: (Int) -> Bool
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
      var minX = width
      var minY = height
      var maxX = -1
      var maxY = -1
      for y in 0..<height {
        for x in 0..<width where included(y * width + x) {
          minX = Swift.min(minX, x)
          maxX = Swift.max(maxX, x)
          minY = Swift.min(minY, y)
          maxY = Swift.max(maxY, y)
        }
      }
      guard maxX >= 0 else { return nil }
      return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
  }

  /// A giflib encoder writing into memory.
  private final class GIFWriter {
    let output = ByteBuffer()
    private(set) var file: UnsafeMutablePointer<GifFileType>!
    private var isClosed = false

    func open() throws(RenderError) {
      var error: Int32 = 0
      let opened = EGifOpen(
        Unmanaged.passUnretained(output).toOpaque(),
        { gif, data, length in
          guard let gif, let data, length > 0 else { return 0 }
          let buffer = Unmanaged<ByteBuffer>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
          buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return length
        }, &error)
      guard let opened else {
        throw RenderError("giflib could not start a GIF: \(describeGifError(error))")
      }
      file = opened
      EGifSetGifVersion(file, true)
    }

    func check(_ status: Int32, _ what: String) throws(RenderError) {
      guard status == GIF_OK else {
        throw RenderError(
          "giflib failed writing the \(what): \(describeGifError(file.pointee.Error))")
      }
    }

    /// The NETSCAPE2.0 extension: sub-block 1 carries the loop count (0 = forever).
    func putLoopExtension(_ count: UInt16) throws(RenderError) {
      try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "loop extension")
      var identifier = Array("NETSCAPE2.0".utf8)
      try check(EGifPutExtensionBlock(file, 11, &identifier), "loop extension")
      var loop: [UInt8] = [1, UInt8(count & 0xFF), UInt8(count >> 8)]
      try check(EGifPutExtensionBlock(file, 3, &loop), "loop extension")
      try check(EGifPutExtensionTrailer(file), "loop extension")
    }

    func putGraphicsControl(delay: Int, disposal: Int32, transparentIndex: Int) throws(RenderError)
    {
      var block = GraphicsControlBlock(
        DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(Swift.min(65535, delay)),
        TransparentColor: Int32(transparentIndex))
      var bytes = [UInt8](repeating: 0, count: 4)
      let length = EGifGCBToExtension(&block, &bytes)
      try check(
        EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &bytes), "frame delay")
    }

    func finish() throws(RenderError) -> [UInt8] {
      var error: Int32 = 0
      isClosed = true
      guard EGifCloseFile(file, &error) == GIF_OK else {
        throw RenderError("giflib could not finish the GIF: \(describeGifError(error))")
      }
      return output.bytes
    }

    func close() {
      guard !isClosed, let file else { return }
      isClosed = true
      var error: Int32 = 0
      _ = EGifCloseFile(file, &error)
    }
  }

  private func describeGifError(_ code: Int32) -> String {
    guard let text = GifErrorString(code) else { return "error \(code)" }
    return String(cString: text)
  }
#endif
