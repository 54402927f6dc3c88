/// Conversions from a row's number to a property's type, for the tables' ``KnobTable/setKnob(_:_:)``.
public enum KnobNumber {
  /// An integer: rounded, clamped to ±1,000,000; not finite gives -1 (which no row accepts).
  public static func integer(_ value: Double) -> Int {
    value.isFinite ? Int(Swift.max(-1_000_000, Swift.min(1_000_000, value.rounded()))) : -1
  }

  /// A seed: rounded, clamped to [0, 2⁵³]; not finite or negative gives 0.
  public static func seed(_ value: Double) -> UInt64 {
    value.isFinite && value >= 0 ? UInt64(Swift.min(9_007_199_254_740_992, value.rounded())) : 0
  }
}
