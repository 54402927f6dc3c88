/// An image in memory: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom.
public struct RasterImage: Hashable, Sendable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
  public var pixels: [UInt8]

  /// Creates an image from its pixels.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A transparent image.
  public init(width: Int, height: Int) {
    self.init(
      width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
  }

  /// The pixel at column `x`, row `y` as (red, green, blue, alpha).
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let offset = (y * width + x) * 4
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }

  /// How two images of the same size differ, channel by channel.
  public func difference(from other: RasterImage) -> ImageDifference? {
    guard width == other.width, height == other.height else { return nil }
    var largest = 0
    var counts = [Int](repeating: 0, count: 256)
    pixels.withUnsafeBufferPointer { a in
      other.pixels.withUnsafeBufferPointer { b in
        var offset = 0
        while offset < a.count {
          var pixelLargest = 0
          for channel in 0..<4 {
            let delta = abs(Int(a[offset + channel]) - Int(b[offset + channel]))
            if delta > pixelLargest { pixelLargest = delta }
          }
          counts[pixelLargest] += 1
          if pixelLargest > largest { largest = pixelLargest }
          offset += 4
        }
      }
    }
    return ImageDifference(
      largestChannelDifference: largest, pixelCountsByLargestDifference: counts)
  }
}

/// The result of comparing two images pixel by pixel.
public struct ImageDifference: Hashable, Sendable {
  /// The largest difference of any channel of any pixel (0...255).
  public var largestChannelDifference: Int
  /// How many pixels have each largest-channel difference (index 0...255).
  public var pixelCountsByLargestDifference: [Int]

  /// The number of pixels whose largest channel difference exceeds `tolerance`.
  public func pixelsExceeding(_ tolerance: Int) -> Int {
    pixelCountsByLargestDifference[(Swift.min(255, tolerance) + 1)...].reduce(0, +)
  }
}

/// A failure in a C library while rendering or encoding.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, in words.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
