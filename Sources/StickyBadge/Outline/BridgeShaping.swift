/// The handle rules shared by every bridge of a capsule outline.
struct BridgeShaping {
  /// `spread · handleFactor`, the metaball cap on handle length per unit radius.
  let handleLimit: Double
  /// `min(1, 2d/(r1 + r2))`: handles shrink while the shapes overlap deeply.
  let overlapFactor: Double
  /// `r1 + r2`.
  let totalRadius: Double
  /// The shortest handle.
  let minimum: Double
  /// The line control points keep away from.
  let floor: SideFloor

  /// Appends one bridge from `start` (leaving along unit `leaving`, on a shape of radius
  /// `startRadius`) to `end` (arriving along unit `arriving`, radius `endRadius`).
  func append(
    from start: Point, leaving: Point, radius startRadius: Double, to end: Point,
    arriving: Point, radius endRadius: Double, into path: inout [PathElement]
  ) {
    let perRadius = OutlineBuilder.handleLength(
      from: start, to: end, limit: handleLimit, factor: overlapFactor, total: totalRadius)
    let (startLength, endLength) = OutlineBuilder.fitHandles(
      from: start, leaving: leaving, startRadius * perRadius, to: end, arriving: arriving,
      endRadius * perRadius, minimum: minimum)
    let startHandle = Swift.max(minimum, floor.clamp(startLength, from: start, along: leaving))
    let endHandle = Swift.max(minimum, floor.clamp(endLength, from: end, along: -arriving))
    path.append(
      .curve(
        to: end, control1: start + leaving * startHandle, control2: end - arriving * endHandle))
  }
}
