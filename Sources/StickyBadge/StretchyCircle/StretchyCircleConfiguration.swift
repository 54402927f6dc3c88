/// The knobs of the stretchy pull-down circle (from the stretchy-circle write-up, 002).
///
/// ```swift
/// StretchyCircleView(configuration: StretchyCircleConfiguration(maximumOffsetScale: 2)) { pulled in
///   if pulled > 40 { refresh() }
/// }
/// ```
public struct StretchyCircleConfiguration: Hashable, Sendable {
  /// How far the lower circle can be pulled, as a multiple of the radius (the write-up: 3).
  public var maximumOffsetScale: Double = 3
  /// How much the lower circle shrinks at the maximum offset (the write-up: 0.5, to half).
  public var lowerCircleShrink: Double = 0.5
  /// The spring that pulls the blob back into a circle when released.
  public var returnSpring: Spring = Spring(duration: 0.5, bounce: 0.3)
  /// The metaball connector's spread.
  public var connectorSpread: Double = 0.5
  /// The metaball connector's handle factor.
  public var handleFactor: Double = 2.4

  /// Creates a configuration with the proportions of the stretchy-circle write-up (002):
  /// every knob the initial value of its property above. Set a knob by assigning its property.
  public init() {}

  /// Checks every value, throwing the first problem found: each row of the configuration
  /// table (`knobs`) must be finite and in its valid range.
  public func validate() throws(ConfigurationError) {
    if let problem = problem() { throw problem.error }
  }

  /// The first problem ``validate()`` finds, or `nil`; as bytes (``ConfigurationProblem``).
  package func problem() -> ConfigurationProblem? { knobProblem() }
}
