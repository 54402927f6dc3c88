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

  /// The square root of `x`, which the caller knows is not negative (one minus the square of
  /// a cosine inside (−1, 1), a positive quadratic): `x` is clamped at zero first, so that a
  /// rounding error just below zero gives zero. The same bits for every `x` not negative.
  static func squareRootOfNonNegative(_ x: Double) -> Double {
    (x > 0 ? x : 0).squareRoot()
  }

  /// The sine and cosine of `x` together, in pure Swift: the argument is reduced by
  /// multiples of π/2 (Cody and Waite, with π/2 split in two so the reduction is exact for
  /// |x| below about 10⁶) and fdlibm's minimax polynomials evaluate both on [−π/4, π/4],
  /// within an ulp or two of the C library, with the same bits on every platform. Larger or
  /// non-finite arguments go to the C library.
  static func sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
    guard abs(x) < 1e6 else { return (sin(x), cos(x)) }
    // The nearest multiple of π/2, rounded by adding and subtracting 1.5 · 2⁵² (exact for
    // |x| below 10⁶). Between the two, the sum's lowest significand bits are the multiple
    // itself (its unit is 1 there, and 2⁵¹ is a multiple of 4): the quadrant is read there.
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

  /// `base` raised to `exponent` for a positive base.
  static func power(_ base: Double, _ exponent: Double) -> Double {
    exp(exponent * log(base))
  }
}
