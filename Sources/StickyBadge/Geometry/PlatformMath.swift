// Elementary functions for the core.
//
// Natively they come from the platform C library; in an Embedded Swift WebAssembly
// build (no C library) they are imported from the host page, which provides them
// from JavaScript's `Math` object.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif arch(wasm32)
  @_extern(wasm, module: "env", name: "sin") func sin(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "cos") func cos(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "atan2") func atan2(_ y: Double, _ x: Double) -> Double
  @_extern(wasm, module: "env", name: "exp") func exp(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "log") func log(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "tan") func tan(_ x: Double) -> Double
#endif

/// The elementary functions the core needs, in one place so that every platform
/// gets them from the same spelling.
enum PlatformMath {
  static func sine(_ x: Double) -> Double { sin(x) }
  static func cosine(_ x: Double) -> Double { cos(x) }
  static func tangent(_ x: Double) -> Double { tan(x) }
  static func exponential(_ x: Double) -> Double { exp(x) }
  static func logarithm(_ x: Double) -> Double { log(x) }

  /// The square root of `x`, which the caller knows is not negative (one minus the square of
  /// a cosine inside (−1, 1), a positive quadratic): `x` is clamped at zero first, so that the
  /// optimiser, which cannot see the sign, needs no test for the C library's `errno` on a
  /// negative argument (a comparison, a branch and a cold call to `sqrt` that makes its
  /// caller spill). The same bits for every `x` not negative.
  static func squareRootOfNonNegative(_ x: Double) -> Double {
    (x > 0 ? x : 0).squareRoot()
  }

  /// The sine and cosine of `x` together, in pure Swift: the argument is reduced by
  /// multiples of π/2 (Cody and Waite, with π/2 split in two so the reduction is exact for
  /// |x| below about 10⁶) and fdlibm's minimax polynomials evaluate both on [−π/4, π/4],
  /// within an ulp or two of the C library. About a third of the cost of `sin` and `cos`
  /// from the C library, the same bits on every platform, and no call into the host in
  /// WebAssembly. Larger or non-finite arguments go to the C library.
  static func sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
    guard abs(x) < 1e6 else { return (sin(x), cos(x)) }
    // The nearest multiple of π/2, rounded by adding and subtracting 1.5 · 2⁵² (exact for
    // |x| below 10⁶): two instructions everywhere, where `rounded(.toNearestOrEven)` is a
    // call into the C library on baseline x86-64. Between the two, the sum's lowest
    // significand bits are the multiple itself (its unit is 1 there, and 2⁵¹ is a multiple
    // of 4), so the quadrant is read from them without converting (and range-checking) it.
    let shifted = x * 0.636_619_772_367_581_4 + 6_755_399_441_055_744.0
    let quadrant = shifted - 6_755_399_441_055_744.0
    let y = x - quadrant * 1.570_796_326_734_125_6 - quadrant * 6.077_100_506_506_192e-11
    let z = y * y
    let sinePoly =
      8.333_333_333_322_49e-03 + z
      * (-1.984_126_982_985_795e-04 + z
        * (2.755_731_370_707_007e-06 + z
          * (-2.505_076_025_340_686e-08 + z * 1.589_690_995_211_55e-10)))
    let sine = y + z * y * (-1.666_666_666_666_663_2e-01 + z * sinePoly)
    let cosinePoly =
      z
      * (4.166_666_666_666_660e-02 + z
        * (-1.388_888_888_887_411e-03 + z
          * (2.480_158_728_947_673e-05 + z
            * (-2.755_731_435_139_066e-07 + z
              * (2.087_572_321_298_175e-09 + z * -1.135_964_755_778_819_5e-11)))))
    let half = 0.5 * z
    let w = 1 - half
    let cosine = w + (((1 - w) - half) + z * cosinePoly)
    switch shifted.bitPattern & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// `atan2(y, x)` in pure Swift, within an ulp or two of the C library for finite input:
  /// the ratio of the smaller to the larger coordinate is reduced by fdlibm's intervals and
  /// its minimax polynomial, then moved to the right octant. The same bits on every
  /// platform and no call into the host in WebAssembly. Non-finite input goes to the C
  /// library.
  static func arcTangent(_ y: Double, _ x: Double) -> Double {
    let ax = abs(x)
    let ay = abs(y)
    // Finite: two comparisons of the magnitudes (false for NaN), not tests of the bits.
    guard ax <= .greatestFiniteMagnitude && ay <= .greatestFiniteMagnitude else {
      return atan2(y, x)
    }
    if ay == 0 && ax == 0 { return x.sign == .minus ? (y.sign == .minus ? -.pi : .pi) : y }
    let steep = ay > ax
    var t = steep ? ax / ay : ay / ax
    // atan(t) for t in [0, 1], fdlibm's reduction: t, (2t − 1)/(2 + t) about atan(1/2), or
    // (t − 1)/(t + 1) about π/4.
    var high = 0.0
    var low = 0.0
    if t >= 0.6875 {
      t = (t - 1) / (t + 1)
      high = 7.853_981_633_974_482_79e-01
      low = 3.061_616_997_868_383_02e-17
    } else if t >= 0.4375 {
      t = (2 * t - 1) / (2 + t)
      high = 4.636_476_090_008_060_94e-01
      low = 2.269_877_745_296_168_71e-17
    }
    let z = t * t
    let w = z * z
    let odd =
      z
      * (3.333_333_333_333_293_18e-01 + w
        * (1.428_571_427_250_346_64e-01 + w
          * (9.090_887_133_436_506_56e-02 + w
            * (6.661_073_137_387_531_21e-02 + w
              * (4.976_877_994_615_932_36e-02 + w * 1.628_582_011_536_578_24e-02)))))
    let even =
      w
      * (-1.999_999_999_987_648_32e-01 + w
        * (-1.111_111_040_546_235_58e-01 + w
          * (-7.691_876_205_044_829_99e-02 + w
            * (-5.833_570_133_790_573_49e-02 + w * -3.653_157_274_421_691_55e-02))))
    var angle = high == 0 ? t - t * (odd + even) : high - ((t * (odd + even) - low) - t)
    if steep { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y.sign == .minus ? -angle : angle
  }

  /// `base` raised to `exponent` for a positive base.
  static func power(_ base: Double, _ exponent: Double) -> Double {
    exp(exponent * log(base))
  }
}
