// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import CGif
  @_spi(Hosting) import StickyBadge
  import StickyBadgeRendering

  /// An animated GIF read back into frames.
  struct DecodedGIF: Sendable {
    /// The canvas width in pixels.
    var width: Int
    /// The canvas height in pixels.
    var height: Int
    /// Each frame as it appears on screen (composited over the previous ones as the
    /// disposal modes say).
    var frames: [RasterImage]
    /// Each frame's delay in hundredths of a second.
    var delays: [Int]
    /// The NETSCAPE2.0 loop count (0 = forever), or nil when the file has no loop extension.
    var loopCount: Int?
  }

  /// Reads GIFs with giflib, so the tests can check what the encoder wrote.
  enum GIFDecoder {
    /// Decodes a GIF file's bytes.
    static func decode(_ bytes: [UInt8]) throws(RenderError) -> DecodedGIF {
      let input = GIFInput(bytes)
      var error: Int32 = 0
      let opened = DGifOpen(
        Unmanaged.passUnretained(input).toOpaque(),
        { gif, data, length in
          guard let gif, let data, length > 0 else { return 0 }
          let buffer = Unmanaged<GIFInput>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
          let count = Swift.min(Int(length), buffer.bytes.count - buffer.readOffset)
          guard count > 0 else { return 0 }
          buffer.bytes.withUnsafeBufferPointer { source in
            data.update(from: source.baseAddress! + buffer.readOffset, count: count)
          }
          buffer.readOffset += count
          return Int32(count)
        }, &error)
      guard let file = opened else { throw RenderError("not a GIF: \(describeGifError(error))") }
      defer {
        var closeError: Int32 = 0
        _ = DGifCloseFile(file, &closeError)
      }
      guard DGifSlurp(file) == GIF_OK else {
        throw RenderError("cannot read the GIF: \(describeGifError(file.pointee.Error))")
      }
      let gif = file.pointee
      let width = Int(gif.SWidth)
      let height = Int(gif.SHeight)
      var result = DecodedGIF(width: width, height: height, frames: [], delays: [], loopCount: nil)
      var canvas = RasterImage(width: width, height: height)
      for imageIndex in 0..<Int(gif.ImageCount) {
        let saved = gif.SavedImages[imageIndex]
        // The loop extension comes before the first image's descriptor.
        for blockIndex in 0..<Int(saved.ExtensionBlockCount) {
          let block = saved.ExtensionBlocks[blockIndex]
          if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
            Array(UnsafeBufferPointer(start: block.Bytes, count: 11)) == Array("NETSCAPE2.0".utf8),
            blockIndex + 1 < Int(saved.ExtensionBlockCount)
          {
            let data = saved.ExtensionBlocks[blockIndex + 1]
            if data.ByteCount >= 3, data.Bytes[0] == 1 {
              result.loopCount = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
            }
          }
        }
        var control = GraphicsControlBlock(
          DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
          TransparentColor: NO_TRANSPARENT_COLOR)
        _ = DGifSavedExtensionToGCB(file, Int32(imageIndex), &control)
        let descriptor = saved.ImageDesc
        guard let colorMap = descriptor.ColorMap ?? gif.SColorMap else {
          throw RenderError("GIF image \(imageIndex) has no colour map")
        }
        let before = canvas
        let left = Int(descriptor.Left)
        let top = Int(descriptor.Top)
        let frameWidth = Int(descriptor.Width)
        let frameHeight = Int(descriptor.Height)
        for y in 0..<frameHeight {
          for x in 0..<frameWidth {
            let canvasX = left + x
            let canvasY = top + y
            guard canvasX < width, canvasY < height else { continue }
            let index = Int(saved.RasterBits[y * frameWidth + x])
            guard index != Int(control.TransparentColor), index < Int(colorMap.pointee.ColorCount)
            else { continue }
            let color = colorMap.pointee.Colors[index]
            let offset = (canvasY * width + canvasX) * 4
            canvas.pixels[offset] = color.Red
            canvas.pixels[offset + 1] = color.Green
            canvas.pixels[offset + 2] = color.Blue
            canvas.pixels[offset + 3] = 255
          }
        }
        result.frames.append(canvas)
        result.delays.append(Int(control.DelayTime))
        switch control.DisposalMode {
        case DISPOSE_BACKGROUND:
          for y in top..<Swift.min(height, top + frameHeight) {
            for x in left..<Swift.min(width, left + frameWidth) {
              let offset = (y * width + x) * 4
              for channel in 0..<4 { canvas.pixels[offset + channel] = 0 }
            }
          }
        case DISPOSE_PREVIOUS:
          canvas = before
        default:
          break
        }
      }
      return result
    }
  }

  /// The bytes giflib reads from, reached through its user-data pointer.
  final class GIFInput {
    let bytes: [UInt8]
    var readOffset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// giflib's description of an error code.
  private func describeGifError(_ code: Int32) -> String {
    guard let text = GifErrorString(code) else { return "error \(code)" }
    return String(cString: text)
  }
#endif
