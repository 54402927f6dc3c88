/// The numbers that shape a metaball bridge.
@_spi(Hosting) public struct ConnectorParameters: Hashable, Sendable {
  /// How far round each circle the bridge attaches, from 0 (as close to the line of
  /// centres as the circles allow) to 1 (at the outer common tangent).
  public var spread: Double
  /// How long the Bézier handles are, relative to the radii (paper.js uses 2.4).
  public var handleFactor: Double

  /// Creates connector parameters.
  public init(spread: Double = 0.5, handleFactor: Double = 2.4) {
    self.spread = spread
    self.handleFactor = handleFactor
  }
}
