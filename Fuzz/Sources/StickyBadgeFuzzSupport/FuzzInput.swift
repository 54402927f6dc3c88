/// Reads a fuzzer's bytes as a stream of structured values.
///
/// Reading past the end yields zeros, so every input decodes to something and short
/// inputs mean "defaults". The decoders favour values that matter (range ends,
/// non-finite numbers, huge and tiny magnitudes) over uniformly random bit patterns.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  /// Wraps a copy of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Wraps the buffer libFuzzer passes to `LLVMFuzzerTestOneInput`.
  public init(data: UnsafePointer<UInt8>?, size: Int) {
    if let data, size > 0 {
      bytes = Array(UnsafeBufferPointer(start: data, count: size))
    } else {
      bytes = []
    }
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next two bytes, little-endian.
  public mutating func uint16() -> UInt16 {
    UInt16(byte()) | UInt16(byte()) << 8
  }

  /// The next eight bytes, little-endian.
  public mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// A number in `[0, 1]` with 16 bits of resolution.
  public mutating func unit() -> Double {
    Double(uint16()) / Double(UInt16.max)
  }

  /// Whether the next byte is odd.
  public mutating func flag() -> Bool { byte() & 1 == 1 }

  /// A value that breaks naive arithmetic: non-finite, signed zero, extreme or tiny.
  public mutating func hostileNumber() -> Double {
    let table: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, -1e300, 1e154,
      -1e154, 1e18, -1e18, 1e-300, .ulpOfOne, -1, 1, 0.5, Double(Int32.max), -Double(Int32.max),
      .signalingNaN,
    ]
    let selector = byte()
    if selector < 200 { return table[Int(selector) % table.count] }
    return Double(bitPattern: uint64())
  }

  /// A valid number in `lower...upper`: mostly spread over the range, sometimes exactly an end.
  public mutating func number(in lower: Double, _ upper: Double) -> Double {
    switch byte() {
    case 0..<170: return lower + (upper - lower) * unit()
    case 170..<190: return lower
    case 190..<210: return upper
    case 210..<230:
      // Small values near the lower end, where divisions get interesting.
      return lower + (upper - lower) * unit() * 1e-6
    default:
      // Just inside the ends.
      return flag() ? lower.nextUp : upper.nextDown
    }
  }
}
