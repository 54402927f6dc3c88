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
  @_extern(wasm, module: "env", name: "acos") func acos(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "atan2") func atan2(_ y: Double, _ x: Double) -> Double
  @_extern(wasm, module: "env", name: "exp") func exp(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "log") func log(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "tan") func tan(_ x: Double) -> Double
#endif

/// The elementary functions the core needs, in one place so that every platform
/// gets them from the same spelling.
enum PlatformMath {
  @inline(__always) static func sine(_ x: Double) -> Double { sin(x) }
  @inline(__always) static func cosine(_ x: Double) -> Double { cos(x) }
  @inline(__always) static func tangent(_ x: Double) -> Double { tan(x) }
  @inline(__always) static func exponential(_ x: Double) -> Double { exp(x) }
  @inline(__always) static func logarithm(_ x: Double) -> Double { log(x) }
  @inline(__always) static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

  /// `acos` with its argument clamped to [-1, 1], so rounding never yields NaN.
  @inline(__always) static func arcCosine(_ x: Double) -> Double {
    acos(Swift.min(1, Swift.max(-1, x)))
  }

  /// `base` raised to `exponent` for a positive base.
  @inline(__always) static func power(_ base: Double, _ exponent: Double) -> Double {
    exp(exponent * log(base))
  }
}
